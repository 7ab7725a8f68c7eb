// The top frames by self time of a .cpuprofile (node --cpu-prof), e.g. the one
// `BENCH_PROFILE=DIR make bench` leaves:  node scripts/cpu-profile-top.mjs FILE [N] [S]
// S: only the last S seconds of the profile (the load, without the setup before it).
import { readFileSync } from 'node:fs';

const [file, count = '25', lastSeconds] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const at = [];
profile.timeDeltas.reduce((t, delta, i) => (at[i] = t + delta), 0);
const from = lastSeconds ? at[at.length - 1] - Number(lastSeconds) * 1e6 : -Infinity;
// Each sample hits one node; its time is the gap to the next sample.
profile.samples.forEach((id, i) => {
  if (at[i] < from) return;
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(
    `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
  );
}

// The same time by where the code comes from.
const groups = new Map();
for (const [key, micros] of self) {
  const group = key.includes('wasm')
    ? 'pglite (wasm)'
    : (key.split(' ')[1]?.match(/^(@[^/]+\/[^/]+|[^/:]+)/)?.[0] ?? key.split(' ')[0]);
  groups.set(group, (groups.get(group) ?? 0) + micros);
}
console.log('\nby package:');
for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${group}`);
}
