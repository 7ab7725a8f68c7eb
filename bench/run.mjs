// `make bench`: runs every bench/*.bench.mjs against the built server and prints one
// table per benchmark. Benchmarks measure; they never pass or fail a build.
import { readdirSync } from 'node:fs';

const benches = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort();
for (const file of benches) {
  const { run } = await import(new URL(file, import.meta.url).href);
  console.log(`\n## ${file}`);
  console.table(await run());
}
process.exit(0);
