// Renders the user manual to dist/ at build time (DESIGN.md §5.13), one PDF per language:
// docs/ to dist/user-manual.pdf, docs/de/ to dist/user-manual.de.pdf.
import { mkdirSync, writeFileSync } from 'node:fs';
import { MANUAL_EDITIONS, renderManual } from '../dist/src/lib/manual-pdf.js';

mkdirSync(new URL('../dist', import.meta.url), { recursive: true });
for (const [language, edition] of Object.entries(MANUAL_EDITIONS)) {
  const pdf = await renderManual(language);
  writeFileSync(new URL(`../dist/${edition.builtAs}`, import.meta.url), pdf);
  console.log(`user manual (${language}): ${pdf.length} bytes`);
}
