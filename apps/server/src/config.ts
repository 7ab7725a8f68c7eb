/** Environment → typed configuration. Every variable is documented in README.md. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ProcessRole = 'all' | 'api' | 'worker';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  role: ProcessRole;
  providerName: string;
  webDist: string | undefined;
  logLevel: string;
  /** Sign-in: failures allowed per window per IP + email (DESIGN.md §5.14). */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  forgotMaxRequests: number;
  forgotWindowMinutes: number;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server package folder, whether running from src/ (tsx, vitest) or dist/src/. */
export const SERVER_ROOT = serverRoot.endsWith(`${path.sep}dist`)
  ? path.dirname(serverRoot)
  : serverRoot;

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

function role(value: string | undefined): ProcessRole {
  const r = value ?? 'all';
  if (r === 'all' || r === 'api' || r === 'worker') return r;
  throw new Error(`ROLE must be all, api or worker, got "${r}"`);
}

/** JWT_SECRET, else one generated once and kept in DATA_DIR so tokens survive restarts. */
function jwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'));
  const port = int(env.PORT, 3000);
  const host = env.HOST ?? '127.0.0.1';
  const defaultWeb = path.resolve(SERVER_ROOT, '../web/dist');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    jwtSecret: jwtSecret(dataDir, env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'PartProof <no-reply@partproof.local>',
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA !== '0',
    role: role(env.ROLE),
    providerName: env.PROVIDER_NAME ?? 'PartProof',
    webDist: env.WEB_DIST ?? (existsSync(defaultWeb) ? defaultWeb : undefined),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 10),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    forgotMaxRequests: int(env.FORGOT_MAX_REQUESTS, 5),
    forgotWindowMinutes: int(env.FORGOT_WINDOW_MINUTES, 60),
  };
}
