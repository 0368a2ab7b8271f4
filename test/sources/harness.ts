// The contract every official-source adapter (sources/registry.ts) must keep,
// checked over its committed test fixtures (test/fixtures/<id>/). Each
// adapter's test file calls `describeAdapterContract` once; its own tests then
// check what only that adapter does. The adapter is driven as sources/run.ts
// drives it: `evaluatePayloads` (decode, the row schema, the mapping, the
// rejected-share limit and the content checks), on payloads built from the
// fixture bytes, without HTTP (test/sources/run.test.ts covers the fetch).

import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isCalendarDay } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import { HOLIDAY_TYPES, type SourceHoliday } from '../../core/types.js';
import { SOURCE_DEFAULTS, type SourceConfig, type SourceId } from '../../sources/config.js';
import { CONTENT_RULES, rowYear, type ContentContext } from '../../sources/content-checks.js';
import { countryInfo } from '../../sources/date-holidays.js';
import { payloadName } from '../../sources/decoding.js';
import type { OfficialSource, Payload, RawRow } from '../../sources/official.js';
import { coverageOf, evaluatePayloads } from '../../sources/run.js';
import { fixture, fixturePath } from './loopback.js';

/** One set of fixture files read together, as one run reads the payloads of its configured URLs. */
export interface FixtureSet {
  /** Files of test/fixtures/<id>/, in the order the configuration lists their URLs. */
  files: readonly string[];
  /** The years per country the files cover: what the run must report. */
  coverage: Readonly<Record<string, readonly number[]>>;
}

export interface AdapterFixtures {
  /** One set, or several read separately (successive versions of one feed). */
  sets: readonly FixtureSet[];
  /** The URL a file answers for (row labels use its last segment and query). Default: https://fixtures.invalid/<id>/<file>. */
  url?: (file: string) => string;
  /** The run's snapshot time (the content checks look at its year on). */
  at?: string;
  /**
   * Checks the adapter is known to fail, each with why: registered with
   * `it.fails`, so the gap stays visible and the test turns red once the
   * adapter is fixed (then remove the entry).
   */
  knownGaps?: Partial<Record<ContractCheck, string>>;
}

/** The contract's checks, by name (for `knownGaps`). */
export const CONTRACT_CHECKS = {
  'fixture-files': 'reads every file of its fixture folder',
  'rows-accepted': 'accepts every fixture row: nothing rejected, the content checks pass',
  labels: 'labels every raw row uniquely, after the file it comes from',
  'valid-rows':
    'gives valid source rows: a real day, a normalised key, a known type, an English name, a scope of its country',
  coverage: 'reports the years its files cover, and gives no row outside them',
  deterministic: 'reads the same bytes to the same rows, in the same order',
  'empty-payload': 'refuses an empty payload: the run fails, naming the file, never an empty or shorter success',
  'truncated-payload':
    'refuses a payload cut inside a row, or rejects the cut row naming the source, the row and the field',
  'bad-date': 'rejects a row with an impossible or missing date, naming the source, the row and the field',
} as const;
export type ContractCheck = keyof typeof CONTRACT_CHECKS;

const DEFAULT_AT = '2026-11-21T00:00:00.000Z';

const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Reading {
  name: string;
  payloads: Payload[];
  coverage: FixtureSet['coverage'];
}

/** A raw row's date field, as the content rules name it (rowYear reads the year of a rejected row from it). */
const dateFieldOf = (id: string) => CONTENT_RULES[id]?.dateField;

