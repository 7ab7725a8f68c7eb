/**
 * What the browser tests talk to, booted once per Playwright worker exactly as production
 * runs it: a local SMTP server that stores every received message as a file, a certificate
 * directory that is down for maintenance, and the built PartProof server
 * (`node apps/server/dist/src/server.js`) on a free port with a fresh DATA_DIR.
 *
 * One stack per worker, not one for the run: the workers then run files side by side
 * without seeing each other's data, and the worker Playwright starts after a failed test
 * (its retry included) begins on a server that holds nothing of the failed try.
 */
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startServerProcess, type ServerProcess } from './server-process.js';

export const ADMIN = { email: 'admin@example.com', password: 'E2e-admin-pass-1' } as const;
/** The one certificate directory the server is configured with: down for maintenance. */
export const FAILING_SOURCE = { name: 'intertek', status: 503 } as const;

export interface Stack {
  baseUrl: string;
  mailDir: string;
  stop: () => Promise<void>;
}

/** Accepts every message and writes it to `mailDir` as `<seq>.eml`, its envelope as `<seq>.json`. */
async function startSmtp(mailDir: string): Promise<{ server: SMTPServer; port: number }> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        seq += 1;
        const name = `${Date.now()}-${String(seq).padStart(4, '0')}`;
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        // The envelope first, so a reader never sees a message without its recipients.
        writeFileSync(path.join(mailDir, `${name}.json`), JSON.stringify(envelope));
        writeFileSync(path.join(mailDir, `${name}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { server, port };
}

/** Scrape Certificate asks it and fails, so the product page must say why. */
async function startFailingDirectory() {
  const directory = createHttpServer((_request, response) => {
    response.writeHead(FAILING_SOURCE.status, { 'content-type': 'application/json' });
    response.end('{"error":"down for maintenance"}');
  });
  directory.listen(0, '127.0.0.1');
  await once(directory, 'listening');
  const url = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  const stop = async () => {
    directory.closeAllConnections();
    await new Promise<void>((resolve) => directory.close(() => resolve()));
  };
  return { url, stop };
}

export async function startStack(): Promise<Stack> {
  const root = mkdtempSync(path.join(tmpdir(), 'partproof-e2e-'));
  const mailDir = mkdtempSync(path.join(root, 'mail-'));
  const logFile = path.join(root, 'server.log');
  const smtp = await startSmtp(mailDir);
  const directory = await startFailingDirectory();
  const stopHelpers = async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await directory.stop();
    if (process.env.E2E_KEEP_DATA === '1') {
      console.log(`E2E data and server log kept in ${root}`);
    } else {
      rmSync(root, { recursive: true, force: true });
    }
  };
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      {
        DATA_DIR: path.join(root, 'data'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SOURCE_INTERTEK_URL: directory.url,
        SOURCE_INTERTEK_TIMEOUT_MS: '5000',
      },
      (chunk) => appendFileSync(logFile, chunk),
    );
  } catch (err) {
    await stopHelpers();
    throw err;
  }
  const stop = async () => {
    await server.stop();
    await stopHelpers();
  };
  return { baseUrl: server.baseUrl, mailDir, stop };
}
