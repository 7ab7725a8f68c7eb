/**
 * `npm run verify-pack -- <pack.zip> [--key <public-key.pem>]`: checks a technical file pack
 * offline — every file's SHA-256 against the manifest and the manifest's Ed25519 signature.
 * Without --key it uses the key the pack prints and shows its fingerprint: compare it with
 * the one the installation publishes (GET /api/technical-file/public-key). Exit 0 when the
 * pack is intact, 1 when it is not, 2 on wrong usage.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { verifyPack } from '../modules/technical-file/verify-pack.js';
import { runCli, useInvocationDir } from './run-cli.js';

const usage = 'usage: npm run verify-pack -- <pack.zip> [--key <public-key.pem>]';

async function main(): Promise<number> {
  useInvocationDir();
  const { values, positionals } = parseArgs({
    options: { key: { type: 'string' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const key = values.key ? await readFile(values.key, 'utf8') : undefined;
  const report = await verifyPack(await readFile(file), key);
  const whose = values.key ? `the key in ${values.key}` : 'the key printed in the pack';
  console.log(`Key: ${whose}, fingerprint SHA-256 ${report.fingerprint ?? 'unreadable'}`);
  if (report.ok) {
    console.log(`Intact: ${report.files} files match the signed manifest.`);
    return 0;
  }
  console.log('NOT intact:');
  for (const problem of report.problems) console.log(`  - ${problem}`);
  return 1;
}

runCli(main);
