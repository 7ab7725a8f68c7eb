/**
 * Where a child process's or thread's module is: next to the module that starts it, in that
 * module's language (worker-task.ts, db/pglite-thread.ts) — .js in the build, .ts from source —
 * or, from source with WORKERS_FROM_BUILD=1 (`make test`), its built twin under dist/.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `name` (without extension) next to the module at `moduleUrl`, in that module's language —
 * or, from source with WORKERS_FROM_BUILD=1, its compiled twin under dist/.
 */
export function siblingModule(moduleUrl: string, name: string): URL {
  const extension = path.extname(fileURLToPath(moduleUrl));
  const sibling = new URL(`./${name}${extension}`, moduleUrl);
  return extension === '.ts' && process.env.WORKERS_FROM_BUILD === '1'
    ? builtTwin(sibling)
    : sibling;
}

/** The server's src/ folder (this file is src/lib/sibling-module.ts in it). */
const SOURCE = new URL('../', import.meta.url);

/**
 * The built .js of a module of src/. `make test` sets WORKERS_FROM_BUILD right after building:
 * a child or thread started from source pays ~0.6 s of CPU to load tsx and compile
 * TypeScript, hundreds of times per run. A build older than any source file it compiles is
 * refused, so a test never runs yesterday's code in a child.
 */
function builtTwin(source: URL): URL {
  const built = builtPath(source);
  const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined || builtAt < newestSource()) {
    throw new Error(
      `WORKERS_FROM_BUILD=1, but ${fileURLToPath(built)} is missing or older than the source: run npm run build`,
    );
  }
  return built;
}

/** Where the build puts the module of src/ at `source`. */
export function builtPath(source: URL): URL {
  const relative = path.relative(fileURLToPath(SOURCE), fileURLToPath(source));
  return new URL(`../dist/src/${relative.replace(/\.ts$/, '.js')}`, SOURCE);
}

let newest: number | undefined;
/** When the server's or the shared package's source (tests aside) last changed. */
function newestSource(): number {
  const folders = [SOURCE, new URL('../../../packages/shared/src/', SOURCE)];
  newest ??= Math.max(
    ...folders.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => statSync(new URL(file, folder)).mtimeMs),
    ),
  );
  return newest;
}