/** What is wrong with one source row; empty when it is a valid SourceHoliday of this source. */
export function rowProblems(source: OfficialSource, row: SourceHoliday): string[] {
  const problems: string[] = [];
  const isInstant = (value: unknown) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value));
  const isZone = (zone: unknown) => {
    if (typeof zone !== 'string' || zone === '') return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  };
  if (row.source !== source.id) problems.push(`source is ${JSON.stringify(row.source)}, not ${source.id}`);
  if (!source.countries.includes(row.country))
    problems.push(
      `country ${JSON.stringify(row.country)} is not one of the source's countries (${source.countries.join(', ')})`,
    );
  if (typeof row.date !== 'string' || !isCalendarDay(row.date))
    problems.push(`date ${JSON.stringify(row.date)} is no calendar day YYYY-MM-DD`);
  if (row.scope !== null) {
    const known = source.countries.includes(row.country)
      ? countryInfo(row.country).subdivisions.map((subdivision) => subdivision.code)
      : [];
    if (typeof row.scope !== 'string' || !row.scope.startsWith(`${row.country}-`) || !known.includes(row.scope)) {
      problems.push(
        `scope ${JSON.stringify(row.scope)} is neither null nor a subdivision of ${row.country} (${known.join(', ') || 'none known'})`,
      );
    }
  }
  if (typeof row.key !== 'string' || row.key === '' || holidayKey(row.key) !== row.key)
    problems.push(`key ${JSON.stringify(row.key)} is empty or not normalised (holidayKey)`);
  if (!(HOLIDAY_TYPES as readonly string[]).includes(row.type))
    problems.push(`type ${JSON.stringify(row.type)} is not one of ${HOLIDAY_TYPES.join(', ')}`);
  const names = row.names as Record<string, unknown> | undefined;
  if (typeof names !== 'object' || names === null || typeof names.en !== 'string' || names.en.trim() === '') {
    problems.push(`names ${JSON.stringify(names)} have no English (en) name`);
  } else {
    for (const [language, name] of Object.entries(names)) {
      if (typeof name !== 'string' || name === '' || name.trim() !== name)
        problems.push(`names.${language} ${JSON.stringify(name)} is empty or untrimmed`);
    }
  }
  if (typeof row.localLanguage !== 'string' || !/^[a-z]{2,3}$/.test(row.localLanguage))
    problems.push(`localLanguage ${JSON.stringify(row.localLanguage)} is no language code`);
  if (typeof row.substitute !== 'boolean')
    problems.push(`substitute ${JSON.stringify(row.substitute)} is not a boolean`);
  if (row.substituteFor !== undefined) {
    if (!row.substitute) problems.push(`substituteFor ${row.substituteFor} on a row that is no substitute`);
    if (!isCalendarDay(row.substituteFor) || !(row.substituteFor < row.date))
      problems.push(`substituteFor ${JSON.stringify(row.substituteFor)} is no calendar day before ${row.date}`);
  }
  if (row.observed !== undefined && !isCalendarDay(row.observed))
    problems.push(`observed ${JSON.stringify(row.observed)} is no calendar day`);
  if (!isZone(row.timezone)) problems.push(`timezone ${JSON.stringify(row.timezone)} is no IANA zone`);
  if (!isInstant(row.start) || !isInstant(row.end) || !(row.start < row.end))
    problems.push(
      `span ${JSON.stringify(row.start)} to ${JSON.stringify(row.end)} is no pair of UTC instants, start before end`,
    );
  else if (isZone(row.timezone) && isCalendarDay(row.date)) {
    // The span lies within the local day (a part-day holiday starts later).
    const localDay = (instant: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: row.timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(instant));
    if (localDay(row.start) !== row.date || localDay(new Date(Date.parse(row.end) - 1).toISOString()) !== row.date) {
      problems.push(`span ${row.start} to ${row.end} is not within ${row.date} in ${row.timezone}`);
    }
  }
  return problems;
}

/**
 * A copy of a body cut a few bytes into the first row that starts past its
 * middle: inside a row, not at a line end (for the CSV feeds here, inside the
 * row's day field; a JSON body no longer parses). A CSV cut exactly at a line
 * end, or inside a free-text last column, reads as a shorter file: no adapter
 * can tell, and the fetch layer's length check (TruncatedError) is what
 * catches a body cut in transit.
 */
export function cutMidRow(body: Buffer): Buffer {
  const middle = Math.floor(body.length / 2);
  for (let index = middle; index < body.length - 2; index++) {
    if (body[index] === 0x0a && body[index + 1] !== 0x0a && body[index + 1] !== 0x0d)
      return body.subarray(0, Math.min(index + 5, body.length - 1));
  }
  return body.subarray(0, middle);
}

/**
 * Registers the contract's checks for one adapter, over its fixtures. Every
 * check names the fixture set, the file and the row at fault.
 */
