import { existsSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import {
  assertInvariants,
  countryInvariants,
  englishNameExceptions,
  formatViolation,
  InvariantsFailed,
  type InvariantName,
  type InvariantViolation,
} from '../../pipeline/invariants.js';
import { sweepSnapshot } from '../../pipeline/invariants-sweep.js';
import { mintId } from '../../core/ids.js';
import type { HolidayRecord, SourceHoliday } from '../../core/types.js';
import { ValidationFailed } from '../../pipeline/validate.js';
import type { Manifest } from '../../core/manifest.js';
import { amendedFirstYears, DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../sources/amendments.js';
import { countryCodes, firstYearOf } from '../../sources/date-holidays.js';
import { officialFeeds, removedHolidayProblems } from './removed-holidays.js';
import { DEFAULT_WORKDAYS_DIR, loadWorkdays } from '../../sources/workdays.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { paths } from '../../core/snapshot-layout.js';
import { weekdayOf, yearOf } from '../../core/dates.js';
import { weekendOn } from '../../core/weekend.js';
import type { WorkdaysDocument } from '../../core/workdays.js';
import { tempDir } from '../helpers.js';
import { sharedFullBuild } from '../full-build.js';

// A record of a made-up country, 2024; `over` changes what a test needs.
function record(over: Partial<HolidayRecord> & { date: string }): HolidayRecord {
  const base: HolidayRecord = {
    id: '',
    country: 'XX',
    date: over.date,
    observed: over.date,
    key: 'new year',
    name: 'New Year',
    nameLocal: 'Nouvel An',
    localLanguage: 'fr',
    names: { en: 'New Year', fr: 'Nouvel An' },
    type: 'public',
    substitute: false,
    subdivisions: [],
    regions: [],
    start: `${over.date}T00:00:00.000Z`,
    end: `${over.date}T23:59:59.000Z`,
    timezone: 'UTC',
    variant: 1,
    sources: ['test'],
    estimated: false,
  };
  const made = { ...base, ...over };
  made.id =
    over.id ??
    mintId({
      country: made.country,
      date: made.date,
      key: made.key,
      substitute: made.substitute,
      variant: made.variant,
    });
  return made;
}

const check = { country: 'XX', years: { from: 2024, to: 2024 } };
const noExceptions = { englishExceptions: new Set<string>() };
const run = (records: HolidayRecord[]) => countryInvariants(records, check, noExceptions);
const named = (violations: InvariantViolation[]) => violations.map((v) => [v.invariant, v.date]);

// Sunday 2024-03-03, its day off Monday 2024-03-04.
const original = record({ date: '2024-03-03', observed: '2024-03-04' });
const dayOff = record({ date: '2024-03-04', substitute: true, name: 'New Year (substitute day)' });

describe('invariants of a country’s records', () => {
  it('holds for a pair, an unmoved holiday and a regional variant of another holiday', () => {
    const regional = record({
      date: '2024-05-01',
      key: 'labour day',
      name: 'Labour Day',
      type: 'regional',
      subdivisions: ['XX-A'],
    });
    expect(run([original, dayOff, record({ date: '2024-04-01', key: 'spring' }), regional])).toEqual([]);
  });

  it('every substitute has its original observed on its day', () => {
    expect(named(run([dayOff]))).toEqual([['substitute-has-original', '2024-03-04']]);
    expect(named(run([{ ...original, observed: original.date }, dayOff]))).toEqual([
      ['substitute-has-original', '2024-03-04'],
    ]);
    // Another holiday observed that day is not its original.
    expect(named(run([{ ...original, key: 'other' }, dayOff]))).toContainEqual([
      'substitute-has-original',
      '2024-03-04',
    ]);
  });

  it('every original observed on another day has its substitute there', () => {
    expect(named(run([original]))).toEqual([['original-has-substitute', '2024-03-03']]);
    expect(named(run([original, { ...dayOff, date: '2024-03-05', observed: '2024-03-05' }]))).toContainEqual([
      'original-has-substitute',
      '2024-03-03',
    ]);
  });

  it('a pair half whose other half lies outside the covered years is not required', () => {
    const newYear = record({ date: '2024-01-01', observed: '2023-12-29' });
    const lateDayOff = record({ date: '2024-12-31', substitute: true });
    expect(run([newYear, lateDayOff])).toEqual([]);
    // Within the years it is.
    expect(
      named(countryInvariants([newYear, lateDayOff], { country: 'XX', years: { from: 2023, to: 2025 } }, noExceptions)),
    ).toEqual([
      ['original-has-substitute', '2024-01-01'],
      ['substitute-has-original', '2024-12-31'],
    ]);
  });

  it('a build answers for the years it made, not for records kept from an earlier build', () => {
    const kept = record({ date: '2023-06-01', substitute: true });
    const years = { from: 2023, to: 2024 };
    expect(named(countryInvariants([kept], { country: 'XX', years }, noExceptions))).toEqual([
      ['substitute-has-original', '2023-06-01'],
    ]);
    expect(countryInvariants([kept], { country: 'XX', years, built: { from: 2024, to: 2024 } }, noExceptions)).toEqual(
      [],
    );
  });

  it('the two halves of a pair share their type', () => {
    const violations = run([original, { ...dayOff, type: 'bank' }]);
    expect(named(violations)).toEqual([['pair-shares-type', '2024-03-04']]);
    expect(violations[0]!.message).toContain(original.id);
  });

  it('the two halves of a pair share their scope', () => {
    const scoped = { ...dayOff, type: 'regional' as const, subdivisions: ['XX-A'] };
    expect(named(run([original, scoped]))).toEqual([
      ['pair-shares-scope', '2024-03-03'],
      ['pair-shares-scope', '2024-03-04'],
    ]);
  });

  it('ids have the record’s date as prefix and the digest’s form', () => {
    expect(named(run([record({ date: '2024-04-01', id: '20240402_0123456789ab' })]))).toEqual([
      ['id-format', '2024-04-01'],
    ]);
    expect(named(run([record({ date: '2024-04-01', id: '20240401_XYZ' })]))).toEqual([['id-format', '2024-04-01']]);
  });

  it('ids are unique per country and year, deprecated records included', () => {
    const first = record({ date: '2024-04-01', key: 'a' });
    const second = { ...record({ date: '2024-04-01', key: 'b' }), id: first.id, deprecated: true };
    expect(named(run([first, second]))).toEqual([['id-unique', '2024-04-01']]);
  });

  it('no two active records of one holiday on one day with overlapping scope', () => {
    const nationwide = record({ date: '2024-04-01' });
    const scoped = record({ date: '2024-04-01', type: 'regional', subdivisions: ['XX-A', 'XX-B'], variant: 2 });
    expect(named(run([nationwide, scoped]))).toEqual([['no-overlap', '2024-04-01']]);
    const sharing = record({ date: '2024-04-01', type: 'observance', subdivisions: ['XX-B', 'XX-C'], variant: 3 });
    expect(named(run([scoped, sharing]))).toEqual([['no-overlap', '2024-04-01']]);
    // Disjoint scopes, another holiday, or a deprecated record do not overlap.
    expect(run([scoped, { ...sharing, subdivisions: ['XX-C'] }])).toEqual([]);
    expect(run([nationwide, { ...scoped, key: 'other' }])).toEqual([]);
    expect(run([nationwide, { ...scoped, deprecated: true } as HolidayRecord])).toEqual([]);
  });

  it('every record has an English name, unless it is a listed exception', () => {
    const local = record({ date: '2024-04-01', key: 'fête', name: 'Fête', nameLocal: 'Fête', names: { fr: 'Fête' } });
    expect(named(run([local]))).toEqual([['english-name', '2024-04-01']]);
    expect(countryInvariants([local], check, { englishExceptions: new Set(['XX|fête']) })).toEqual([]);
    // English is the local language: its name is English.
    expect(run([{ ...local, localLanguage: 'en', names: { en: 'Fête' } }])).toEqual([]);
  });

  it('reads the known exceptions as data', () => {
    expect(englishNameExceptions()).toBeInstanceOf(Set);
  });

  it('reports each official feed’s differences through the reproduction hook', () => {
    const row = { date: '2024-03-03' } as SourceHoliday;
    const seen: unknown[] = [];
    const violations = countryInvariants(
      [original, dayOff],
      { ...check, officials: [{ source: 'feed', rows: [row], years: [2023, 2024] }] },
      {
        ...noExceptions,
        officialReproduction: (records, rows, years) => {
          seen.push([records.length, rows, years]);
          return ['2024-03-03 feed says public, the build says bank'];
        },
      },
    );
    expect(seen).toEqual([[2, [row], [2024]]]);
    expect(violations).toEqual([
      {
        invariant: 'official-reproduction',
        country: 'XX',
        id: '',
        date: '',
        name: 'feed',
        message: '2024-03-03 feed says public, the build says bank',
      },
    ]);
  });

  it('fails a build with exit code 3, naming country, id, date, name and invariant', () => {
    const violations = run([dayOff]);
    expect(() => assertInvariants([])).not.toThrow();
    let error: unknown;
    try {
      assertInvariants(violations);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvariantsFailed);
    expect(error).toBeInstanceOf(ValidationFailed); // the CLIs answer both with exit code 3
    expect((error as Error).message).toBe(
      `invariants broken, nothing published: 1 violation(s); first: ${formatViolation(violations[0]!)}`,
    );
    expect(formatViolation(violations[0]!)).toBe(
      `XX ${dayOff.id} 2024-03-04 "New Year (substitute day)": substitute-has-original: no original of this holiday is observed on 2024-03-04`,
    );
    expect((error as InvariantsFailed).violations[0]).toMatchObject({
      file: 'ledger/XX.ndjson',
      rule: expect.stringMatching(/^invariant substitute-has-original: /),
    });
  });
});

describe('a build that breaks an invariant', () => {
  it('publishes nothing and exits with code 3', async () => {
    const dir = tempDir('invariants-cli');
    // Fault injection: one record of TN written twice (schema-valid files, one id and one holiday twice).
    process.env.HOLIDAYS_FAULT = 'duplicate:TN';
    const err: string[] = [];
    const io: CliIo = {
      out: () => {},
      progress: () => {},
      err: (line) => err.push(line),
      isTTY: false,
      env: {},
      now: () => new Date('2026-01-01T00:00:00Z'),
    };
    const code = await main(
      ['build', '--out', dir, '--countries', 'TN', '--years', '2024', '--at', '2026-01-01T00:00:00Z'],
      io,
    ).finally(() => delete process.env.HOLIDAYS_FAULT);
    expect(code).toBe(EXIT.invalid);
    expect(err).toContainEqual(
      expect.stringMatching(
        /^invalid: ledger\/TN\.ndjson: id 2024\d{4}_[0-9a-f]{12} \(2024-\d\d-\d\d "[^"]+"\): id also used by the record of .* \(rule: invariant id-unique: /,
      ),
    );
    expect(err.at(-1)).toMatch(
      /^error: invariants broken, nothing published: 2 violation\(s\); first: TN 2024\d{4}_\w+ 2024-\d\d-\d\d "[^"]+": /,
    );
    expect(() => readlinkSync(join(dir, 'current'))).toThrow();
  });
});

describe('the sweep of a published snapshot', () => {
  it('re-checks the ledgers and the year files as they are on disk', async () => {
    const dir = tempDir('invariants-sweep');
    await build({ outDir: dir, countries: ['GB'], fromYear: 2023, toYear: 2023, at: '2026-01-01T00:00:00Z', keep: 1 });
    const snapshot = join(dir, readlinkSync(join(dir, 'current')));
    expect(sweepSnapshot(snapshot)).toMatchObject({ countries: 1, violations: [], lackingEnglish: [] });

    // Take out New Year's day off in England and break a year file.
    const ledger = join(snapshot, 'ledger', 'GB.ndjson');
    const lines = readFileSync(ledger, 'utf8').split('\n').filter(Boolean);
    const isDayOff = (line: string) =>
      line.includes('"date":"2023-01-02"') && line.includes('"substitute":true') && line.includes('GB-ENG');
    expect(lines.filter(isDayOff)).toHaveLength(1);
    rmSync(ledger);
    writeFileSync(ledger, `${lines.filter((line) => !isDayOff(line)).join('\n')}\n`);
    const yearFile = join(snapshot, '3.1.2', 'GB', '2023.json');
    rmSync(yearFile);
    writeFileSync(
      yearFile,
      JSON.stringify({ country: 'GB', year: 2023, dataVersion: '3.1.2', holidays: [{ id: 'nope' }] }),
    );

    const report = sweepSnapshot(snapshot);
    expect([...new Set(report.violations.map((v) => `${v.invariant} ${v.country} ${v.date} ${v.name}`))]).toEqual([
      "original-has-substitute GB 2023-01-01 New Year's Day",
      'schema GB  3.1.2/GB/2023.json',
    ]);
  });
});

describe('the full default dataset', () => {
  // What `make data` builds on a machine with no network: every country, 2000-2035, from date-holidays, the
  // official feeds' committed copies, the project's amendments and makeup working days (test/golden.ts,
  // buildFullOffline). Built once per run, shared with other test files, then swept from its files.
  let fullSnapshot: string | undefined;
  it('holds every invariant, and reproduces every official feed for the years it covers', {
    timeout: 900_000,
  }, async () => {
    const started = performance.now();
    // Shared with the golden files' test (test/full-build.ts): whichever file asks first builds it.
    const snapshot = await sharedFullBuild();
    fullSnapshot = snapshot;
    // The amendments the build used: the days they correct a feed on are held to the amendment, not the feed.
    const report = sweepSnapshot(snapshot, { corrections: loadAmendments(DEFAULT_AMENDMENTS_DIR) });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `full default dataset: ${report.countries} countries, ${report.records} records, ${report.files} files swept in ${seconds}s; lacking an English name: ${report.lackingEnglish.length}`,
    );
    expect(report.countries).toBe(251);
    expect(
      report.violations.map(formatViolation),
      report.violations.slice(0, 50).map(formatViolation).join('\n'),
    ).toEqual([]);
    const excepted = englishNameExceptions();
    expect(report.lackingEnglish.filter((entry) => !excepted.has(`${entry.country}|${entry.key}`))).toEqual([]);

    // The sweep's reproduction check ran over each feed's committed copy, for at least the years its publisher covers.
    const manifest = JSON.parse(readFileSync(join(snapshot, 'manifest.json'), 'utf8')) as Manifest;
    const feeds: [string, string, number, number][] = [
      ['gov-uk', 'GB', 2019, 2027],
      ['jp-cao', 'JP', 2014, 2027],
      ['hk-1823', 'HK', 2014, 2026],
      ['au-data-gov', 'AU', 2014, 2022],
    ];
    for (const [id, country, from, to] of feeds) {
      const source = manifest.sources.find((entry) => entry.id === id)!;
      expect(
        source.payloads!.every((payload) => payload.origin === 'committed'),
        id,
      ).toBe(true);
      const years = new Set(
        readFileSync(join(snapshot, 'sources', id, `${country}.ndjson`), 'utf8')
          .trim()
          .split('\n')
          .map((line) => Number((JSON.parse(line) as SourceHoliday).date.slice(0, 4))),
      );
      for (let year = from; year <= to; year++) expect(years.has(year), `${id} ${year}`).toBe(true);
    }
    // And the amendments went in.
    expect(manifest.sources.map((entry) => entry.id)).toContain('amendments');
  });

  // Countries whose laws added many holidays at once: their years before that are thin by law, not by a fault.
  const THIN_BY_LAW: Readonly<Record<string, { before: number; reason: string }>> = {
    QA: {
      before: 2008,
      reason:
        "Council of Ministers Resolution No. 6 of 2008 added the government Eid days and the banks' days; 2000-2007 keep the Labour Law's (No. 14 of 2004, art. 78) and Independence Day alone (countries/QA.json)",
    },
    NP: {
      before: 2021,
      reason:
        "the Ministry of Home Affairs' BS 2077 notice (30 March 2020) gave the whole country only Dashain, Tihar, New Year, Labour Day, Buddha Jayanti, Constitution Day, Shivaratri, Women's Day and Holi, the other festivals to their own communities, and Republic Day's holiday was cut from BS 2075 to BS 2078; the notices of BS 2079 on give far more (countries/NP.json, reviews/NP.json)",
    },
  };

  it("has no year in any country with fewer than half the holidays of the country's median year", () => {
    // A year cut short (a feed taken to cover a year it lists only the end of) shows here, whichever its cause.
    expect(fullSnapshot, 'the full build above').toBeDefined();
    const thin: string[] = [];
    const amendedFirst = amendedFirstYears(DEFAULT_AMENDMENTS_DIR);
    for (const country of countryCodes()) {
      const perYear = new Map<number, number>();
      // A country served from a later year (`since`: countries/, or amendments/ for a state of the library) has no earlier year to count.
      for (let year = Math.max(2000, firstYearOf(country) ?? amendedFirst[country] ?? 2000); year <= 2035; year++)
        perYear.set(year, 0);
      for (const record of readLedger(fullSnapshot!, country)) {
        if (!record.deprecated && perYear.has(yearOf(record.date)))
          perYear.set(yearOf(record.date), perYear.get(yearOf(record.date))! + 1);
      }
      const sorted = [...perYear.values()].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      for (const [year, count] of perYear)
        if (count < median / 2 && year >= (THIN_BY_LAW[country]?.before ?? 0))
          thin.push(`${country} ${year}: ${count} holidays (median ${median})`);
    }
    expect(thin).toEqual([]);
  });

  it('publishes every makeup working day of workdays/, each on a weekend day and on no statutory day off', () => {
    expect(fullSnapshot, 'the full build above').toBeDefined();
    const problems = makeupWorkdayProblems(fullSnapshot!, loadWorkdays(DEFAULT_WORKDAYS_DIR), { from: 2000, to: 2035 });
    expect(problems).toEqual([]);
  });

  it('serves no public holiday of 2024-2028 to a subdivision whose own rules in the library drop it, unless national law binds it or an official feed decides the place', () => {
    expect(fullSnapshot, 'the full build above').toBeDefined();
    const amendments = loadAmendments(DEFAULT_AMENDMENTS_DIR);
    const feeds = officialFeeds(fullSnapshot!);
    const problems = countryCodes().flatMap((country) =>
      removedHolidayProblems(country, readLedger(fullSnapshot!, country), { from: 2024, to: 2028 }, amendments, feeds),
    );
    expect(problems.length, problems.slice(0, 50).join('\n')).toBe(0);
  });
});

