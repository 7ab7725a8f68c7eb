/**
 * The installation's Ed25519 key pair that signs every technical-file pack's manifest
 * (DESIGN.md §10.3). Made once, on the first start (prepare-database.ts), and kept in the
 * database so a backup carries it; the public half is served at a stable URL and printed in
 * every pack, so an assessor can check a pack without PartProof.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { installationKeys } from '../../db/schema/index.js';

const USE = 'technical-file-pack';

export interface PackKey {
  publicKey: string;
  privateKey: string;
}

/** Makes the pair unless it exists; two processes starting at once keep the first one's. */
export async function ensurePackKey(db: Db): Promise<void> {
  const [existing] = await db
    .select({ use: installationKeys.use })
    .from(installationKeys)
    .where(eq(installationKeys.use, USE));
  if (existing) return;
  const pair = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(installationKeys)
    .values({
      use: USE,
      algorithm: 'Ed25519',
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
    })
    .onConflictDoNothing();
}

export async function packKey(db: Db): Promise<PackKey> {
  const [row] = await db.select().from(installationKeys).where(eq(installationKeys.use, USE));
  if (!row) throw new Error('the pack signing key is missing: the database was not prepared');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** SHA-256 of the public key's DER bytes, hex: short enough to compare by eye. */
export function keyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}

/** Ed25519 over the bytes, base64. */
export function signBytes(privateKeyPem: string, bytes: Buffer): string {
  return sign(null, bytes, createPrivateKey(privateKeyPem)).toString('base64');
}
