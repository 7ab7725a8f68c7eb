/**
 * The technical file pack (DESIGN.md §10.3): one zip of the revision's documents and cited
 * evidence, with `manifest.json` listing every file's SHA-256 and size, and `manifest.sig`,
 * the installation's Ed25519 signature over the manifest's bytes. Whoever holds the public
 * key can tell that no file was changed, added or taken out since PartProof wrote it.
 */
import { createHash } from 'node:crypto';
import yazl from 'yazl';
import { keyFingerprint, signBytes, type PackKey } from './signing-key.js';

export interface PackFile {
  path: string;
  bytes: Buffer;
}

export interface PackManifest {
  files: { path: string; sha256: string; bytes: number }[];
  product: { id: number; name: string };
  revision: number;
  createdAt: string;
  signature: { algorithm: 'Ed25519'; publicKey: string; fingerprint: string; publicKeyUrl: string };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Zip entry names: no folders climbing out, nothing a file system refuses. */
export function entryName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
      .replace(/^\.+/, '')
      .trim() || 'file'
  );
}

export function packBytes(
  files: PackFile[],
  meta: Omit<PackManifest, 'files' | 'signature'>,
  key: PackKey,
  publicKeyUrl: string,
): Promise<Buffer> {
  const manifest: PackManifest = {
    files: files.map((f) => ({ path: f.path, sha256: sha256(f.bytes), bytes: f.bytes.length })),
    ...meta,
    signature: {
      algorithm: 'Ed25519',
      publicKey: key.publicKey,
      fingerprint: keyFingerprint(key.publicKey),
      publicKeyUrl,
    },
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  const zip = new yazl.ZipFile();
  // A fixed time: the pack's bytes depend on its content only.
  const mtime = new Date(meta.createdAt);
  for (const f of files) zip.addBuffer(f.bytes, f.path, { mtime });
  zip.addBuffer(manifestBytes, 'manifest.json', { mtime });
  zip.addBuffer(Buffer.from(signBytes(key.privateKey, manifestBytes)), 'manifest.sig', { mtime });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