/**
 * What is wrong with the makeup working days of a snapshot, against the reviewed data: an entry of the built
 * years missing from its country's snapshot file, on a day that is not a weekend day, or on a day on which an
 * active statutory holiday is observed everywhere the entry applies: a nationwide one, or a regional one in a
 * subdivision the entry names. (A regional holiday on a nationwide makeup day is no conflict: that region keeps
 * its day off, as /v3/working-days counts it when the region is asked for; RU 2024-04-27 in Yakutia.)
 */
function makeupWorkdayProblems(
  snapshot: string,
  documents: WorkdaysDocument[],
  years: { from: number; to: number },
): string[] {
  const problems: string[] = [];
  for (const { country, workdays } of documents) {
    const path = join(snapshot, paths.workdaysFile(country));
    const published = new Set(
      existsSync(path)
        ? (JSON.parse(readFileSync(path, 'utf8')) as WorkdaysDocument).workdays.map((entry) => entry.date)
        : [],
    );
    const ledger = readLedger(snapshot, country).filter(
      (record) => !record.deprecated && (record.type === 'public' || record.type === 'regional'),
    );
    for (const entry of workdays) {
      if (yearOf(entry.date) < years.from || yearOf(entry.date) > years.to) continue;
      const where = `${country} ${entry.date} (${entry.name})`;
      if (!published.has(entry.date)) problems.push(`${where}: not in ${paths.workdaysFile(country)}`);
      if (!weekendOn(country, entry.date).includes(weekdayOf(entry.date))) problems.push(`${where}: not a weekend day`);
      const overlaps = (codes: string[]) =>
        codes.length === 0 || codes.some((code) => entry.subdivisions?.includes(code) ?? false);
      for (const record of ledger.filter((each) => each.observed === entry.date && overlaps(each.subdivisions))) {
        problems.push(
          `${where}: also a day off, ${record.name} (${record.id}, ${record.type}${record.subdivisions.length ? ` in ${record.subdivisions.join(',')}` : ''})`,
        );
      }
    }
  }
  return problems;
}

