/** Environment → typed configuration. Every variable is documented in README.md. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_LIMITS, SOURCE_NAMES, type SourceName } from '@partproof/shared';

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
  /**
   * Sign-in attempts allowed per window (DESIGN.md §5.14): per account (email), and per
   * network (an IPv4 address, an IPv6 /64) across all accounts. A successful sign-in clears
   * the account's count and does not count for the network.
   */
  loginMaxFailures: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** Forgot-password requests per window, per email and per network. */
  forgotMaxRequests: number;
  forgotMaxRequestsPerIp: number;
  forgotWindowMinutes: number;
  /** VDE link lookups (outbound requests) allowed per user per window. */
  vdeLinkMaxRequests: number;
  vdeLinkWindowMinutes: number;
  /** Reset-password attempts per window per network (guessing links). */
  resetMaxAttempts: number;
  resetWindowMinutes: number;
  /** Certificate directories the connectors may ask (DESIGN.md §5.6, modules/sources). */
  sources: SourceSettings[];
  /**
   * Years after its issue an approved RoHS declaration counts as Outdated whatever it says
   * (DESIGN.md §9.4), for teams that re-request on a cycle; null (the default) = no limit.
   */
  rohsMaxAgeYears: number | null;
  /** Requests to manufacturers (DESIGN.md §9.7): the default cc list (spec §9: two addresses). */
  requestCc: string[];
  /** Days after an unanswered request its supplier is reminded, and its sender alerted. */
  requestReminderDays: number;
  requestEscalationDays: number;
  /** What one supplier link takes over its whole life (DESIGN.md §9.7, security issue 18). */
  supplyLinkMaxFiles: number;
  supplyLinkMaxBytes: number;
}

export interface SourceSettings {
  name: SourceName;
  /** The directory's base URL; calls go to this host only. Unset = source disabled. */
  baseUrl: string | undefined;
  enabled: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Overrides of the preset's request/response mapping (JSON, see modules/sources). */
  mapping: Record<string, unknown> | undefined;
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
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DATA_DIR as an absolute path, created (with its parents) when missing. Every process —
 * server, worker, admin CLI, backup, restore — loads its config before it touches the
 * folder, so this is the one place it is made: the embedded database under `db` (which
 * holds the mail outbox too), the stored files and the generated JWT secret all assume it
 * exists. PGlite makes only the last level itself, so a nested DATA_DIR that did not exist
 * failed with ENOENT on `…/db` whenever JWT_SECRET was set.
 */
function dataDirectory(value: string | undefined): string {
  const dataDir = path.resolve(value ?? path.join(process.cwd(), 'data'));
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = dataDirectory(env.DATA_DIR);
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
    loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 50),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    forgotMaxRequests: int(env.FORGOT_MAX_REQUESTS, 5),
    forgotMaxRequestsPerIp: int(env.FORGOT_MAX_REQUESTS_PER_IP, 20),
    forgotWindowMinutes: int(env.FORGOT_WINDOW_MINUTES, 60),
    vdeLinkMaxRequests: int(env.VDE_LINK_MAX_REQUESTS, 30),
    vdeLinkWindowMinutes: int(env.VDE_LINK_WINDOW_MINUTES, 10),
    resetMaxAttempts: int(env.RESET_MAX_ATTEMPTS, 10),
    resetWindowMinutes: int(env.RESET_WINDOW_MINUTES, 15),
    sources: sourceSettings(env),
    rohsMaxAgeYears: env.ROHS_MAX_AGE_YEARS ? int(env.ROHS_MAX_AGE_YEARS, 0) || null : null,
    requestCc: (env.REQUEST_CC ?? 'compliance@partproof.local, documents@partproof.local')
      .split(/[,;\s]+/)
      .filter((address) => address !== ''),
    requestReminderDays: int(env.REQUEST_REMINDER_DAYS, REQUEST_LIMITS.reminderDays),
    requestEscalationDays: int(env.REQUEST_ESCALATION_DAYS, REQUEST_LIMITS.escalationDays),
    supplyLinkMaxFiles: int(env.SUPPLY_LINK_MAX_FILES, REQUEST_LIMITS.linkFiles),
    supplyLinkMaxBytes: int(env.SUPPLY_LINK_MAX_BYTES, REQUEST_LIMITS.linkBytes),
  };
}

/**
 * `SOURCES` (JSON: `{"ul": {"url": …, "enabled": true, "timeoutMs": 5000, "mapping": {…}}}`),
 * then per source `SOURCE_<NAME>_URL`, `SOURCE_<NAME>_ENABLED`, `SOURCE_<NAME>_TIMEOUT_MS`
 * (NAME upper-cased, '-' → '_'), which win over the JSON.
 */
function sourceSettings(env: NodeJS.ProcessEnv): SourceSettings[] {
  const json = parseSourcesJson(env.SOURCES);
  const timeoutMs = int(env.SOURCE_TIMEOUT_MS, 15_000);
  const maxBytes = int(env.SOURCE_MAX_BYTES, 5 * 1024 * 1024);
  return SOURCE_NAMES.map((name) => {
    const prefix = `SOURCE_${name.toUpperCase().replace(/-/g, '_')}_`;
    const fromJson = json[name] ?? {};
    const baseUrl = env[`${prefix}URL`] || stringOr(fromJson.url);
    if (baseUrl !== undefined) {
      const url = new URL(baseUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`${prefix}URL must be an http(s) URL`);
    }
    const enabledText = env[`${prefix}ENABLED`];
    const enabled =
      enabledText !== undefined && enabledText !== ''
        ? enabledText !== '0' && enabledText.toLowerCase() !== 'false'
        : fromJson.enabled !== false;
    return {
      name,
      baseUrl,
      enabled: enabled && baseUrl !== undefined,
      timeoutMs: int(env[`${prefix}TIMEOUT_MS`], numberOr(fromJson.timeoutMs, timeoutMs)),
      maxBytes: numberOr(fromJson.maxBytes, maxBytes),
      mapping: isRecord(fromJson.mapping) ? fromJson.mapping : undefined,
    };
  });
}

function parseSourcesJson(text: string | undefined): Record<string, Record<string, unknown>> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed)) throw new Error('SOURCES must be a JSON object keyed by source name');
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(SOURCE_NAMES as readonly string[]).includes(name))
      throw new Error(`SOURCES: unknown source "${name}" (known: ${SOURCE_NAMES.join(', ')})`);
    if (!isRecord(value)) throw new Error(`SOURCES.${name} must be an object`);
    result[name] = value;
  }
  return result;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOr = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const numberOr = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
