// Import circles across the server, the web app and the shared package, type imports
// included (issue 21): ESLint's import-x/no-cycle skips `import type`, yet a circle of types
// still means two files that cannot be read, moved or tested one without the other.
// Resolves every import with TypeScript itself, under each project's own tsconfig (the
// server's `.js` specifiers, the web's `@/` alias). Exits 1 and prints each circle found.
//   node scripts/import-cycles.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = [
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/shared/tsconfig.json',
];

/** The project's own source files and, for each, the project files it imports. */
function importGraph(tsconfigPath) {
  const configFile = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(
    configFile.config,
    ts.sys,
    path.dirname(tsconfigPath),
  );
  const sourceRoot = path.join(path.dirname(tsconfigPath), path.sep);
  const files = parsed.fileNames.filter(
    (f) => f.startsWith(sourceRoot) && !f.includes('node_modules'),
  );
  const host = ts.createCompilerHost(parsed.options);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, host).resolvedModule;
      const target = resolved?.resolvedFileName;
      // Only this project's own sources: a workspace package is a separate graph.
      if (target && target.startsWith(sourceRoot) && !resolved.isExternalLibraryImport)
        targets.add(path.resolve(target));
    }
    graph.set(path.resolve(file), targets);
  }
  return graph;
}

/** Every elementary circle reachable by depth-first search, each reported once. */
function findCycles(graph) {
  const cycles = new Map();
  const state = new Map(); // 1: on the current path, 2: done
  const stack = [];
  const visit = (file) => {
    state.set(file, 1);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 1) {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('\n');
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 2);
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

let found = 0;
for (const project of PROJECTS) {
  const cycles = findCycles(importGraph(path.join(root, project)));
  for (const cycle of cycles) {
    found++;
    const names = [...cycle, cycle[0]].map((f) => path.relative(root, f));
    console.error(`import circle: ${names.join(' → ')}`);
  }
}
if (found) {
  console.error(`${found} import circle(s): move what both sides need into a file of its own.`);
  process.exit(1);
}
console.log(`No import circles in ${PROJECTS.length} projects (type imports included).`);