describe('named cases', () => {
  const cache = new Map<string, HolidayRecord[]>();
  const recordsOf = (country: string, year: number) => {
    const key = `${country}${year}`;
    if (!cache.has(key)) cache.set(key, produceCountry(country, year, year).records);
    return cache.get(key)!;
  };
  // The published fields of a holiday's records within a few days, in output order.
  const fields = (country: string, year: number, key: string, from: string, to: string) =>
    recordsOf(country, year)
      .filter((r) => r.key === key && r.date >= from && r.date <= to)
      .map((r) => ({
        date: r.date,
        observed: r.observed,
        type: r.type,
        substitute: r.substitute,
        subdivisions: r.subdivisions,
        name: r.name,
        nameLocal: r.nameLocal,
        variant: r.variant,
      }));
  // A nationwide public holiday and its day off.
  const pair = (date: string, observed: string, name: string, nameLocal: string) => [
    { date, observed, type: 'public', substitute: false, subdivisions: [], name, nameLocal, variant: 1 },
    {
      date: observed,
      observed,
      type: 'public',
      substitute: true,
      subdivisions: [],
      name: `${name} (substitute day)`,
      nameLocal: `${nameLocal} (substitute day)`,
      variant: 1,
    },
  ];
  const mainland = ['AU-ACT', 'AU-NSW', 'AU-NT', 'AU-QLD', 'AU-SA', 'AU-VIC', 'AU-WA'];

  it('AU New Year 2023: Tasmania observes it on the 3rd, the other states on the 2nd, each a pair of its own', () => {
    expect(fields('AU', 2023, "new year's day", '2023-01-01', '2023-01-03')).toEqual([
      {
        date: '2023-01-01',
        observed: '2023-01-02',
        type: 'regional',
        substitute: false,
        subdivisions: mainland,
        name: "New Year's Day",
        nameLocal: "New Year's Day",
        variant: 1,
      },
      {
        date: '2023-01-01',
        observed: '2023-01-03',
        type: 'regional',
        substitute: false,
        subdivisions: ['AU-TAS'],
        name: "New Year's Day",
        nameLocal: "New Year's Day",
        variant: 2,
      },
      {
        date: '2023-01-02',
        observed: '2023-01-02',
        type: 'regional',
        substitute: true,
        subdivisions: mainland,
        name: "New Year's Day (substitute day)",
        nameLocal: "New Year's Day (substitute day)",
        variant: 1,
      },
      {
        date: '2023-01-03',
        observed: '2023-01-03',
        type: 'regional',
        substitute: true,
        subdivisions: ['AU-TAS'],
        name: "New Year's Day (substitute day)",
        nameLocal: "New Year's Day (substitute day)",
        variant: 1,
      },
    ]);
  });

  it('RU 2020-03-09: International Women’s Day on a Sunday, observed on Monday', () => {
    expect(fields('RU', 2020, "international women's day", '2020-03-01', '2020-03-15')).toEqual([
      {
        date: '2020-03-08',
        observed: '2020-03-09',
        type: 'public',
        substitute: false,
        subdivisions: [],
        name: "International Women's Day",
        nameLocal: 'Международный женский день',
        variant: 1,
      },
      {
        date: '2020-03-09',
        observed: '2020-03-09',
        type: 'public',
        substitute: true,
        subdivisions: [],
        name: "International Women's Day (substitute day)",
        nameLocal: 'Международный женский день (substitute day)',
        variant: 1,
      },
    ]);
  });

  it('SZ 2021-12-27: Boxing Day on a Sunday, observed on Monday', () => {
    expect(fields('SZ', 2021, 'boxing day', '2021-12-20', '2021-12-31')).toEqual(
      pair('2021-12-26', '2021-12-27', 'Boxing Day', 'Boxing Day'),
    );
  });

  it('MW 2002-03-04: Martyrs’ Day on a Sunday, observed on Monday', () => {
    expect(fields('MW', 2002, "martyrs' day", '2002-03-01', '2002-03-10')).toEqual(
      pair('2002-03-03', '2002-03-04', "Martyrs' Day", "Martyrs' Day"),
    );
  });

  it('TD 2005-05-02: Labour Day on a Sunday, observed on Monday', () => {
    expect(fields('TD', 2005, 'labour day', '2005-04-25', '2005-05-10')).toEqual([
      {
        date: '2005-05-01',
        observed: '2005-05-02',
        type: 'public',
        substitute: false,
        subdivisions: [],
        name: 'Labour Day',
        nameLocal: 'يوم العمال',
        variant: 1,
      },
      {
        date: '2005-05-02',
        observed: '2005-05-02',
        type: 'public',
        substitute: true,
        subdivisions: [],
        name: 'Labour Day (substitute day)',
        nameLocal: 'يوم العمال (substitute day)',
        variant: 1,
      },
    ]);
  });

  it('ES-CB 2019-09-16: La Bien Aparecida on a Sunday, observed on Monday in Cantabria, with an English name', () => {
    expect(fields('ES', 2019, 'our lady of bien aparecida', '2019-09-10', '2019-09-20')).toEqual([
      {
        date: '2019-09-15',
        observed: '2019-09-16',
        type: 'regional',
        substitute: false,
        subdivisions: ['ES-CB'],
        name: 'Our Lady of Bien Aparecida',
        nameLocal: 'La Bien Aparecida',
        variant: 1,
      },
      {
        date: '2019-09-16',
        observed: '2019-09-16',
        type: 'regional',
        substitute: true,
        subdivisions: ['ES-CB'],
        name: 'Our Lady of Bien Aparecida (substitute day)',
        nameLocal: 'La Bien Aparecida (día sustituto)',
        variant: 1,
      },
    ]);
  });

  it('UA 2001-07-30: no Statehood Day before it was created (amendments/UA.json); from 2022 on it is there', () => {
    const amended = (year: number) =>
      produceCountry(
        'UA',
        year,
        year,
        loadAmendments(DEFAULT_AMENDMENTS_DIR).filter((entry) => entry.country === 'UA'),
      ).records;
    expect(amended(2001).filter((r) => r.key === 'statehood day')).toEqual([]);
    expect(amended(2001).filter((r) => r.date === '2001-07-30')).toEqual([]);
    // The rule library alone has it in every year: the amendment withdraws it.
    expect(fields('UA', 2001, 'statehood day', '2001-01-01', '2001-12-31').length).toBeGreaterThan(0);
    expect(fields('UA', 2022, 'statehood day', '2022-01-01', '2022-12-31')).toEqual([
      {
        date: '2022-07-28',
        observed: '2022-07-28',
        type: 'public',
        substitute: false,
        subdivisions: [],
        name: 'Statehood Day',
        nameLocal: 'День Української Державності',
        variant: 1,
      },
    ]);
  });

  it('GB New Year 2023: the 2nd off in England, Wales and Northern Ireland, the 3rd in Scotland', () => {
    const rest = ['GB-ALD', 'GB-ENG', 'GB-NIR', 'GB-WLS'];
    expect(fields('GB', 2023, "new year's day", '2023-01-01', '2023-01-03')).toEqual([
      {
        date: '2023-01-01',
        observed: '2023-01-02',
        type: 'regional',
        substitute: false,
        subdivisions: rest,
        name: "New Year's Day",
        nameLocal: "New Year's Day",
        variant: 1,
      },
      {
        date: '2023-01-01',
        observed: '2023-01-03',
        type: 'regional',
        substitute: false,
        subdivisions: ['GB-SCT'],
        name: "New Year's Day",
        nameLocal: "New Year's Day",
        variant: 2,
      },
      {
        date: '2023-01-02',
        observed: '2023-01-02',
        type: 'regional',
        substitute: true,
        subdivisions: rest,
        name: "New Year's Day (substitute day)",
        nameLocal: "New Year's Day (substitute day)",
        variant: 1,
      },
      {
        date: '2023-01-03',
        observed: '2023-01-03',
        type: 'regional',
        substitute: true,
        subdivisions: ['GB-SCT'],
        name: "New Year's Day (substitute day)",
        nameLocal: "New Year's Day (substitute day)",
        variant: 1,
      },
    ]);
  });

  it('US Veterans Day: the day off has the holiday’s type', () => {
    expect(fields('US', 2023, 'veterans day', '2023-11-01', '2023-11-30')).toEqual([
      {
        date: '2023-11-10',
        observed: '2023-11-10',
        type: 'public',
        substitute: true,
        subdivisions: [],
        name: 'Veterans Day (substitute day)',
        nameLocal: 'Veterans Day (substitute day)',
        variant: 1,
      },
      {
        date: '2023-11-11',
        observed: '2023-11-10',
        type: 'public',
        substitute: false,
        subdivisions: [],
        name: 'Veterans Day',
        nameLocal: 'Veterans Day',
        variant: 1,
      },
    ]);
    expect(
      fields('US', 2018, 'veterans day', '2018-11-01', '2018-11-30').map((r) => [
        r.date,
        r.observed,
        r.type,
        r.substitute,
      ]),
    ).toEqual([
      ['2018-11-11', '2018-11-12', 'public', false],
      ['2018-11-12', '2018-11-12', 'public', true],
    ]);
  });

  const day = (date: string, name: string, nameLocal: string, observed = date) => ({
    date,
    observed,
    type: 'public',
    substitute: false,
    subdivisions: [],
    name,
    nameLocal,
    variant: 1,
  });
  it('JP 2020: Marine Day, Sports Day and Mountain Day moved by law, not substituted', () => {
    expect(fields('JP', 2020, 'marine day', '2020-07-01', '2020-07-31')).toEqual([
      day('2020-07-23', 'Marine Day', '海の日'),
    ]);
    expect(fields('JP', 2020, 'sports day', '2020-01-01', '2020-12-31')).toEqual([
      day('2020-07-24', 'Sports Day', 'スポーツの日'),
    ]);
    expect(fields('JP', 2020, 'mountain day', '2020-08-01', '2020-08-31')).toEqual([
      day('2020-08-10', 'Mountain Day', '山の日'),
    ]);
    expect(recordsOf('JP', 2020).filter((r) => r.date === '2020-08-11')).toEqual([]);
  });

  it('JP 2021: Marine Day and Sports Day moved by law; Mountain Day moved to Sunday 8 August, its day off the 9th', () => {
    expect(fields('JP', 2021, 'marine day', '2021-07-01', '2021-07-31')).toEqual([
      day('2021-07-22', 'Marine Day', '海の日'),
    ]);
    expect(fields('JP', 2021, 'sports day', '2021-01-01', '2021-12-31')).toEqual([
      day('2021-07-23', 'Sports Day', 'スポーツの日'),
    ]);
    expect(fields('JP', 2021, 'mountain day', '2021-08-01', '2021-08-31')).toEqual([
      day('2021-08-08', 'Mountain Day', '山の日', '2021-08-09'),
      { ...day('2021-08-09', 'Mountain Day (substitute day)', '山の日 (振替休日)'), substitute: true },
    ]);
  });

  it('TN: Republic Day has its English name, the Arabic one stays local', () => {
    expect(fields('TN', 2024, 'republic day', '2024-07-25', '2024-07-25')).toEqual([
      day('2024-07-25', 'Republic Day', 'عيد الجمهورية'),
    ]);
    const republic = recordsOf('TN', 2024).find((r) => r.key === 'republic day')!;
    expect(republic.names).toMatchObject({ en: 'Republic Day', ar: 'عيد الجمهورية', fr: 'Fête de la République' });
  });
});

// Each invariant a test above breaks on purpose.
const covered: InvariantName[] = [
  'substitute-has-original',
  'original-has-substitute',
  'pair-shares-type',
  'pair-shares-scope',
  'id-format',
  'id-unique',
  'no-overlap',
  'english-name',
  'official-reproduction',
];
it('covers every per-country invariant', async () => {
  const { INVARIANTS } = await import('../../pipeline/invariants.js');
  expect(
    Object.keys(INVARIANTS)
      .filter((name) => name !== 'schema')
      .sort(),
  ).toEqual([...covered].sort());
});
