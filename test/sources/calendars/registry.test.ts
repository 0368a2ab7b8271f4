// The calendar engines' registry (sources/calendars/registry.ts), both ways:
// every module of sources/calendars/ is a registered engine (or the interface
// and the registry themselves), every registered engine is its module's
// `engine` and has its reference test, every test here belongs to an engine or
// is listed; and no engine, nor the step that applies them
// (sources/lunar-dates.ts), names a country: which engine sets which holiday
// of a country is reviewed data (calendars/*.json), never code.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../sources/date-holidays.js';
import type { CalendarEngine } from '../../../sources/calendars/engine.js';
import { ENGINES, REGISTRY } from '../../../sources/calendars/registry.js';
import { projectRoot } from '../../helpers.js';

/** The modules of sources/calendars/ that are no engine. */
const FRAMEWORK = { engine: 'the interface and the pieces the engines share', registry: 'the list of engines' };
/** The tests of test/sources/calendars/ that are no engine's reference test. */
const OTHER_TESTS = {
  data: 'the reviewed data files, checked when read',
  registry: 'this test',
  'nepal-festivals': "Nepal's notices' days against the Hindu and Bikram Sambat engines",
  'chinese-meridians': 'the Chinese engine at UTC+9 and UTC+7 against the Korean and Vietnamese tables',
  mabims: "the crescent engine's MABIMS criterion against the days kept in Indonesia, Malaysia, Brunei and Singapore",
  'hijri-spans': "the Islamic engine's Hijri spans by law (hijri-spans.json) on the rule library's rows",
  'islamic-scoped':
    "the Islamic engine's announced days for part of a country and its Hijri rules that add a day off by weekday",
  'hindu-diaspora': "the governments' Hindu festival days outside South Asia against the Hindu engine",
};

const ENGINES_DIR = join(projectRoot, 'sources/calendars');
const TESTS_DIR = join(projectRoot, 'test/sources/calendars');
const names = (dir: string, ending: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(ending))
    .map((name) => name.slice(0, -ending.length))
    .sort();
const ids = REGISTRY.map((engine) => engine.id);

/**
 * The country codes a module's code mentions: string and template literal
 * text (whole words) and identifiers equal to a code, read with TypeScript's
 * scanner, which skips comments (a code named in a comment is prose, and a
 * code in code is found whatever comment surrounds it).
 */
/** Tokens after which a slash divides (a value ends there); elsewhere it starts a regular expression. */
const AFTER_VALUE = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

export function countryCodesIn(text: string, codes: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  // Two capitals standing alone or starting a subdivision code (`LK`, `IN-DL`), not inside a pattern (`YYYY-MM-DD`).
  const words = (value: string) =>
    [...value.matchAll(/(?<![\w-])([A-Z]{2})(?![A-Za-z0-9_])/g)]
      .map((match) => match[1]!)
      .filter((word) => codes.has(word));
  // The brace depth at each open `${` of a template: its `}` goes on with the template's text.
  const substitutions: number[] = [];
  let depth = 0;
  let previous: ts.SyntaxKind = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (token === ts.SyntaxKind.CloseBraceToken) {
      if (substitutions.at(-1) === depth) {
        substitutions.pop();
        token = scanner.reScanTemplateToken(false);
        found.push(...words(scanner.getTokenValue()));
        if (token === ts.SyntaxKind.TemplateMiddle) substitutions.push(depth);
        previous = token;
        continue;
      }
      depth--;
    } else if (token === ts.SyntaxKind.TemplateHead) {
      found.push(...words(scanner.getTokenValue()));
      substitutions.push(depth);
    } else if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral)
      found.push(...words(scanner.getTokenValue()));
    else if (token === ts.SyntaxKind.Identifier && codes.has(scanner.getTokenValue()))
      found.push(scanner.getTokenValue());
    else if (
      (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) &&
      !AFTER_VALUE.has(previous) &&
      scanner.reScanSlashToken() === ts.SyntaxKind.RegularExpressionLiteral
    )
      // A slash where an expression may start is a regular expression; after a value, a division.
      found.push(...words(scanner.getTokenText()));
    previous = token;
  }
  return found;
}

describe('calendar engine registry, both ways', () => {
  it('registers every module of sources/calendars/ (but the interface and the registry), each once, as its own `engine`', async () => {
    expect(names(ENGINES_DIR, '.ts').filter((name) => !(name in FRAMEWORK))).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const engine of REGISTRY) {
      const module = (await import(`../../../sources/calendars/${engine.id}.ts`)) as { engine?: unknown };
      expect(module.engine, engine.id).toBe(engine);
      expect(engine.computes.length, engine.id).toBeGreaterThan(40);
      expect(engine.reference.length, engine.id).toBeGreaterThan(40);
    }
  });

  it('has a reference test for every registered engine, which imports it; every other test here is listed', () => {
    for (const id of ids) {
      const file = join(TESTS_DIR, `${id}.test.ts`);
      expect(readFileSync(file, 'utf8'), file).toContain(`'../../../sources/calendars/${id}.js'`);
    }
    expect(names(TESTS_DIR, '.test.ts').filter((name) => !(name in OTHER_TESTS))).toEqual([...ids].sort());
  });

  it('lists every source an engine sets in ENGINES, in the order the build lists them', () => {
    expect(Object.values(ENGINES)).toEqual([...new Set(REGISTRY.flatMap((engine) => Object.values(engine.sources)))]);
    expect(Object.values(ENGINES)).toEqual([
      'calendar-islamic',
      'calendar-crescent',
      'calendar-announced',
      'calendar-buddhist',
      'calendar-chinese',
      'calendar-spans',
      'calendar-solar',
      'calendar-hindu',
      'calendar-bikram-sambat',
      'calendar-tibetan',
    ]);
    // An engine that sets holidays says which of a country's it sets (its reviewed entries), or reads every country's rules.
    for (const engine of REGISTRY as readonly CalendarEngine[])
      if (engine.apply) expect(engine.data.length, engine.id).toBeGreaterThan(0);
  });
});

describe('no engine names a country', () => {
  const codes = new Set(countryCodes());

  it('finds a code in code however it is commented, and none in comments alone', () => {
    expect(codes.has('LK') && codes.has('NP') && codes.has('IN')).toBe(true);
    const code = [
      '// LK: Sri Lanka, in a comment',
      "/* if (country === 'NP') */",
      "if (country === 'LK') /* IN */ apply();",
      'const at = `${place}, NP`;',
      'const pattern = /^(IN|TH)-/;',
      'const { ET } = table;',
      'const total = `${rows.map((row) => `${row}`).join()} GH`; // KE',
      'const ratio = a / b / 2, ms = DAY_MS / 2; // TZ',
      "const era = 'AH', day = 'YYYY-MM-DD', region = 'KE-01';",
    ].join('\n');
    expect(countryCodesIn(code, codes)).toEqual(['LK', 'NP', 'IN', 'TH', 'ET', 'GH', 'KE']);
    expect(countryCodesIn('// LK\n/** NP, IN */\nconst x = 1;', codes)).toEqual([]);
  });

  it('in sources/calendars/*.ts and sources/lunar-dates.ts', () => {
    const files = [
      ...names(ENGINES_DIR, '.ts').map((name) => join(ENGINES_DIR, `${name}.ts`)),
      join(projectRoot, 'sources/lunar-dates.ts'),
    ];
    for (const file of files) expect(countryCodesIn(readFileSync(file, 'utf8'), codes), file).toEqual([]);
  });
});
