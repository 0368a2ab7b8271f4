// What a deployment installs: `npm ci --omit=dev` must be enough to build,
// refresh and serve. Every package the commands load when they start (the
// static imports reachable from their entry files) is a runtime dependency;
// the cross-check's own packages are devDependencies, loaded only when
// installed (pipeline/crosscheck.ts).

import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers.js';

const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The commands a deployment runs: the server, the keys tool, the pipeline and its worker threads. */
const ENTRIES = ['server/main.ts', 'server/keys-cli.ts', 'pipeline/cli.ts', 'pipeline/worker.ts'];

const CROSSCHECK_PACKAGES = [
  '@18f/us-federal-holidays',
  '@hebcal/core',
  '@holiday-jp/holiday_jp',
  '@hyunbinseo/holidays-kr',
  '@socialgouv/jours-feries',
  'chinese-days',
  'feiertagejs',
];

/** A module's imports that run when it loads: import and export-from declarations, not type-only ones, not import(). */
export function loadedImports(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** The packages loaded from the entry files, with the first project file that loads each. */
function packagesLoaded(entries: readonly string[], read: (path: string) => string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of loadedImports(read(file))) {
      if (specifier.startsWith('.')) queue.push(normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts'));
      else if (!builtin(specifier) && !packages.has(packageOf(specifier))) packages.set(packageOf(specifier), file);
    }
  }
  return packages;
}

describe('runtime dependencies', () => {
  it('the cross-check packages are devDependencies, not dependencies of the server and pipeline', () => {
    for (const name of CROSSCHECK_PACKAGES) {
      expect(Object.keys(pkg.dependencies), name).not.toContain(name);
      expect(Object.keys(pkg.devDependencies), name).toContain(name);
    }
  });

  it('every package the server, the keys tool and the pipeline load at start is a runtime dependency', () => {
    const loaded = packagesLoaded(ENTRIES, (path) => readFileSync(join(projectRoot, path), 'utf8'));
    expect(loaded.size).toBeGreaterThan(3);
    const missing = [...loaded]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, file]) => `${name} (loaded by ${file})`);
    expect(missing).toEqual([]);
  });

  it('the walk sees loaded imports and skips type-only and dynamic ones', () => {
    const files: Record<string, string> = {
      'a.ts':
        "import x from 'kept';\nimport type { T } from 'typeonly';\nimport { type U } from 'typeonly2';\nexport { y } from './b.js';\nconst later = () => import('dynamic');",
      'b.ts':
        "import { readFileSync } from 'node:fs';\nimport fs from 'fs';\nimport { z } from '@scope/pkg/sub/path.js';",
    };
    expect([...packagesLoaded(['a.ts'], (path) => files[path]!).keys()]).toEqual(['kept', '@scope/pkg']);
  });
});
