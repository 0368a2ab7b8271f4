import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { amendmentsDir, DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../sources/amendments.js';
import { applyCorrections, CorrectionsError } from '../../sources/corrections.js';
import type { SourceHoliday } from '../../core/types.js';
import { manifestOf, tempDir } from '../helpers.js';

const CITE = { source: 'a test law, section 1' };

/** An amendments folder holding one file per country given. */
function folder(files: Record<string, unknown[]>): string {
  const dir = join(tempDir('amendments'), 'amendments');
  mkdirSync(dir);
  for (const [country, amendments] of Object.entries(files))
    writeFileSync(join(dir, `${country}.json`), JSON.stringify({ country, amendments }));
  return dir;
}

const day = (records: ReturnType<typeof produceCountry>['records'], date: string) =>
  records.filter((record) => record.date === date);

describe('amendments: reviewed decisions kept in the repository', () => {
  it('reads one file per country, each entry citing its source; a bad entry names the file, the entry and the field', () => {
    const dir = folder({ US: [{ action: 'add', date: '2026-06-01', name: 'Extra Day', type: 'public', ...CITE }] });
    expect(loadAmendments(dir)).toEqual([
      expect.objectContaining({
        action: 'add',
        country: 'US',
        date: '2026-06-01',
        entry: 0,
        layer: 'amendments',
        source: CITE.source,
        file: expect.stringMatching(/amendments\/US\.json$/),
      }),
    ]);

    const uncited = folder({ US: [{ action: 'remove', date: '2026-11-11', name: 'Veterans Day' }] });
    expect(() => loadAmendments(uncited)).toThrow(
      /amendments .*US\.json: entry 1, field source: must cite the law, proclamation or notice/,
    );
    const both = folder({
      US: [{ action: 'remove', date: '2026-11-11', years: '2026', name: 'Veterans Day', ...CITE }],
    });
    expect(() => loadAmendments(both)).toThrow(/entry 1, field date: give either date \(one occurrence\) or years/);
    const badYears = folder({ US: [{ action: 'remove', years: '2030-2020', name: 'Veterans Day', ...CITE }] });
    expect(() => loadAmendments(badYears)).toThrow(/entry 1, field years: the first year must not be after the last/);

    const misnamed = folder({});
    writeFileSync(join(misnamed, 'DE.json'), JSON.stringify({ country: 'US', amendments: [] }));
    expect(() => loadAmendments(misnamed)).toThrow(/the file of country US must be named US\.json/);
  });

  it('the project folder is the default, AMENDMENTS_DIR another; its entries all load', () => {
    expect(amendmentsDir({})).toBe(DEFAULT_AMENDMENTS_DIR);
    expect(amendmentsDir({ AMENDMENTS_DIR: '/srv/amendments' })).toBe('/srv/amendments');
    expect(() => loadAmendments(DEFAULT_AMENDMENTS_DIR)).not.toThrow();
  });

  it('an add that matches a holiday a source already has merges with it: one record, its translations kept', () => {
    const [womensDay] = loadAmendments(
      folder({
        DE: [
          {
            action: 'add',
            date: '2025-03-08',
            name: "International Women's Day",
            nameLocal: 'Internationaler Frauentag',
            type: 'regional',
            subdivisions: ['DE-BE'],
            ...CITE,
          },
        ],
      }),
    );
    const without = day(produceCountry('DE', 2025, 2025).records, '2025-03-08');
    const withIt = day(produceCountry('DE', 2025, 2025, [womensDay!]).records, '2025-03-08');
    expect(without).toHaveLength(1);
    expect(withIt).toHaveLength(1);
    const [record] = withIt;
    expect(record).toMatchObject({
      subdivisions: without[0]!.subdivisions,
      type: 'regional',
      name: without[0]!.name,
      nameLocal: 'Internationaler Frauentag',
    });
    expect(record!.names).toEqual(without[0]!.names);
    expect(Object.keys(record!.names).length).toBeGreaterThan(5);
    expect(record!.sources).toEqual(['amendments', 'date-holidays']);
  });

  it('an add for more places than the source has adds the missing places with the source names', () => {
    const [entry] = loadAmendments(
      folder({
        DE: [
          {
            action: 'add',
            date: '2025-03-08',
            name: "International Women's Day",
            type: 'regional',
            subdivisions: ['DE-BE', 'DE-HH'],
            ...CITE,
          },
        ],
      }),
    );
    const [record, ...rest] = day(produceCountry('DE', 2025, 2025, [entry!]).records, '2025-03-08');
    expect(rest).toEqual([]);
    const source = day(produceCountry('DE', 2025, 2025).records, '2025-03-08')[0]!;
    expect(record!.subdivisions).toEqual([...new Set([...source.subdivisions, 'DE-HH'])].sort());
    expect(record!.names).toEqual(source.names);
    expect(Object.keys(record!.names).length).toBeGreaterThan(5);
  });

  it('acts on every occurrence in a range of years, and skips entries outside the built years', () => {
    const entries = loadAmendments(
      folder({
        US: [
          { action: 'remove', years: '2025-2026', name: "Valentine's Day", ...CITE },
          { action: 'retype', years: '2026-', name: "St. Patrick's Day", type: 'religious', ...CITE },
          { action: 'remove', date: '2031-02-14', name: 'No Such Day', ...CITE },
        ],
      }),
    );
    const { records } = produceCountry('US', 2024, 2027, entries);
    expect(records.filter((record) => record.name === "Valentine's Day").map((record) => record.date)).toEqual([
      '2024-02-14',
      '2027-02-14',
    ]);
    expect(
      records.filter((record) => record.name === "St. Patrick's Day").map((record) => `${record.date} ${record.type}`),
    ).toEqual(['2024-03-17 observance', '2025-03-17 observance', '2026-03-17 religious', '2027-03-17 religious']);
    expect(
      records.find((record) => record.date === '2026-03-17' && record.name === "St. Patrick's Day")!.sources,
    ).toEqual(['amendments', 'date-holidays']);
  });

  it('adds or moves the same day of every year in a range (day MM-DD with years), a 29 February in leap years only', () => {
    const entries = loadAmendments(
      folder({
        US: [
          { action: 'add', day: '05-01', years: '2025-', name: 'Workers Day', type: 'public', ...CITE },
          { action: 'add', day: '02-29', years: '2023-2027', name: 'Leap Day', type: 'observance', ...CITE },
          { action: 'move', day: '10-18', years: '2025-2026', name: 'Alaska Day', to: '10-19', ...CITE },
        ],
      }),
    );
    const { records } = produceCountry('US', 2024, 2027, entries);
    const dates = (name: string) => records.filter((record) => record.name === name).map((record) => record.date);
    expect(dates('Workers Day')).toEqual(['2025-05-01', '2026-05-01', '2027-05-01']);
    expect(dates('Leap Day')).toEqual(['2024-02-29']);
    expect(dates('Alaska Day')).toEqual(['2024-10-18', '2025-10-19', '2026-10-19', '2027-10-18']);
  });

  it('moves a day to the first such weekday on or after it (to: a weekday name), except on the weekdays of stayOn', () => {
    const entries = loadAmendments(
      folder({
        US: [
          {
            action: 'move',
            day: '10-18',
            years: '2025-2028',
            name: 'Alaska Day',
            to: 'monday',
            stayOn: ['friday'],
            ...CITE,
          },
        ],
      }),
    );
    const { records } = produceCountry('US', 2024, 2029, entries);
    const dates = (name: string) =>
      records.filter((record) => record.name === name && !record.substitute).map((record) => record.date);
    // 18 October: 2024 Friday (before the years), 2025 Saturday, 2026 Sunday, 2027 Monday (its own), 2028 Wednesday, 2029 Thursday (after).
    expect(dates('Alaska Day')).toEqual([
      '2024-10-18',
      '2025-10-20',
      '2026-10-19',
      '2027-10-18',
      '2028-10-23',
      '2029-10-18',
    ]);
    const kept = loadAmendments(
      folder({
        US: [
          {
            action: 'move',
            day: '10-18',
            years: '2024',
            name: 'Alaska Day',
            to: 'monday',
            stayOn: ['friday'],
            ...CITE,
          },
        ],
      }),
    );
    expect(
      produceCountry('US', 2024, 2024, kept)
        .records.filter((record) => record.name === 'Alaska Day')
        .map((record) => record.date),
    ).toEqual(['2024-10-18']);
    const refused = (entry: Record<string, unknown>, field: RegExp) =>
      expect(() => loadAmendments(folder({ US: [{ action: 'move', name: 'Alaska Day', ...CITE, ...entry }] }))).toThrow(
        field,
      );
    refused({ date: '2026-10-18', to: 'monday' }, /field to: must be a calendar day YYYY-MM-DD/);
    refused(
      { day: '10-18', years: '2026', to: 'mondays' },
      /field to: must be a day of the year MM-DD, as day is, or a weekday name/,
    );
    refused({ day: '10-18', years: '2026', to: '10-19', stayOn: ['friday'] }, /field stayOn: only with a weekday to/);
    refused({ day: '10-18', years: '2026', to: 'monday', stayOn: ['fri'] }, /field stayOn.0: must be weekday names/);
  });

  it('adds a holiday on the first such weekday on or after a day of every year in a range (day with weekday): the nth Monday of a month', () => {
    const entries = loadAmendments(
      folder({
        US: [
          {
            action: 'add',
            day: '10-15',
            weekday: 'monday',
            years: '2025-2027',
            name: 'Third Monday',
            type: 'public',
            ...CITE,
          },
          {
            action: 'add',
            day: '10-01',
            weekday: 'wednesday',
            years: '2026',
            name: 'First Wednesday',
            type: 'public',
            ...CITE,
          },
        ],
      }),
    );
    const { records } = produceCountry('US', 2024, 2028, entries);
    const dates = (name: string) => records.filter((record) => record.name === name).map((record) => record.date);
    // 15 October: 2025 Wednesday, 2026 Thursday, 2027 Friday; a year whose 15th is that weekday keeps it (2029 is outside the years).
    expect(dates('Third Monday')).toEqual(['2025-10-20', '2026-10-19', '2027-10-18']);
    // 1 October 2026 is a Thursday: the first Wednesday is the 7th.
    expect(dates('First Wednesday')).toEqual(['2026-10-07']);
    const onItsDay = loadAmendments(
      folder({
        US: [
          {
            action: 'add',
            day: '10-15',
            weekday: 'monday',
            years: '2029',
            name: 'Third Monday',
            type: 'public',
            ...CITE,
          },
        ],
      }),
    );
    expect(
      produceCountry('US', 2029, 2029, onItsDay)
        .records.filter((record) => record.name === 'Third Monday')
        .map((record) => record.date),
    ).toEqual(['2029-10-15']);
    const refused = (entry: Record<string, unknown>, field: RegExp) =>
      expect(() =>
        loadAmendments(folder({ US: [{ action: 'add', name: 'Third Monday', type: 'public', ...CITE, ...entry }] })),
      ).toThrow(field);
    refused({ date: '2026-10-15', weekday: 'monday' }, /field weekday: only with day \(MM-DD\) and years/);
    refused({ easter: 1, years: '2026', weekday: 'monday' }, /field weekday: only with day \(MM-DD\) and years/);
    refused({ day: '10-15', years: '2026', weekday: 'mon' }, /field weekday: must be a weekday name/);
  });

  it('adds a day a number of days from Easter Sunday in every year of a range (easter with years)', () => {
    const entries = loadAmendments(
      folder({
        SS: [
          { action: 'add', easter: -2, years: '2025-', name: 'Good Friday', type: 'public', ...CITE },
          { action: 'add', easter: 0, years: '2024-2025', name: 'Easter Sunday', type: 'public', ...CITE },
        ],
      }),
    );
    const { records } = produceCountry('SS', 2024, 2027, entries);
    const dates = (name: string) =>
      records.filter((record) => record.name === name).map((record) => [record.date, record.type]);
    expect(dates('Good Friday')).toEqual([
      ['2025-04-18', 'public'],
      ['2026-04-03', 'public'],
      ['2027-03-26', 'public'],
    ]);
    expect(dates('Easter Sunday')).toEqual([
      ['2024-03-31', 'public'],
      ['2025-04-20', 'public'],
    ]);
    const refused = (entry: Record<string, unknown>, field: RegExp) =>
      expect(() =>
        loadAmendments(folder({ SS: [{ action: 'add', name: 'Good Friday', type: 'public', ...CITE, ...entry }] })),
      ).toThrow(field);
    refused(
      { easter: -2 },
      /field date: give either date \(one day\), or day \(MM-DD\) or easter \(days from Easter Sunday\) with years/,
    );
    refused({ easter: -2, day: '04-01', years: '2025' }, /field date: give either date/);
    refused({ easter: 1.5, years: '2025' }, /field easter: must be a whole number of days from Easter Sunday/);
  });

  it('a replacement-day law (observe): a public holiday on one of the weekdays is also observed on the next day that is neither one of them nor another holiday', () => {
    const entries = loadAmendments(
      folder({ BN: [{ action: 'observe', years: '2020-', weekdays: ['friday', 'sunday'], ...CITE }] }),
    );
    const without = produceCountry('BN', 2020, 2020).records;
    const { records } = produceCountry('BN', 2020, 2020, entries);
    const substitutes = records.filter((record) => record.substitute);
    const originals = records.filter((record) => !record.substitute);
    // Every public holiday on a Friday or a Sunday, and only those, is observed later; none was before.
    expect(without.filter((record) => record.substitute)).toEqual([]);
    const onRestDays = originals.filter(
      (record) => record.type === 'public' && [0, 5].includes(new Date(`${record.date}T00:00:00Z`).getUTCDay()),
    );
    expect(onRestDays.length).toBeGreaterThan(2);
    expect(originals.filter((record) => record.observed !== record.date).map((record) => record.date)).toEqual(
      onRestDays.map((record) => record.date),
    );
    expect(substitutes).toHaveLength(onRestDays.length);
    const holidays = new Set(originals.map((record) => record.date));
    for (const original of onRestDays) {
      const substitute = substitutes.find((record) => record.date === original.observed)!;
      expect(substitute, original.date).toBeDefined();
      expect(substitute.key).toBe(original.key);
      expect([0, 5]).not.toContain(new Date(`${substitute.date}T00:00:00Z`).getUTCDay());
      expect(holidays.has(substitute.date), substitute.date).toBe(false);
      expect(substitute.sources).toContain('amendments');
    }
    // National Day on Sunday 23 February 2020: Monday the 24th.
    expect(originals.find((record) => record.date === '2020-02-23')!.observed).toBe('2020-02-24');
    // No two holidays share a replacement day.
    expect(new Set(substitutes.map((record) => record.date)).size).toBe(substitutes.length);
  });

  it('a replacement-day law with oncePerRun gives days of one holiday in a row one replacement day between them', () => {
    const context = { country: 'TH', timezone: 'Asia/Bangkok', localLanguage: 'th' };
    const row = (date: string): SourceHoliday => ({
      source: 'date-holidays',
      country: 'TH',
      scope: null,
      date,
      substitute: false,
      key: 'songkran festival',
      names: { en: 'Songkran Festival' },
      localLanguage: 'th',
      type: 'public',
      start: `${date}T00:00:00.000Z`,
      end: `${date}T23:59:59.000Z`,
      timezone: 'Asia/Bangkok',
    });
    // 13-15 April 2024: Saturday, Sunday, Monday.
    const rows = ['2024-04-13', '2024-04-14', '2024-04-15'].map(row);
    const observed = (entry: Record<string, unknown>) =>
      applyCorrections(
        rows,
        loadAmendments(
          folder({ TH: [{ action: 'observe', years: '2024', weekdays: ['saturday', 'sunday'], ...CITE, ...entry }] }),
        ),
        context,
      ).rows.map((each) => each.observed ?? each.date);
    expect(observed({})).toEqual(['2024-04-16', '2024-04-17', '2024-04-15']);
    expect(observed({ oncePerRun: true })).toEqual(['2024-04-16', '2024-04-14', '2024-04-15']);
    expect(() => observed({ oncePerRun: false })).toThrow(/field oncePerRun: must be true, or left out/);
  });

  it('a law that moves the day off by weekday (observe with shifts): that many days away, before or after, free or not', () => {
    const context = { country: 'EC', timezone: 'America/Guayaquil', localLanguage: 'es' };
    const row = (date: string, name: string): SourceHoliday => ({
      source: 'date-holidays',
      country: 'EC',
      scope: null,
      date,
      substitute: false,
      key: name.toLowerCase(),
      names: { en: name },
      localLanguage: 'es',
      type: 'public',
      start: `${date}T05:00:00.000Z`,
      end: `${date}T05:00:00.000Z`,
      timezone: 'America/Guayaquil',
    });
    // Tuesday 24 May, Wednesday 10 August, Sunday 9 October, Friday 25 November 2022.
    const rows = [
      row('2022-05-24', 'Pichincha'),
      row('2022-08-10', 'Quito'),
      row('2022-10-09', 'Guayaquil'),
      row('2022-11-25', 'Other'),
    ];
    const shifts = { tuesday: -1, wednesday: 2, thursday: 1, saturday: -1, sunday: 1 };
    const entries = loadAmendments(folder({ EC: [{ action: 'observe', years: '2022', shifts, ...CITE }] }));
    expect(applyCorrections(rows, entries, context).rows.map((each) => each.observed ?? each.date)).toEqual([
      '2022-05-23',
      '2022-08-12',
      '2022-10-10',
      '2022-11-25',
    ]);
    const refused = (entry: Record<string, unknown>, field: RegExp) =>
      expect(() => loadAmendments(folder({ EC: [{ action: 'observe', years: '2022', ...CITE, ...entry }] }))).toThrow(
        field,
      );
    refused({}, /field weekdays: give either weekdays \(a replacement on the next free day\) or shifts/);
    refused({ weekdays: ['sunday'], shifts }, /field weekdays: give either weekdays/);
    refused({ shifts: { tuesday: 0 } }, /field shifts.tuesday: must move the day off/);
    refused({ shifts: { tues: -1 } }, /field shifts/);
    refused({ shifts, oncePerRun: true }, /field oncePerRun: only with weekdays/);
  });

  it('a retype or a removal reaches a holiday a feed lists only by its day off (a Sunday holiday in Hong Kong)', () => {
    // 1823 lists Monday 13 May 2019, the day off for the Birthday of the Buddha on Sunday the 12th; no row of the 12th.
    const dayOff: SourceHoliday = {
      source: 'hk-1823',
      country: 'HK',
      scope: null,
      date: '2019-05-13',
      substitute: true,
      substituteFor: '2019-05-12',
      key: 'birthday of the buddha',
      names: { en: 'Birthday of the Buddha' },
      localLanguage: 'zh',
      type: 'public',
      start: '2019-05-12T16:00:00.000Z',
      end: '2019-05-13T16:00:00.000Z',
      timezone: 'Asia/Hong_Kong',
    };
    const other: SourceHoliday = {
      ...dayOff,
      date: '2019-05-01',
      substitute: false,
      substituteFor: undefined,
      key: 'labour day',
      names: { en: 'Labour Day' },
    };
    const context = { country: 'HK', timezone: 'Asia/Hong_Kong', localLanguage: 'zh' };
    for (const occurrence of [{ years: '2019' }, { date: '2019-05-12' }]) {
      const entries = loadAmendments(
        folder({ HK: [{ action: 'retype', name: 'Birthday of the Buddha', ...occurrence, type: 'bank', ...CITE }] }),
      );
      const retyped = applyCorrections([dayOff, other], entries, context);
      expect(retyped.unmatched).toEqual([]);
      expect(retyped.rows.map((row) => [row.date, row.type])).toEqual([
        ['2019-05-13', 'bank'],
        ['2019-05-01', 'public'],
      ]);
    }
    const removal = loadAmendments(
      folder({ HK: [{ action: 'remove', name: 'Birthday of the Buddha', date: '2019-05-12', ...CITE }] }),
    );
    expect(applyCorrections([dayOff, other], removal, context).rows.map((row) => row.date)).toEqual(['2019-05-01']);
    // A day off of another holiday's day is not reached.
    const elsewhere = loadAmendments(
      folder({ HK: [{ action: 'retype', name: 'Birthday of the Buddha', date: '2019-05-13', type: 'bank', ...CITE }] }),
    );
    expect(applyCorrections([dayOff, other], elsewhere, context).unmatched).toHaveLength(1);
  });

  it('refuses a yearly entry without years, a day and a date at once, and a move whose to is not of the same form', () => {
    const refused = (entry: Record<string, unknown>, field: RegExp) =>
      expect(() => loadAmendments(folder({ US: [{ name: 'Alaska Day', ...CITE, ...entry }] }))).toThrow(field);
    refused(
      { action: 'add', day: '05-01', type: 'public' },
      /entry 1, field date: give either date \(one day\), or day \(MM-DD\) or easter \(days from Easter Sunday\) with years/,
    );
    refused(
      { action: 'add', day: '05-01', date: '2026-05-01', years: '2026', type: 'public' },
      /field date: give either date/,
    );
    refused(
      { action: 'add', day: '13-01', years: '2026', type: 'public' },
      /field day: must be a day of the year MM-DD/,
    );
    refused(
      { action: 'move', day: '10-18', years: '2026', to: '2026-10-19' },
      /field to: must be a day of the year MM-DD, as day is/,
    );
    refused({ action: 'move', date: '2026-10-18', to: '10-19' }, /field to: must be a calendar day YYYY-MM-DD/);
  });

  it('an entry that no longer matches anything stops the build, naming it', async () => {
    const dir = folder({ US: [{ action: 'remove', date: '2026-02-15', name: "Valentine's Day", ...CITE }] });
    const out = tempDir('amendments-stale');
    const error = await build({
      outDir: out,
      countries: ['US'],
      fromYear: 2026,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 5,
      workers: 1,
      amendmentsDir: dir,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CorrectionsError);
    expect((error as Error).message).toMatch(
      /amendments\/US\.json: entry 1 \(remove US 2026-02-15 "Valentine's Day"\) matches no holiday/,
    );
  });

  it('a law whose holiday a narrower build lacks does not stop it; the default years still judge the entry', () => {
    // Seychelles: Liberation Day was a public holiday until 2016; a Sunday rule for it, written "2000-", matches nothing
    // in a build of 2026 alone (such a build failed on amendments/SC.json while its rule read "2000-").
    const entries = loadAmendments(
      folder({
        US: [
          { action: 'add', day: '06-05', years: '2000-2016', name: 'Test Liberation Day', type: 'public', ...CITE },
          { action: 'observe', years: '2000-', name: 'Test Liberation Day', weekdays: ['sunday'], ...CITE },
          { action: 'retype', years: '2020-', name: 'No Such Day', type: 'observance', ...CITE },
        ],
      }),
    );
    const { records } = produceCountry('US', 2026, 2026, entries.slice(0, 2));
    expect(records.some((record) => record.name === 'Test Liberation Day')).toBe(false);
    // A law with years of the default build (2000-2035) that matches nothing there is still an error: the default
    // build covers its years; so is any entry of the operator's corrections, and a dated one, in any build.
    const context = { country: 'US', timezone: 'UTC', localLanguage: 'en', fullYears: { from: 2000, to: 2035 } };
    const unmatched = (years: { from: number; to: number }, entry = entries[2]!) =>
      applyCorrections([], [entry], { ...context, years }).unmatched;
    expect(unmatched({ from: 2025, to: 2026 })).toEqual([]);
    expect(unmatched({ from: 1999, to: 2035 })).toEqual([
      expect.stringMatching(/entry 3 .*"No Such Day".* matches no holiday/),
    ]);
    expect(unmatched({ from: 2025, to: 2026 }, { ...entries[2]!, layer: 'corrections' })).toHaveLength(1);
  });

  it('the project amendments build one year alone, as they build the default years', () => {
    for (const country of ['SC', 'BB']) {
      const own = loadAmendments(DEFAULT_AMENDMENTS_DIR).filter((entry) => entry.country === country);
      expect(produceCountry(country, 2026, 2026, own).records.length, country).toBeGreaterThan(5);
    }
  });

  it('a later build with no flags keeps the amendment: it lives in the folder, not in a flag', async () => {
    const dir = folder({ US: [{ action: 'add', date: '2026-06-01', name: 'Extra Day', type: 'public', ...CITE }] });
    const out = tempDir('amendments-kept');
    const options = {
      outDir: out,
      countries: ['US'],
      fromYear: 2026,
      toYear: 2026,
      keep: 5,
      workers: 1,
      amendmentsDir: dir,
    };
    expect(await build({ ...options, at: '2026-01-01T00:00:00Z' })).toMatchObject({
      status: 'published',
      added: expect.any(Number),
    });
    const extra = () => readLedger(join(out, 'current'), 'US').filter((record) => record.name === 'Extra Day');
    expect(extra()).toEqual([
      expect.objectContaining({ date: '2026-06-01', type: 'public', deprecated: false, sources: ['amendments'] }),
    ]);
    expect(manifestOf(out).sources).toContainEqual(expect.objectContaining({ id: 'amendments', status: 'ok' }));

    const again = await build({ ...options, at: '2026-02-01T00:00:00Z', force: true });
    expect(again).toMatchObject({ status: 'unchanged', deprecatedNow: 0 });
    expect(extra()).toEqual([expect.objectContaining({ deprecated: false, revision: 1 })]);

    // Taking the entry out of the folder is a reviewed change like any other: the record is deprecated.
    writeFileSync(join(dir, 'US.json'), JSON.stringify({ country: 'US', amendments: [] }));
    expect(await build({ ...options, at: '2026-03-01T00:00:00Z' })).toMatchObject({
      status: 'published',
      deprecatedNow: 1,
    });
    expect(extra()).toEqual([expect.objectContaining({ deprecated: true, revision: 2 })]);
  });
});
