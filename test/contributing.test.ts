// CONTRIBUTING.md's recipes, kept honest: each of the five changes has its
// recipe; every file and folder a recipe names exists (a name with a
// placeholder, `server/endpoints/<name>.ts`, matches at least one); and the
// feed recipe is what every registered official source actually has: each
// path it names with `<id>` exists for each of them (a missing payload folder
// only with its reason in test/sources/no-committed-payloads.ts), and each
// list it names (the registry, the sources configuration, ATTRIBUTION.md, the
// sources table of docs/pipeline.md) names each of them.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_SOURCE_IDS } from '../sources/registry.js';
import { projectRoot } from './helpers.js';
import { NO_COMMITTED_PAYLOADS } from './sources/no-committed-payloads.js';

const GUIDE = readFileSync(join(projectRoot, 'CONTRIBUTING.md'), 'utf8');

/** The recipes CONTRIBUTING.md must have, by heading. */
const RECIPES = {
  feed: 'Adding an official source',
  amendment: 'Adding an amendment',
  engine: 'Adding a calendar engine',
  endpoint: 'Adding an endpoint',
  contract: 'Adding a contract version',
} as const;

/** Each `## ` section's body, by heading. */
const sections = new Map(
  GUIDE.split(/^## /m)
    .slice(1)
    .map((part) => [part.slice(0, part.indexOf('\n')).trim(), part.slice(part.indexOf('\n'))] as const),
);

/** The first folders of names that are not the project's files (installed packages). */
const NOT_PROJECT = new Set(['node_modules']);

const PATH = /^[\w.<>-]+(\/[\w.<>-]+)*\/?$/;

/** The project paths a text names: in code spans (each word of a command) and as link targets. */
export function namedPaths(text: string): string[] {
  const words = [
    ...[...text.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1]!.split(/[\s,;]+/)),
    ...[...text.matchAll(/\]\(([^)#\s]+)\)/g)].map((match) => match[1]!),
  ];
  const paths = words.filter(
    (word) =>
      PATH.test(word) &&
      !word.startsWith('<') &&
      (word.includes('/') || /\.(md|json|ts|mjs|js)$/.test(word)) &&
      !NOT_PROJECT.has(word.split('/')[0]!),
  );
  return [...new Set(paths)];
}

/** Whether a named path exists: a folder when it ends in `/`; with placeholders, whether some path matches. */
function exists(path: string): boolean {
  const folder = path.endsWith('/');
  const segments = path.replace(/\/$/, '').split('/');
  const walk = (base: string, rest: readonly string[]): boolean => {
    const [segment, ...more] = rest;
    if (segment === undefined) return !folder || statSync(base).isDirectory();
    if (!segment.includes('<')) {
      const next = join(base, segment);
      return existsSync(next) && walk(next, more);
    }
    const pattern = new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '.+')}$`);
    if (!existsSync(base) || !statSync(base).isDirectory()) return false;
    return readdirSync(base)
      .filter((name) => pattern.test(name))
      .some((name) => walk(join(base, name), more));
  };
  return walk(projectRoot, segments);
}

describe('CONTRIBUTING.md', () => {
  it('has a recipe for each of the changes that come up again and again', () => {
    for (const heading of Object.values(RECIPES)) expect(sections.has(heading), `## ${heading}`).toBe(true);
  });

  for (const [heading, body] of sections) {
    it(`${heading}: every file and folder it names exists`, () => {
      const named = namedPaths(body);
      expect(named.length, 'names no file at all').toBeGreaterThan(0);
      expect(named.filter((path) => !exists(path))).toEqual([]);
    });
  }
});

describe('the feed recipe is what every registered source has', () => {
  const body = sections.get(RECIPES.feed) ?? '';
  const named = namedPaths(body);
  const pieces = named.filter((path) => path.includes('<id>'));

  it('names the module, its payload folder, its test and fixtures, and the files that list the feeds', () => {
    expect(pieces).toEqual(
      expect.arrayContaining([
        'sources/<id>.ts',
        'sources/payloads/<id>/',
        'test/sources/<id>.test.ts',
        'test/fixtures/<id>/',
      ]),
    );
    expect(named).toEqual(
      expect.arrayContaining(['sources/registry.ts', 'sources.config.json', 'ATTRIBUTION.md', 'docs/pipeline.md']),
    );
  });

  it('each registered source has each piece the recipe names with <id>', () => {
    expect(OFFICIAL_SOURCE_IDS.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const id of OFFICIAL_SOURCE_IDS) {
      for (const piece of pieces) {
        const path = piece.replaceAll('<id>', id);
        if (piece.startsWith('sources/payloads/') && Object.hasOwn(NO_COMMITTED_PAYLOADS, id)) continue;
        if (!exists(path)) missing.push(path);
      }
    }
    expect(missing).toEqual([]);
  });

  it('each list the recipe names lists each registered source', () => {
    const lists = ['sources/registry.ts', 'sources.config.json', 'ATTRIBUTION.md', 'docs/pipeline.md'];
    for (const list of lists) {
      const text = readFileSync(join(projectRoot, list), 'utf8');
      for (const id of OFFICIAL_SOURCE_IDS)
        expect(
          [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => text.includes(quoted)),
          `${list}: ${id}`,
        ).toBe(true);
    }
  });
});

describe('the checks themselves', () => {
  it('reads paths from code spans, commands and links, placeholders included, and nothing else', () => {
    const text =
      'See `sources/<id>.ts` and `test/fixtures/<id>/`, run `node_modules/.bin/tsx server/openapi.ts`, ' +
      'read [the guide](amendments/README.md) and `ATTRIBUTION.md`; `types.type(category, religious)`, `<id>`, `make golden`.';
    expect(namedPaths(text).sort()).toEqual(
      ['ATTRIBUTION.md', 'amendments/README.md', 'server/openapi.ts', 'sources/<id>.ts', 'test/fixtures/<id>/'].sort(),
    );
  });

  it('finds a named path that is not there, a file named as a folder, and a placeholder nothing matches', () => {
    expect(exists('sources/registry.ts')).toBe(true);
    expect(exists('sources/registry.ts/')).toBe(false);
    expect(exists('sources/no-such-module.ts')).toBe(false);
    expect(exists('server/endpoints/<name>.ts')).toBe(true);
    expect(exists('server/endpoints/<name>.mts')).toBe(false);
    expect(exists('test/fixtures/<id>/')).toBe(true);
  });
});
