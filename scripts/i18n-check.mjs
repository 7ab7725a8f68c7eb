// The web app's catalogues are complete (issue 22): every text the code asks for with
// t('English text') is in both apps/web/src/i18n/locales/en/*.json (as itself) and
// de/*.json (translated, with the same {{placeholders}}), and nothing else is in them. Each
// area of the app has its own file; a text two areas share must read the same in both. In the folders
// already translated (TRANSLATED below; the list grows until it is all of apps/web/src), a
// visible text written without t() fails too: JSX text, and the text props users read.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src');
// The folders and files already translated: one list per area in apps/web/src/i18n/translated/
// (a path per line, relative to apps/web/src), so areas are translated apart.
const translatedDir = path.join(web, 'i18n/translated');
const TRANSLATED = readdirSync(translatedDir)
  .filter((name) => name.endsWith('.txt'))
  .flatMap((name) => readFileSync(path.join(translatedDir, name), 'utf8').split('\n'))
  .map((line) => line.trim())
  .filter(Boolean);
// The props whose text users read (or hear).
const TEXT_PROP =
  /\s(label|title|placeholder|description|aria-label|emptyText|loadingLabel|tip)="([^"]*[A-Za-z][^"]*)"/g;
// The same props given a template literal: words outside its ${…} are English text too.
const TEMPLATE_PROP =
  /\s(label|title|placeholder|description|aria-label|emptyText|loadingLabel|tip)=\{`([^`]*)`\}/g;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const unescape = (text) => text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');
const placeholders = (text) =>
  [...text.matchAll(/\{\{(\w+)(?:, count)?\}\}/g)].map((m) => m[1]).sort();

const used = new Map();
const contextual = new Map();
const problems = [];
for (const file of sources(web)) {
  // Comments may quote t('…') or hold prose between > and <.
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const where = path.relative(root, file);
  // t('…') draws a text; msg('…') marks one kept in data and drawn with t(label).
  for (const m of code.matchAll(/\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g))
    used.set(unescape(m[2]), where);
  for (const m of code.matchAll(/\bt\(\s*`([^`$]*)`/g)) used.set(unescape(m[1]), where);
  // t('Open', { context: 'state' }): one English word with two meanings. German reads
  // 'Open_state' (i18next's context suffix); English has no catalogue, so it shows 'Open'.
  for (const m of code.matchAll(/\bt\(\s*'((?:\\.|[^'\\])*)',\s*\{\s*context:\s*'(\w+)'/g))
    contextual.set(`${unescape(m[1])}_${m[2]}`, where);
  const rel = path.relative(web, file);
  if (!TRANSLATED.some((prefix) => rel === prefix || rel.startsWith(`${prefix}/`))) continue;
  if (!file.endsWith('.tsx')) continue;
  // JSX text: words between a tag's end and the next tag. TypeScript's generics (`<T>(x);`)
  // also sit between > and <, but never without a semicolon, brace or equals sign.
  for (const m of code.matchAll(/>([^<>{}]*[A-Za-z]{2,}[^<>{}]*)</g)) {
    const text = m[1].trim();
    if (/[;=]/.test(text) || text.startsWith('(')) continue;
    problems.push(`${where}: text without t(): "${text}"`);
  }
  for (const m of code.matchAll(TEXT_PROP))
    problems.push(`${where}: ${m[1]}="${m[2]}" without t()`);
  for (const m of code.matchAll(TEMPLATE_PROP)) {
    if (/[A-Za-z]{2,}/.test(m[2].replace(/\$\{[^}]*\}/g, '')))
      problems.push(`${where}: ${m[1]}={\`${m[2]}\`} without t()`);
  }
}

function catalogue(language) {
  const dir = path.join(web, `i18n/locales/${language}`);
  const merged = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    for (const [key, value] of Object.entries(
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    )) {
      if (key in merged && merged[key] !== value)
        problems.push(`${language}/${file}: "${key}" reads differently in another file`);
      merged[key] = value;
    }
  }
  return merged;
}
const en = catalogue('en');
const de = catalogue('de');
for (const [key, where] of used) {
  if (en[key] !== key) problems.push(`${where}: "${key}" is not in en/*.json as itself`);
  if (!de[key]) problems.push(`${where}: "${key}" has no German in de/*.json`);
  else if (placeholders(de[key]).join() !== placeholders(key).join())
    problems.push(`de: "${key}" and its German name different {{placeholders}}`);
}
for (const [key, where] of contextual) {
  if (!de[key]) problems.push(`${where}: "${key}" (a context) has no German in de/*.json`);
  if (key in en) problems.push(`en/*.json: "${key}" is a context: English needs no entry`);
}
for (const [name, entries] of [
  ['en', en],
  ['de', de],
]) {
  for (const key of Object.keys(entries))
    if (!used.has(key) && !contextual.has(key))
      problems.push(`${name}/*.json: "${key}" is used nowhere`);
}

if (problems.length > 0) {
  console.error(`The catalogues are not complete (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `${used.size} texts in English and German; ${TRANSLATED.length} places fully translated.`,
);
