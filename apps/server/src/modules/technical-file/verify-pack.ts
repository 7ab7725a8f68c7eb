/**
 * Checks a technical file pack offline (`npm run verify-pack`): every file the manifest lists
 * is there with its SHA-256 and size, no other file is, and `manifest.sig` is the Ed25519
 * signature of `manifest.json` under the given public key (else the key the manifest prints,
 * whose fingerprint the report shows, to compare with the installation's published one).
 */
import { createPublicKey, verify } from 'node:crypto';
import { zipEntries } from '../../lib/zip-entries.js';
import type { PackManifest } from './pack.js';
import { sha256 } from './pack.js';
import { keyFingerprint } from './signing-key.js';

export interface PackReport {
  ok: boolean;
  problems: string[];
  files: number;
  fingerprint: string | null;
}

export async function verifyPack(bytes: Buffer, publicKeyPem?: string): Promise<PackReport> {
  const problems: string[] = [];
  let entries: Map<string, Buffer>;
  try {
    entries = await zipEntries(bytes);
  } catch (err) {
    return {
      ok: false,
      problems: [`not a readable zip: ${String(err)}`],
      files: 0,
      fingerprint: null,
    };
  }
  const manifestBytes = entries.get('manifest.json');
  const signature = entries.get('manifest.sig');
  if (!manifestBytes || !signature) {
    return {
      ok: false,
      problems: ['manifest.json or manifest.sig is missing'],
      files: 0,
      fingerprint: null,
    };
  }
  let manifest: PackManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as PackManifest;
  } catch {
    return { ok: false, problems: ['manifest.json is not JSON'], files: 0, fingerprint: null };
  }
  const key = publicKeyPem ?? manifest.signature?.publicKey ?? '';
  let fingerprint: string | null = null;
  try {
    fingerprint = keyFingerprint(key);
    const good = verify(
      null,
      manifestBytes,
      createPublicKey(key),
      Buffer.from(signature.toString('utf8'), 'base64'),
    );
    if (!good) problems.push('the signature of manifest.json does not verify');
  } catch {
    problems.push('no usable Ed25519 public key');
  }
  const listed = new Set(['manifest.json', 'manifest.sig']);
  for (const f of manifest.files ?? []) {
    listed.add(f.path);
    const found = entries.get(f.path);
    if (!found) problems.push(`${f.path}: missing`);
    else if (found.length !== f.bytes || sha256(found) !== f.sha256)
      problems.push(`${f.path}: changed`);
  }
  for (const name of entries.keys())
    if (!listed.has(name)) problems.push(`${name}: not in the manifest`);
  return { ok: problems.length === 0, problems, files: manifest.files?.length ?? 0, fingerprint };
}
