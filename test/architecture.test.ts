import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers.js';

// The code's layers (docs/pipeline.md, "Code layout"): core/ is the shared model,
// sources/ builds on it, pipeline/ on both, and the server reads core/ only.
// Every import (type-only ones, require, createRequire under any name and
// dynamic import() too) is read from the source files, and so is every other
// relative path a string names (workers, data files, child processes); a
// module name computed at run time must be one the test knows.

const LAYERS = ['core', 'sources', 'pipeline', 'server'] as const;
type Layer = (typeof LAYERS)[number];
const ALLOWED: Record<Layer, readonly Layer[]> = {
  core: ['core'],
  sources: ['core', 'sources'],
  pipeline: ['core', 'sources', 'pipeline'],
  server: ['core', 'server'],
};

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(join(projectRoot, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.bundle.mjs'))
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
      // The committed payloads are data; the pipeline's bundle (pipeline/bundle/, ignored) is made from the sources.
      .filter((path) => !path.split('/').includes('payloads') && !path.startsWith('pipeline/bundle/'))
  );
}

/** What a file names: the modules it loads, the other paths it names, and the loads it computes. */
export interface References {
  /**
   * Modules loaded: static imports and exports (`export … from`), `import x =
   * require()`, dynamic `import()`, `require()`, `module.require()`, the
   * functions `createRequire()` makes (under any name, called at once or kept,
   * `createRequire` itself imported under another name or read off the
   * module's namespace), and their `resolve()` and `import.meta.resolve()`.
   */
  modules: string[];
  /**
   * Every other relative path in a string (`new URL('../x.js', import.meta.url)`
   * for a worker or a data file, a path given to a child process, the
   * start of a template or of a sum of strings): where one lands in a layer's
   * folder, the file reaches into that layer.
   */
  paths: string[];
  /** Loads whose module is computed at run time (`import(variable)`), as written: they cannot be read, so each must be known. */
  computed: string[];
}

const NODE_MODULE = new Set(['module', 'node:module']);

/** The expression itself, without parentheses, `as`/`!`/`satisfies` and the `(0, f)` comma form. */
function bare(node: ts.Expression): ts.Expression {
  for (;;) {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      node = node.expression;
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken) node = node.right;
    else if (ts.isAwaitExpression(node)) node = node.expression;
    else return node;
  }
}

const read = new Map<string, References>();

export function references(path: string, text: string): References {
  const key = `${path}\0${text}`;
  if (!read.has(key)) read.set(key, readReferences(path, text));
  return read.get(key)!;
}

