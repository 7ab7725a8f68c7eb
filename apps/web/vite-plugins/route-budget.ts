/**
 * Checks at build time what the pages a stranger opens cost (issue 19): /login and the
 * supplier page. A page downloads the entry chunk and its static imports (the
 * modulepreload links of index.html), then its route's chunk and that chunk's imports.
 * The build fails when such a page would pull product code, or when /login's JavaScript
 * is over budget; the figures are printed either way.
 */
import type { Logger, Plugin, Rolldown } from 'vite';
import { compressBrotli, compressGzip } from './precompress';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The limit for /login. It is held against the gzip size, the larger of the two:
 * browsers offer brotli over HTTPS only, so a plain-HTTP visit gets gzip.
 */
const LOGIN_BUDGET_BYTES = 200 * 1000;

interface Page {
  path: string;
  /** The route module, as the bundle names it (a path ending). */
  route: string;
  /** Feature folders the page may load; any other feature is product code. */
  features: string[];
  budget?: number;
}

const PAGES: Page[] = [
  {
    path: '/login',
    route: '/src/app/routes/login.tsx',
    features: ['auth'],
    budget: LOGIN_BUDGET_BYTES,
  },
  { path: '/supply/…', route: '/src/app/routes/supply.tsx', features: ['auth', 'supply'] },
];

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** The JavaScript a page downloads on first load. */
function pageChunks(bundle: OutputBundle, route: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const routeChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(route));
  if (!entry || !routeChunk) throw new Error(`route budget: no chunk for the entry or ${route}`);
  const files = new Map<string, OutputChunk>();
  for (const chunk of [...staticClosure(bundle, entry), ...staticClosure(bundle, routeChunk)])
    files.set(chunk.fileName, chunk);
  return [...files.values()];
}

/** Modules of the page that belong to a feature it has no business loading. */
function productModules(chunks: OutputChunk[], features: string[]): string[] {
  const allowed = features.map((feature) => `/src/features/${feature}/`);
  return chunks
    .flatMap((chunk) => chunk.moduleIds)
    .filter(
      (id) =>
        (id.includes('/src/features/') && !allowed.some((prefix) => id.includes(prefix))) ||
        id.includes('/src/app/layout/app-'),
    );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function routeBudget(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'partproof:route-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
    },
    async writeBundle(_options, bundle) {
      const failures: string[] = [];
      for (const page of PAGES) {
        const chunks = pageChunks(bundle, page.route);
        const code = chunks.map((chunk) => Buffer.from(chunk.code));
        const [br, gzipped] = await Promise.all([
          Promise.all(code.map(compressBrotli)),
          Promise.all(code.map(compressGzip)),
        ]);
        const total = (buffers: Buffer[]) => buffers.reduce((sum, b) => sum + b.length, 0);
        logger?.info(
          `${page.path}: ${chunks.length} JavaScript files, ${kB(total(code))} raw, ` +
            `${kB(total(gzipped))} gzip, ${kB(total(br))} brotli ` +
            `(${chunks.map((chunk) => chunk.fileName).join(', ')})`,
        );
        const strays = productModules(chunks, page.features);
        if (strays.length > 0)
          failures.push(`${page.path} loads product code: ${strays.slice(0, 5).join(', ')}`);
        if (page.budget !== undefined && total(gzipped) > page.budget)
          failures.push(
            `${page.path} needs ${kB(total(gzipped))} of JavaScript (gzip), over its ${kB(page.budget)}`,
          );
      }
      if (failures.length > 0) this.error(failures.join('\n'));
    },
  };
}
