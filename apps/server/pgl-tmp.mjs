import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
await db.exec(`create table m (id serial primary key, product_id int, name text)`);
const names = Array.from({ length: 20000 }, (_, i) => `RC0603FR-07 ${i}K Resistor, 1% thick-film`);
await db.query(`insert into m (product_id, name) select 1, x from unnest($1::text[]) x`, [names]);
const variants = {
  like: `select count(*) from m where product_id = 1 and lower(name) like $1`,
  prefilter: `select count(*) from m where product_id = 1 and (octet_length(name) <> char_length(name) or lower(name) like $1) and strpos(regexp_replace(lower(name), '[[:space:][:punct:]]+', '', 'g'), $2) > 0`,
};
for (const [k, s] of Object.entries(variants)) {
  for (const q of ['0710k', 'resistor', 'rc0603']) {
  const p = k === 'like' ? ['%' + [...q].join('%') + '%'] : ['%' + [...q].join('%') + '%', q];
  const ts = [];
  for (let i = 0; i < 8; i++) { const t0 = performance.now(); const r = await db.query(s, p); ts.push(performance.now() - t0); if (i === 0) console.log(k, q, JSON.stringify(r.rows)); }
  ts.sort((a, b) => a - b); console.log(k, ts.map((t) => t.toFixed(1)).join(' '));
  }
}
