/**
 * A backup is one tar archive (gzipped when its name ends in .gz or .tgz):
 *
 *   tables/<table>.jsonl   every row of the table, one JSON object per line, in key order
 *   files/<aa>/<id>        every stored file of DATA_DIR/files, byte for byte
 *   secrets/jwt-secret     DATA_DIR/jwt-secret, when the server generated one
 *   manifest.json          what follows, written last
 *
 * The rows are SQL's own JSON (`row_to_json`), read back by `json_populate_recordset`, so the
 * same backup restores on PGlite and on PostgreSQL.
 */
import type { MigrationLevel } from './catalog.js';

export const BACKUP_FORMAT = 'partproof-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const JWT_SECRET_ENTRY = 'secrets/jwt-secret';

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The engine it was taken from (either restores on either). */
  engine: 'pglite' | 'postgres';
  migration: MigrationLevel;
  /** In restore order: parents before the tables that reference them. */
  tables: (ManifestEntry & { table: string; rows: number })[];
  files: ManifestEntry[];
  secrets: ManifestEntry[];
  /** Files a row names that were not on disk when the backup was taken. */
  missingFiles: string[];
}

export const tableEntry = (table: string) => `tables/${table}.jsonl`;

/** Names a backup may contain: nothing can land outside the restore's folder. */
export function isBackupEntryName(name: string): boolean {
  return (
    name === MANIFEST ||
    name === JWT_SECRET_ENTRY ||
    /^tables\/[a-z_][a-z0-9_]*\.jsonl$/.test(name) ||
    (name.startsWith('files/') &&
      name
        .split('/')
        .slice(1)
        .every((part) => SAFE.test(part)))
  );
}

/** A path segment of a stored file: no '.', '..' or hidden names. */
const SAFE = /^[0-9A-Za-z_-][0-9A-Za-z_.-]*$/;

export function parseManifest(text: string): Manifest {
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new Error('not a PartProof backup');
  if (manifest.version !== BACKUP_VERSION)
    throw new Error(`backup format version ${String(manifest.version)} is not supported`);
  if (!manifest.migration || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files))
    throw new Error('the backup manifest is incomplete');
  return { secrets: [], missingFiles: [], ...manifest } as Manifest;
}
