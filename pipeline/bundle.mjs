// Bundles the pipeline's command line and its build worker into ES modules in
// pipeline/bundle/ (cli.mjs, worker.mjs, and the chunks they share or load
// when needed; the packages stay in node_modules), as `make data`, `make
// refresh` and the build benchmark run them. Under tsx every thread compiles and resolves each file it loads
// through a loader thread of its own: a full build's three threads and their
// three loader threads spent some 13 CPU seconds loading modules before the
// first country started. A bundle is one file to compile, with no loader.
//
// Each module's `import.meta.url` is written into its code as the module's own
// file URL: the modules find their data beside themselves (schemas/,
// sources/calendars/, reviews/, …), not beside the bundle. So a bundle holds
// the checkout's paths, and is made again before each run (about a second;
// skipped when no source file is newer than it).
//
// Usage: node pipeline/bundle.mjs

import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = { cli: 'pipeline/cli-main.ts', worker: 'pipeline/worker.ts' };
const outdir = join(root, 'pipeline', 'bundle');
const outputs = Object.keys(entries).map((name) => join(outdir, `${name}.mjs`));

/** The newest modification time of the TypeScript and JSON files the bundles are made of. */
function newestSource() {
  let newest = 0;
  for (const folder of ['pipeline', 'sources', 'core']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|json)$/.test(entry.name))
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const oldest = Math.min(
  ...outputs.map((file) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  }),
);
if (oldest > newestSource()) process.exit(0);

/** `import.meta.url` as the module's own file URL, in each module of the checkout. */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // A module imported only when needed stays a chunk of its own, loaded then: the cross-check's sources
  // import devDependencies that a deployment (npm ci --omit=dev) does not have.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  define: { __PIPELINE_BUNDLE__: 'true' },
  plugins: [ownUrls],
  logLevel: 'warning',
});