function readReferences(path: string, text: string): References {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('.ts') || path.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const found: References = { modules: [], paths: [], computed: [] };
  // Names bound to createRequire, and to functions that load modules.
  const creators = new Set(['createRequire']);
  const loaders = new Set(['require']);
  const isCreator = (node: ts.Expression): boolean => {
    const callee = bare(node);
    if (ts.isIdentifier(callee)) return creators.has(callee.text);
    return ts.isPropertyAccessExpression(callee) && callee.name.text === 'createRequire';
  };
  const isLoader = (node: ts.Expression): boolean => {
    const callee = bare(node);
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (ts.isIdentifier(callee)) return loaders.has(callee.text);
    if (ts.isCallExpression(callee)) return isCreator(callee.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      // module.require(), process.mainModule.require(); require.resolve(), import.meta.resolve().
      if (name === 'require') return true;
      if (name === 'resolve')
        return (
          isLoader(callee.expression) ||
          (ts.isMetaProperty(bare(callee.expression)) &&
            (bare(callee.expression) as ts.MetaProperty).keywordToken === ts.SyntaxKind.ImportKeyword)
        );
    }
    return false;
  };
  // What a name is bound to: createRequire (`m.createRequire` of a namespace is one by its name), or a loader.
  const bind = (name: ts.BindingName | ts.Expression, value: ts.Expression) => {
    const target = ts.isIdentifier(name) ? name.text : null;
    const source = bare(value);
    if (target && isCreator(source)) creators.add(target);
    else if (target && ts.isCallExpression(source) && isCreator(source.expression)) loaders.add(target);
    else if (target && ts.isIdentifier(source) && loaders.has(source.text)) loaders.add(target);
    else if (ts.isObjectBindingPattern(name)) {
      for (const element of name.elements) {
        const property =
          element.propertyName && ts.isIdentifier(element.propertyName)
            ? element.propertyName.text
            : ts.isIdentifier(element.name)
              ? element.name.text
              : null;
        if (property === 'createRequire' && ts.isIdentifier(element.name)) creators.add(element.name.text);
      }
    }
  };
  const isRelative = (text: string) => /^\.\.?(\/|$)/.test(text);
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.modules.push(node.moduleSpecifier.text);
      const bindings =
        ts.isImportDeclaration(node) && NODE_MODULE.has(node.moduleSpecifier.text)
          ? node.importClause?.namedBindings
          : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          if ((element.propertyName ?? element.name).text === 'createRequire') creators.add(element.name.text);
      }
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) {
      found.modules.push(node.expression.text);
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      bind(node.name, node.initializer);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      bind(node.left, node.right);
    } else if (ts.isCallExpression(node) && isLoader(node.expression)) {
      const argument = node.arguments[0];
      if (argument && ts.isStringLiteralLike(argument)) found.modules.push(argument.text);
      // import(require.resolve('x')): the inner call names the module.
      else if (
        !(argument && ts.isCallExpression(bare(argument)) && isLoader((bare(argument) as ts.CallExpression).expression))
      )
        found.computed.push(argument ? argument.getText(file) : '(nothing)');
    } else if (ts.isStringLiteralLike(node) && isRelative(node.text)) {
      found.paths.push(node.text);
    } else if (ts.isTemplateExpression(node) && isRelative(node.head.text)) {
      found.paths.push(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The modules a file loads (`References.modules`). */
export function moduleSpecifiers(path: string, text: string): string[] {
  return references(path, text).modules;
}

/**
 * A module of the project: a relative path, or an absolute one (a path or a
 * file: URL), which belongs to no layer and so is always against them.
 */
const isProjectModule = (name: string) => /^(\.|\/|file:)/.test(name);
const toProjectPath = (file: string, name: string) =>
  /^(\/|file:)/.test(name)
    ? name
    : normalize(join(dirname(file), name))
        .replace(/\.js$/, '.ts')
        .replace(/\/$/, '');

/** Each file's imports of project files, as paths from the project root. */
export function importGraph(files: readonly string[], read: (path: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      moduleSpecifiers(file, read(file))
        .filter(isProjectModule)
        .map((name) => toProjectPath(file, name)),
    );
  }
  return graph;
}

/**
 * Each file's imports, and the other paths it names that land in one of the
 * layers' folders: what the layers are checked on (a cycle is one of imports).
 */
export function referenceGraph(files: readonly string[], read: (path: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const found = references(file, read(file));
    const modules = found.modules.filter(isProjectModule).map((name) => toProjectPath(file, name));
    const paths = found.paths
      .map((name) => toProjectPath(file, name))
      .filter((target) => (LAYERS as readonly string[]).includes(layerOf(target)));
    graph.set(file, [...new Set([...modules, ...paths])]);
  }
  return graph;
}

/** Each file's computed loads, as `file: argument`. */
export function computedLoads(files: readonly string[], read: (path: string) => string): string[] {
  return files.flatMap((file) => references(file, read(file)).computed.map((argument) => `${file}: ${argument}`));
}

const layerOf = (path: string) => path.split('/')[0] as Layer;

export function layerViolations(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!(LAYERS as readonly string[]).includes(layerOf(target)) || !ALLOWED[layerOf(file)].includes(layerOf(target)))
        found.push(`${file} → ${target}`);
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
const readSource = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const graph = importGraph(files, readSource);

/** The loads whose module is computed at run time, each read by hand: a new one is added here once it is known to stay in its layer. */
const KNOWN_COMPUTED_LOADS = [
  // The installed packages' versions (node_modules), for the ISO 3166-2 table's provenance.
  'pipeline/iso-3166-2-table.mjs: `${name}/package.json`',
  // The npm package's loader, from the folder the package is staged in (pipeline/package.ts checks every record it rebuilds).
  "pipeline/package.ts: pathToFileURL(join(staging, 'calendar.js')).href",
  // A worker thread's entry: pipeline/worker-pool.ts names it, new URL('./worker.ts', import.meta.url), a path this test reads.
  'pipeline/worker-boot.mjs: workerData.entry',
];

describe('the code layers', () => {
  it('reads the imports of every module of the four folders', () => {
    expect(files.filter((file) => file.startsWith('core/')).length).toBeGreaterThan(5);
    expect(graph.get('server/app.ts')!.length).toBeGreaterThan(5);
  });

  it('imports only along core ← sources ← pipeline, and core ← server', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('names no path into a layer it may not import from (a worker, a data file, a child process)', () => {
    expect(layerViolations(referenceGraph(files, readSource))).toEqual([]);
  });

  it('computes no module name at run time but the loads read by hand', () => {
    expect(computedLoads(files, readSource)).toEqual(KNOWN_COMPUTED_LOADS);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('is the table of docs/pipeline.md "Code layout": every folder, and what it may import', () => {
    const doc = readFileSync(join(projectRoot, 'docs', 'pipeline.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Code layout'), doc.indexOf('## Command line'));
    const table = Object.fromEntries(
      [...section.matchAll(/^\| `(\w+)\/` \|.*\| ([^|]+) \|$/gm)].map((row) => [
        row[1],
        [...row[2]!.matchAll(/`(\w+)\/`/g)].map((each) => each[1]),
      ]),
    );
    // A folder may always import from itself; the table names only the others (and core/ for itself).
    const expected = Object.fromEntries(
      LAYERS.map((layer) => [layer, ALLOWED[layer].filter((other) => other !== layer || layer === 'core')]),
    );
    expect(table).toEqual(expected);
  });

  it('keeps core free of file writes: the server never reaches a writer through it', () => {
    const writers = files.filter(
      (file) =>
        file.startsWith('core/') &&
        /\b(writeFileSync|renameSync|linkSync|symlinkSync|rmSync|mkdirSync)\b/.test(
          readFileSync(join(projectRoot, file), 'utf8'),
        ),
    );
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
    const against = [
      'pipeline/build.ts',
      'pipeline/cli.ts',
      'pipeline/diff.ts',
      'pipeline/later.ts',
      'pipeline/legacy.ts',
      'pipeline/x.ts',
      'sources/y.ts',
    ];
    expect([...graph.get('server/a.ts')!].sort()).toEqual([...against, 'core/z.ts'].sort());
    expect(layerViolations(graph).sort()).toEqual(against.map((target) => `server/a.ts → ${target}`));
  });

  it('reads createRequire under any name, the loaders it makes however kept, and resolve', () => {
    const forms: Record<string, string> = {
      'server/alias.ts':
        "import { createRequire as make } from 'node:module'; const load = make(import.meta.url); load('../pipeline/alias.js');",
      'server/namespace.ts':
        "import * as nodeModule from 'node:module'; nodeModule.createRequire(import.meta.url)('../pipeline/namespace.js');",
      'server/default.ts':
        "import nodeModule from 'module'; const load = nodeModule.createRequire(import.meta.url); load('../pipeline/default.js');",
      'server/destructured.ts':
        "const { createRequire: make } = await import('node:module'); make(import.meta.url)('../pipeline/destructured.js');",
      'server/assigned.ts': "let load; load = createRequire(import.meta.url); load('../pipeline/assigned.js');",
      'server/renamed.ts': "const load = require; load('../pipeline/renamed.js');",
      'server/comma.ts': "const load = (0, createRequire)(import.meta.url); load('../pipeline/comma.js');",
      'server/module-require.ts':
        "module.require('../pipeline/module-require.js'); process.mainModule.require('../pipeline/main-module.js');",
      'server/resolve.ts':
        "require.resolve('../pipeline/resolve.js'); createRequire(import.meta.url).resolve('../pipeline/resolve-made.js'); import.meta.resolve('../pipeline/meta-resolve.js');",
      'server/template.ts': 'export const later = () => import(`../pipeline/template.js`);',
    };
    const graph = fake(forms);
    for (const [file, text] of Object.entries(forms)) {
      const named = [...text.matchAll(/'\.\.\/pipeline\/([\w-]+)\.js'|`\.\.\/pipeline\/([\w-]+)\.js`/g)].map(
        (match) => `pipeline/${match[1] ?? match[2]}.ts`,
      );
      expect(graph.get(file), file).toEqual(named);
      expect(layerViolations(new Map([[file, graph.get(file)!]])), file).toEqual(
        named.map((target) => `${file} → ${target}`),
      );
    }
  });

  it('takes a module by absolute path or file: URL for one against the layers', () => {
    const graph = fake({
      'server/absolute.ts':
        "import { a } from '/srv/holidays/core/a.js';\nconst b = await import('file:///srv/holidays/core/b.js');",
    });
    expect(layerViolations(graph)).toEqual([
      'server/absolute.ts → /srv/holidays/core/a.js',
      'server/absolute.ts → file:///srv/holidays/core/b.js',
    ]);
  });

  it('finds a path into another layer in any string, and a load it cannot read', () => {
    const sources: Record<string, string> = {
      'server/paths.ts': [
        "const worker = new Worker(new URL('../pipeline/worker.ts', import.meta.url));",
        "spawn('tsx', ['../sources/run.ts']);",
        "const built = await import('../pipeline/' + 'built.js');",
        'const schema = new URL(`../sources/${name}.json`, import.meta.url);',
        "const fine = new URL('../schemas/3.1.0.schema.json', import.meta.url);",
        "const own = new URL('./openapi.json', import.meta.url);",
        "const core = new URL('../core/weekend-history.json', import.meta.url);",
      ].join('\n'),
    };
    const references = referenceGraph(Object.keys(sources), (path) => sources[path]!);
    expect(layerViolations(references)).toEqual([
      'server/paths.ts → pipeline/worker.ts',
      'server/paths.ts → sources/run.ts',
      'server/paths.ts → pipeline',
      'server/paths.ts → sources',
    ]);
    expect(computedLoads(Object.keys(sources), (path) => sources[path]!)).toEqual([
      "server/paths.ts: '../pipeline/' + 'built.js'",
    ]);
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

describe('the test files', () => {
  // Files share their worker process (vitest.config.ts, isolate: false): a module replaced with vi.mock would stay
  // replaced for the files after it, or not be replaced at all if one before it loaded the module.
  it('that replace modules with vi.mock run in the module-mocks project, whose files load modules afresh', async () => {
    const { default: config } = await import('../vitest.config.js');
    const projects = (config.test?.projects ?? []) as {
      test: { name: string; include?: string[]; isolate?: boolean };
    }[];
    const mocks = projects.find((project) => project.test.name === 'module-mocks')!.test;
    expect(mocks.isolate).toBe(true);
    const mocking = sourceFiles('test').filter(
      (file) =>
        file.endsWith('.test.ts') &&
        /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(readFileSync(join(projectRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect([...(mocks.include ?? [])].sort()).toEqual(mocking.sort());
  });
});
