// Renders docs/ to dist/user-manual.pdf at build time (DESIGN.md §5.13).
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderManual } from '../dist/src/lib/manual-pdf.js';

mkdirSync(new URL('../dist', import.meta.url), { recursive: true });
const pdf = await renderManual();
writeFileSync(new URL('../dist/user-manual.pdf', import.meta.url), pdf);
console.log(`user manual: ${pdf.length} bytes`);
