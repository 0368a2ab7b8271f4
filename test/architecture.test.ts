import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers.js';

// The code's layers (docs/pipeline.md, "Code layout"): core/ is the shared model,
// sources/ builds on it, pipeline/ on both, and the server reads core/ only.
// Every import (type-only ones, require, createRequire and dynamic import()
// too) is read from the source files.

const LAYERS = ['core', 'sources', 'pipeline', 'server'] as const;
type Layer = (typeof LAYERS)[number];
const ALLOWED: Record<Layer, readonly Layer[]> = {
  core: ['core'],
  sources: ['core', 'sources'],
  pipeline: ['core', 'sources', 'pipeline'],
  server: ['core', 'server'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.bundle.mjs'))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('payloads'));
}

/**
 * The modules a file names: static imports and exports (`export … from`),
 * `import x = require()`, dynamic `import()`, `require()`, and the functions
 * `createRequire()` makes, called at once or through a name.
 */
export function moduleSpecifiers(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.ts') || path.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const found: string[] = [];
  const requirers = new Set(['require']);
  const isCreateRequire = (node: ts.Node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRequire';
  const loads = (callee: ts.Expression) =>
    callee.kind === ts.SyntaxKind.ImportKeyword || isCreateRequire(callee) || (ts.isIdentifier(callee) && requirers.has(callee.text));
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) {
      found.push(node.expression.text);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isCreateRequire(node.initializer)) {
      requirers.add(node.name.text);
    } else if (ts.isCallExpression(node) && loads(node.expression) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each file's imports of project files, as paths from the project root. */
export function importGraph(files: readonly string[], read: (path: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      moduleSpecifiers(file, read(file))
        .filter((name) => name.startsWith('.'))
        .map((name) => normalize(join(dirname(file), name)).replace(/\.js$/, '.ts')),
    );
  }
  return graph;
}

const layerOf = (path: string) => path.split('/')[0] as Layer;

export function layerViolations(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!(LAYERS as readonly string[]).includes(layerOf(target)) || !ALLOWED[layerOf(file)].includes(layerOf(target))) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

/** Every cycle, as its files (Tarjan's strongly connected components of two or more files, or a file importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const files = LAYERS.flatMap(sourceFiles);
const graph = importGraph(files, (path) => readFileSync(join(projectRoot, path), 'utf8'));

describe('the code layers', () => {
  it('reads the imports of every module of the four folders', () => {
    expect(files.filter((file) => file.startsWith('core/')).length).toBeGreaterThan(5);
    expect(graph.get('server/app.ts')!.length).toBeGreaterThan(5);
  });

  it('imports only along core ← sources ← pipeline, and core ← server', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('is the table of docs/pipeline.md "Code layout": every folder, and what it may import', () => {
    const doc = readFileSync(join(projectRoot, 'docs', 'pipeline.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Code layout'), doc.indexOf('## Command line'));
    const table = Object.fromEntries(
      [...section.matchAll(/^\| `(\w+)\/` \|.*\| ([^|]+) \|$/gm)].map((row) => [row[1], [...row[2]!.matchAll(/`(\w+)\/`/g)].map((each) => each[1])]),
    );
    // A folder may always import from itself; the table names only the others (and core/ for itself).
    const expected = Object.fromEntries(LAYERS.map((layer) => [layer, ALLOWED[layer].filter((other) => other !== layer || layer === 'core')]));
    expect(table).toEqual(expected);
  });

  it('keeps core free of file writes: the server never reaches a writer through it', () => {
    const writers = files.filter((file) => file.startsWith('core/') && /\b(writeFileSync|renameSync|linkSync|symlinkSync|rmSync|mkdirSync)\b/.test(readFileSync(join(projectRoot, file), 'utf8')));
    expect(writers).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const fake = (sources: Record<string, string>) => importGraph(Object.keys(sources), (path) => sources[path]!);

  it('finds an import against the layers, type-only ones included', () => {
    const graph = fake({
      'core/a.ts': "import type { B } from '../pipeline/b.js';",
      'pipeline/b.ts': "import { a } from '../core/a.js';",
      'server/c.ts': "import { b } from '../pipeline/b.js';",
    });
    expect(layerViolations(graph)).toEqual(['core/a.ts → pipeline/b.ts', 'server/c.ts → pipeline/b.ts']);
  });

  it('reads every form of loading a module: require, createRequire, dynamic import, export from', () => {
    const graph = fake({
      'server/a.ts': [
        "import { createRequire } from 'node:module';",
        "const diff = createRequire(import.meta.url)('../pipeline/diff.js');",
        'const load = createRequire(import.meta.url);',
        "const build = load('../pipeline/build.js');",
        "const cli = require('../pipeline/cli.js');",
        "import legacy = require('../pipeline/legacy.js');",
        "export async function later() { return import('../pipeline/later.js'); }",
        "export { x } from '../pipeline/x.js';",
        "export * from '../sources/y.js';",
        "const fine = require('../core/z.js');",
        "const packageJson = createRequire(import.meta.url)('date-holidays/package.json');",
      ].join('\n'),
    });
    const against = ['pipeline/build.ts', 'pipeline/cli.ts', 'pipeline/diff.ts', 'pipeline/later.ts', 'pipeline/legacy.ts', 'pipeline/x.ts', 'sources/y.ts'];
    expect([...graph.get('server/a.ts')!].sort()).toEqual([...against, 'core/z.ts'].sort());
    expect(layerViolations(graph).sort()).toEqual(against.map((target) => `server/a.ts → ${target}`));
  });

  it('finds a cycle between two modules of one folder', () => {
    const graph = fake({
      'pipeline/a.ts': "import { b } from './b.js';",
      'pipeline/b.ts': "export { a } from './a.js';",
      'pipeline/c.ts': "import { a } from './a.js';",
    });
    expect(cycles(graph)).toEqual([['pipeline/a.ts', 'pipeline/b.ts']]);
  });
});