export function describeAdapterContract(source: OfficialSource, fixtures: AdapterFixtures): void {
  const at = fixtures.at ?? DEFAULT_AT;
  const urlOf = fixtures.url ?? ((file: string) => `https://fixtures.invalid/${source.id}/${file}`);
  const payloadOf = (file: string): Payload => {
    const body = fixture(source.id, file);
    return {
      url: urlOf(file),
      body,
      contentType: source.contentTypes[0] ?? null,
      fetchedAt: at,
      digest: digest(body),
      etag: null,
      lastModified: null,
      fromCache: false,
    };
  };
  /** The same payload with another body. */
  const withBody = (payload: Payload, body: Buffer): Payload => ({ ...payload, body, digest: digest(body) });
  const readings = (): Reading[] =>
    fixtures.sets.map((set) => ({
      name: set.files.join(' + '),
      payloads: set.files.map(payloadOf),
      coverage: set.coverage,
    }));
  const config = (payloads: readonly Payload[]): SourceConfig => ({
    ...SOURCE_DEFAULTS,
    id: source.id as SourceId,
    urls: payloads.map((payload) => payload.url),
  });
  // As runSource checks content: the run's time, and no last good payload (a first run).
  const content: ContentContext = { at, lastGood: () => null };
  const evaluate = (payloads: readonly Payload[], adapter: OfficialSource = source) =>
    evaluatePayloads(adapter, config(payloads), payloads, content);

  const check = (name: ContractCheck, body: () => void | Promise<void>) => {
    const gap = fixtures.knownGaps?.[name];
    if (gap) it.fails(`${CONTRACT_CHECKS[name]} [known gap: ${gap}]`, body);
    else it(CONTRACT_CHECKS[name], body);
  };

  describe(`${source.id}: the adapter contract (test/sources/harness.ts)`, () => {
    check('fixture-files', () => {
      const listed = new Set(fixtures.sets.flatMap((set) => set.files));
      const present = readdirSync(fixturePath(source.id, '.')).sort();
      expect(
        present.filter((file) => !listed.has(file)),
        `files of test/fixtures/${source.id}/ no fixture set reads`,
      ).toEqual([]);
      expect(
        [...listed].filter((file) => !present.includes(file)),
        `files the fixture sets name that test/fixtures/${source.id}/ lacks`,
      ).toEqual([]);
      expect(fixtures.sets.length).toBeGreaterThan(0);
    });

    check('rows-accepted', () => {
      for (const { name, payloads } of readings()) {
        const evaluation = evaluate(payloads);
        expect(evaluation.ok ? '' : evaluation.problem, `${name}: refused`).toBe('');
        expect(evaluation.rejected, `${name}: rejected rows`).toEqual([]);
        if (evaluation.ok) expect(evaluation.rows.length, `${name}: rows`).toBeGreaterThan(0);
      }
    });

    check('labels', () => {
      for (const { name, payloads } of readings()) {
        const raw = source.decode(payloads);
        const prefixes = payloads.map((payload) => `${payloadName(payload)}: `);
        const namesFile = (label: string) =>
          prefixes.some((prefix) => label.startsWith(prefix) && label.length > prefix.length);
        expect(
          raw.map((entry) => entry.label).filter((label) => !namesFile(label)),
          `${name}: labels that name no file (\`<file>: <row>\`)`,
        ).toEqual([]);
        const seen = new Set<string>();
        expect(
          raw.map((entry) => entry.label).filter((label) => seen.size === seen.add(label).size),
          `${name}: labels given twice`,
        ).toEqual([]);
      }
    });

    check('valid-rows', () => {
      for (const { name, payloads } of readings()) {
        const evaluation = evaluate(payloads);
        if (!evaluation.ok) throw new Error(`${name}: refused: ${evaluation.problem}`);
        const problems = evaluation.rows.flatMap((row) =>
          rowProblems(source, row).map((problem) => `${row.date} ${row.scope ?? '(national)'} ${row.key}: ${problem}`),
        );
        expect(problems, name).toEqual([]);
      }
    });

    check('coverage', () => {
      for (const { name, payloads, coverage } of readings()) {
        const evaluation = evaluate(payloads);
        if (!evaluation.ok) throw new Error(`${name}: refused: ${evaluation.problem}`);
        expect(evaluation.coverage, `${name}: coverage`).toEqual(coverage);
        const outside = evaluation.rows.filter(
          (row) => !(coverage[row.country] ?? []).includes(Number(row.date.slice(0, 4))),
        );
        expect(
          outside.map((row) => `${row.country} ${row.date} ${row.key}`),
          `${name}: rows outside the coverage`,
        ).toEqual([]);
        // The coverage is the files' own years: a year only derived rows reach is not the feed's.
        const listed = new Set(source.decode(payloads).map((entry) => rowYear(source.id, entry.row)));
        const unlisted = Object.entries(evaluation.coverage).flatMap(([country, years]) =>
          years.filter((year) => !listed.has(year)).map((year) => `${country} ${year}`),
        );
        expect(unlisted, `${name}: covered years no row of the files lists`).toEqual([]);
      }
    });

    check('deterministic', async () => {
      // A new instance of the adapter's module reads first, with nothing carried over; then it
      // reads fresh copies of the bytes, and the instance every other check used reads them too.
      vi.resetModules();
      const module = (await import(`../../sources/${source.id}.ts`)) as Record<string, unknown>;
      const fresh = Object.values(module).find(
        (value): value is OfficialSource =>
          typeof value === 'object' &&
          value !== null &&
          (value as OfficialSource).id === source.id &&
          typeof (value as OfficialSource).decode === 'function',
      );
      expect(fresh, `sources/${source.id}.ts exports the adapter`).toBeDefined();
      for (const { name, payloads } of readings()) {
        const first = evaluate(payloads, fresh);
        const copies = payloads.map((payload) => ({ ...payload, body: Buffer.from(payload.body) }));
        expect(evaluate(copies, fresh), `${name}: read twice`).toEqual(first);
        expect(evaluate(payloads), `${name}: read by the instance the other checks used`).toEqual(first);
        if (first.ok) expect(coverageOf(first.rows), name).toEqual(first.coverage);
      }
    });

    check('empty-payload', () => {
      for (const { name, payloads } of readings()) {
        const empty = (payload: Payload) => withBody(payload, Buffer.alloc(0));
        // Each file empty in turn, then all of them.
        const cases = [
          ...payloads.map((_, emptied) => ({
            emptied: [emptied],
            payloads: payloads.map((payload, index) => (index === emptied ? empty(payload) : payload)),
          })),
          ...(payloads.length > 1
            ? [{ emptied: payloads.map((_, index) => index), payloads: payloads.map(empty) }]
            : []),
        ];
        for (const { emptied, payloads: given } of cases) {
          const what = `${name}: ${emptied.map((index) => payloadName(payloads[index]!)).join(' + ')} empty`;
          const evaluation = evaluate(given);
          expect(
            evaluation.ok,
            `${what}: read as a success${evaluation.ok ? ` of ${evaluation.rows.length} rows` : ''}`,
          ).toBe(false);
          if (evaluation.ok) continue;
          // Every file empty is the run's own verdict (`empty feed`); one empty file among others is named.
          const named =
            emptied.length === payloads.length && /^empty feed/.test(evaluation.problem)
              ? true
              : emptied.some((index) => evaluation.problem.includes(payloadName(payloads[index]!)));
          expect(named, `${what}: the problem does not name the file: ${evaluation.problem}`).toBe(true);
        }
      }
    });

    check('truncated-payload', () => {
      for (const { name, payloads } of readings()) {
        payloads.forEach((payload, cut) => {
          const body = cutMidRow(payload.body);
          const what = `${name}: ${payloadName(payload)} cut at byte ${body.length} of ${payload.body.length}`;
          const given = payloads.map((other, index) => (index === cut ? withBody(other, body) : other));
          const evaluation = evaluate(given);
          if (!evaluation.ok) {
            expect(
              evaluation.problem.includes(payloadName(payload)),
              `${what}: the problem does not name the file: ${evaluation.problem}`,
            ).toBe(true);
            return;
          }
          expect(evaluation.rejected.length, `${what}: read as a success with nothing rejected`).toBeGreaterThan(0);
          for (const issue of evaluation.rejected) {
            const row = expect.stringMatching(new RegExp(`^${escape(payloadName(payload))}: .`));
            expect(issue, what).toMatchObject({
              source: source.id,
              row,
              field: expect.stringMatching(/^(?!\(row\)$)./),
            });
          }
        });
      }
    });

    check('bad-date', () => {
      const field = dateFieldOf(source.id);
      expect(field, `CONTENT_RULES['${source.id}'].dateField`).toBeTypeOf('string');
      for (const { name, payloads } of readings()) {
        const raw = source.decode(payloads);
        const target = Math.floor(raw.length / 2);
        const original = raw[target]!;
        const value = (original.row as Record<string, unknown>)[field!];
        expect(value, `${name}: ${original.label}: the raw row has no string ${field}`).toBeTypeOf('string');
        const year = Number(/\d{4}/.exec(String(value))?.[0]);
        // The 30th of February, written in the row's own shape (2023-02-30, 2023/02/30, 20230230), and an empty value.
        const impossible = String(value)
          .trim()
          .replace(/^(\d{4})(\D?)\d{1,2}(\D?)\d{1,2}$/, '$1$202$330');
        expect(impossible, `${name}: ${original.label}: ${field} ${JSON.stringify(value)} is not a day`).not.toBe(
          String(value).trim(),
        );
        for (const [bad, expectedYear] of [
          [impossible, year],
          ['', null],
        ] as const) {
          // The adapter's own decode, with one row's day replaced, as if the file said so.
          const broken: OfficialSource = {
            ...source,
            decode: (given): RawRow[] =>
              source
                .decode(given)
                .map((entry, index) =>
                  index === target ? { ...entry, row: { ...(entry.row as object), [field!]: bad } } : entry,
                ),
          };
          const evaluation = evaluate(payloads, broken);
          const issue = {
            source: source.id,
            row: original.label,
            field: field!,
            message: expect.any(String),
            year: expectedYear,
          };
          expect(evaluation.rejected, `${name}: ${original.label} with ${field} ${JSON.stringify(bad)}`).toEqual([
            issue,
          ]);
          if (evaluation.ok) expect(evaluation.rows.filter((row) => !isCalendarDay(row.date))).toEqual([]);
        }
      }
    });
  });
}
