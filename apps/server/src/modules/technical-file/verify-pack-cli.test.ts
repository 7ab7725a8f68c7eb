/**
 * Verifying a pack offline, both ways the manual gives: `npm run verify-pack` (the CLI, run
 * from source) and the shell script for assessors without PartProof, read from the manual
 * itself so the manual cannot drift from what works.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import yazl from 'yazl';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_DIR } from '../../lib/manual-pdf.js';
import { zipEntries } from '../../lib/zip-entries.js';
import { packBytes } from './pack.js';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');

/** Runs a command; answers its exit code and output instead of throwing on a non-zero code. */
async function outcome(file: string, args: string[]) {
  try {
    const { stdout } = await run(file, args, { cwd: SERVER_DIR });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

const cli = (args: string[]) =>
  outcome(process.execPath, [
    '--conditions=source',
    '--import',
    'tsx',
    'src/cli/verify-pack.ts',
    ...args,
  ]);

/** The assessor's script: the manual's sh block that starts with "# verify-pack.sh". */
function manualScript(): string {
  const manual = readFileSync(path.join(DOCS_DIR, '10-technical-file.md'), 'utf8');
  const block = /```sh\n(# verify-pack\.sh[\s\S]*?)```/.exec(manual)?.[1];
  if (!block) throw new Error('the manual has no verify-pack.sh block');
  return block;
}

describe('verifying a pack offline', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partproof-pack-'));
  const good = path.join(dir, 'good.zip');
  const bad = path.join(dir, 'bad.zip');
  const keyFile = path.join(dir, 'key.pem');
  const otherKeyFile = path.join(dir, 'other.pem');
  const script = path.join(dir, 'verify-pack.sh');

  beforeAll(async () => {
    const pair = () =>
      generateKeyPairSync('ed25519', {
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
    const key = pair();
    writeFileSync(keyFile, key.publicKey);
    writeFileSync(otherKeyFile, pair().publicKey);
    const files = [
      { path: 'declaration-of-conformity.pdf', bytes: Buffer.from('%PDF-1.4 DoC') },
      { path: 'evidence/12-statement.pdf', bytes: Buffer.from('%PDF-1.4 statement') },
    ];
    const meta = {
      product: { id: 1, name: 'AX-200' },
      revision: 1,
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    const signed = await packBytes(
      files,
      meta,
      key,
      'http://localhost/api/technical-file/public-key',
    );
    writeFileSync(good, signed);
    // The same pack with one byte of one file changed after signing.
    const entries = await zipEntries(signed);
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('%PDF-1.4 statemenT'), 'evidence/12-statement.pdf');
    for (const name of ['declaration-of-conformity.pdf', 'manifest.json', 'manifest.sig']) {
      zip.addBuffer(entries.get(name) ?? Buffer.alloc(0), name);
    }
    zip.end();
    writeFileSync(bad, await buffer(zip.outputStream));
    writeFileSync(script, manualScript());
  });

  it('npm run verify-pack: exit 0 for an intact pack, 1 for a changed one or another key, 2 without a file', async () => {
    const ok = await cli([good, '--key', keyFile]);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain('Intact: 2 files match the signed manifest.');
    const printed = await cli([good]);
    expect(printed.code, printed.out).toBe(0);
    expect(printed.out).toContain('the key printed in the pack');

    const changed = await cli([bad, '--key', keyFile]);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain('evidence/12-statement.pdf: changed');
    const other = await cli([good, '--key', otherKeyFile]);
    expect(other.code).toBe(1);
    expect(other.out).toContain('the signature of manifest.json does not verify');
    expect((await cli([])).code).toBe(2);
  });

  it("the manual's script for assessors: verified for an intact pack, refused for a changed one or another key", async () => {
    const ok = await outcome('sh', [script, good, keyFile]);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain('Signature Verified Successfully');
    const changed = await outcome('sh', [script, bad, keyFile]);
    expect(changed.code).not.toBe(0);
    expect(changed.out).toContain('NOT intact: evidence/12-statement.pdf');
    const other = await outcome('sh', [script, good, otherKeyFile]);
    expect(other.code).not.toBe(0);
    expect(other.out).toContain('Signature Verification Failure');
  });
});
