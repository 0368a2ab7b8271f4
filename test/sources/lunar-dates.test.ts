// The calendar engines' stage (sources/lunar-dates.ts) on the rule library's real rows.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gregorianOf } from '../../sources/calendars/islamic.js';
import { DateHolidaysCountry } from '../../sources/date-holidays.js';
import { addDays, daysBetween } from '../../core/dates.js';
import { applyLunarDates, ENGINES, optionsOf, type LunarDisagreement } from '../../sources/lunar-dates.js';
import { parseReviewed } from '../../sources/calendars/engine.js';
import { announcedDays, announcedSchema, reckonings, reckoningSchema } from '../../sources/calendars/islamic.js';
import { spans } from '../../sources/calendars/chinese.js';
import { FESTIVALS, hinduEntries, hinduPlaces } from '../../sources/calendars/hindu.js';
import { lunarConflicts } from '../../pipeline/lunar-conflicts.js';
import type { SourceHoliday } from '../../core/types.js';

const RECKONINGS = reckonings();
const ANNOUNCED = announcedDays();
const SPANS = spans();
const HINDU = hinduEntries();
const HINDU_PLACES = hinduPlaces();
const rowsOf = (country: string, from = 2020, to = 2021) =>
  new DateHolidaysCountry(country).holidays(from, to).filter((row) => row.scope === null);
// BD's Eid al-Fitr 2020 alone (its 25 May): the tests below are about that entry, whatever else BD announced.
const bdFitr2020 = () => ({
  reckoning: 'announced' as const,
  announced: ANNOUNCED.filter((entry) => entry.country === 'BD' && entry.date === '2020-05-25'),
});
const named = (rows: readonly SourceHoliday[], pattern: RegExp) =>
  rows.filter((row) => pattern.test(row.names.en ?? '')).map((row) => row.date);
const gazette = (
  JSON.parse(
    readFileSync(new URL('../fixtures/calendars/buddhist-full-moon-days-2020.json', import.meta.url), 'utf8'),
  ) as {
    sriLankaPoya: { days: Record<string, string> };
  }
).sriLankaPoya.days;

describe('reviewed data (calendars/reckoning.json, announced.json)', () => {
  it('gives every country a reckoning with a reason, and every announced day a source', () => {
    for (const [country, entry] of Object.entries(RECKONINGS)) {
      expect(['umalqura', 'civil', 'tbla', 'crescent', 'announced'], country).toContain(entry.reckoning);
      expect(entry.reason.length, country).toBeGreaterThan(40);
    }
    expect(RECKONINGS.SA!.reckoning).toBe('umalqura');
    // Iran's lunar holidays follow its own months: estimated by the crescent, confirmed by its official calendar.
    expect(RECKONINGS.IR).toMatchObject({
      reckoning: 'crescent',
      criterion: 'yallop-optical-aid',
      place: { name: 'Bushehr', zone: 'Asia/Tehran' },
    });
    expect(RECKONINGS.BD).toMatchObject({
      reckoning: 'crescent',
      criterion: 'odeh-naked-eye',
      place: { name: 'Dhaka', zone: 'Asia/Dhaka' },
    });
    for (const entry of ANNOUNCED) {
      expect(entry.source.length, `${entry.country} ${entry.holiday}`).toBeGreaterThan(20);
      // An announced day belongs to a country whose reckoning is reviewed (it confirms or corrects that reckoning's day).
      expect(RECKONINGS[entry.country], `${entry.country} ${entry.date}`).toBeDefined();
    }
  });

  it('stops on a reckoning without a reason, an unknown reckoning, a crescent without its place, an announced day without a source or given twice, naming the file and the field', () => {
    const reckoning = (countries: unknown) => () =>
      parseReviewed('reckoning.json', reckoningSchema, { about: 'test', countries });
    const reason = 'a reason long enough to pass the schema, citing a decree';
    expect(reckoning({ XX: { reckoning: 'umalqura', reason } })).not.toThrow();
    expect(reckoning({ XX: { reckoning: 'umalqura' } })).toThrow(
      /^sources\/calendars\/reckoning\.json: countries\.XX\.reason: must say/,
    );
    expect(reckoning({ XX: { reckoning: 'lunar', reason } })).toThrow(
      /^sources\/calendars\/reckoning\.json: countries\.XX\.reckoning: must be one of umalqura, civil, tbla, crescent, announced/,
    );
    expect(reckoning({ XX: { reckoning: 'crescent', reason, criterion: 'odeh-naked-eye' } })).toThrow(
      /countries\.XX\.place: /,
    );
    expect(
      reckoning({
        XX: {
          reckoning: 'crescent',
          reason,
          criterion: 'by-eye',
          place: { name: 'Dhaka', lat: 23.8, lon: 90.4, zone: 'Asia/Dhaka' },
        },
      }),
    ).toThrow(/countries\.XX\.criterion: must be one of odeh-naked-eye/);
    expect(
      reckoning({
        XX: {
          reckoning: 'crescent',
          reason,
          criterion: 'odeh-naked-eye',
          place: { name: 'Dhaka', lat: 23.8, lon: 90.4, zone: 'Asia/Dacca City' },
        },
      }),
    ).toThrow(/countries\.XX\.place\.zone: is not an IANA time zone/);
    const announced = (entry: unknown) => () => parseReviewed('announced.json', announcedSchema, { entries: [entry] });
    expect(announced({ country: 'BD', holiday: 'Eid', date: '2024-06-17' })).toThrow(
      /^sources\/calendars\/announced\.json: entries\.0\.source: must cite/,
    );
    expect(
      announced({ country: 'BD', holiday: 'Eid', date: '17 June 2024', source: 'The Daily Star, 7 June 2024' }),
    ).toThrow(/entries\.0\.date: must be a day/);
    const eid = { country: 'BD', holiday: 'Eid', date: '2024-06-17', source: 'The Daily Star, 7 June 2024' };
    const twice =
      (...entries: unknown[]) =>
      () =>
        parseReviewed('announced.json', announcedSchema, { entries });
    expect(twice(eid, { ...eid, date: '2024-06-16' })).toThrow(
      /entries\.1\.date: must not give BD's Eid a second time: entries\.0 already/,
    );
    // The same holiday twice in one Gregorian year (January and December) is two lunar years.
    expect(twice({ ...eid, date: '2015-01-04' }, { ...eid, date: '2015-12-24' })).not.toThrow();
    expect(twice(eid, { ...eid, subdivisions: ['BD-13'] })).not.toThrow();
  });
});

describe('Islamic days', () => {
  it('BD: an announced Eid al-Fitr 2020 moves all three days a day later and is no longer an estimate', () => {
    const before = rowsOf('BD');
    const { rows, disagreements } = applyLunarDates('BD', before, bdFitr2020());
    expect(named(before, /Eid al-Fitr/).filter((day) => day.startsWith('2020'))).toEqual([
      '2020-05-24',
      '2020-05-25',
      '2020-05-26',
    ]);
    const eid = rows.filter((row) => /Eid al-Fitr/.test(row.names.en ?? '') && row.date.startsWith('2020'));
    expect(eid.map((row) => [row.date, row.estimated ?? false, row.contributors])).toEqual([
      ['2020-05-25', false, [ENGINES.announced]],
      ['2020-05-26', false, [ENGINES.announced]],
      ['2020-05-27', false, [ENGINES.announced]],
    ]);
    expect(eid[0]!.start).toBe('2020-05-24T12:00:00.000Z');
    // (BD's Durga Puja moves too: the Hindu festivals below.)
    expect(disagreements.filter((line) => line.engine !== ENGINES.hindu)).toEqual([
      {
        country: 'BD',
        year: 2020,
        key: 'end of ramadan (eid al-fitr)',
        engine: ENGINES.announced,
        scope: [],
        libraryDate: '2020-05-24',
        engineDate: '2020-05-25',
      },
    ]);
    // 2021 has no announced day: the library's estimate stays.
    expect(
      rows
        .filter((row) => /Eid al-Fitr/.test(row.names.en ?? '') && row.date.startsWith('2021'))
        .map((row) => [row.date, row.estimated]),
    ).toEqual([
      ['2021-05-13', true],
      ['2021-05-14', true],
      ['2021-05-15', true],
    ]);
  });

  it("BD (crescent at Dhaka): a year without an announcement takes the engine's day, still an estimate, listed by calendar-crescent", () => {
    const { rows, disagreements } = applyLunarDates('BD', rowsOf('BD'), {
      ...optionsOf('BD'),
      announced: bdFitr2020().announced,
    });
    // Eid al-Fitr 2021: the library's 13 May, the crescent's 14 May (Bangladesh kept 14 May); 2020 stays the announced 25 May.
    expect(
      rows
        .filter((row) => /Eid al-Fitr/.test(row.names.en ?? ''))
        .map((row) => [row.date, row.estimated ?? false, row.contributors]),
    ).toEqual([
      ['2020-05-25', false, [ENGINES.announced]],
      ['2020-05-26', false, [ENGINES.announced]],
      ['2020-05-27', false, [ENGINES.announced]],
      ['2021-05-14', true, [ENGINES.crescent]],
      ['2021-05-15', true, [ENGINES.crescent]],
      ['2021-05-16', true, [ENGINES.crescent]],
    ]);
    expect(disagreements).toContainEqual({
      country: 'BD',
      year: 2021,
      key: 'end of ramadan (eid al-fitr)',
      engine: ENGINES.crescent,
      scope: [],
      libraryDate: '2021-05-13',
      engineDate: '2021-05-14',
    });
  });

  it("IR (crescent at Bushehr): 30 Safar in a 29-day Safar is the month's last day, as Iran keeps Imam Reza's martyrdom", () => {
    // Safar 1448 AH (2026): the engine's starts 16 July and Rabi al-awwal 14 August, 29 days. The announced days are left
    // out so that the engine decides. Read as the library reads it, "30 Safar" would be 1 Rabi al-awwal, 14 August.
    const { rows } = applyLunarDates('IR', rowsOf('IR', 2026, 2026), { ...optionsOf('IR'), announced: [] });
    const reza = named(rows, /^Martyrdom of Imam Reza$/);
    const demise = named(rows, /^Demise of Prophet Muhammad and Imam Hassan \(Mujtaba\)$/);
    const hassan = named(rows, /^Martyrdom of Imam Hassan$/);
    expect([demise, reza, hassan]).toEqual([['2026-08-12'], ['2026-08-13'], ['2026-08-21']]);
    // The last day of Safar is the day before 1 Rabi al-awwal, eight days before 8 Rabi al-awwal.
    expect(reza).toEqual([addDays(hassan[0]!, -8)]);
    expect(daysBetween(demise[0]!, reza[0]!)).toBe(1);
  });

  it("TZ: the announced day moves the library's a day later, every day of the holiday with it", () => {
    const { rows, disagreements } = applyLunarDates('TZ', rowsOf('TZ'));
    expect(disagreements).toEqual([
      {
        country: 'TZ',
        year: 2021,
        key: 'end of ramadan (eid al-fitr)',
        engine: ENGINES.announced,
        scope: [],
        libraryDate: '2021-05-13',
        engineDate: '2021-05-14',
      },
      {
        country: 'TZ',
        year: 2021,
        key: 'feast of the sacrifice (eid al-adha)',
        engine: ENGINES.announced,
        scope: [],
        libraryDate: '2021-07-20',
        engineDate: '2021-07-21',
      },
    ]);
    expect(
      rows
        .filter((row) => /Eid al-Fitr/.test(row.names.en ?? '') && row.date.startsWith('2021'))
        .map((row) => [row.date, row.estimated ?? false]),
    ).toEqual([
      ['2021-05-14', false],
      ['2021-05-15', false],
    ]);
  });

  it("an announced day equal to the library's confirms it (no disagreement, no estimate)", () => {
    const announced = [
      { country: 'TZ', holiday: 'End of Ramadan (Eid al-Fitr)', date: '2021-05-13', source: 'a test notice' },
    ];
    const { rows, disagreements } = applyLunarDates('TZ', rowsOf('TZ'), { reckoning: 'announced', announced });
    expect(disagreements).toEqual([]);
    expect(
      rows
        .filter((row) => /Eid al-Fitr/.test(row.names.en ?? '') && row.date.startsWith('2021'))
        .map((row) => [row.date, row.estimated ?? false]),
    ).toEqual([
      ['2021-05-13', false],
      ['2021-05-14', false],
    ]);
  });

  it('a reckoning moves each Hijri day to its date (tabular astronomical reckoning, for the test)', () => {
    const { rows, disagreements } = applyLunarDates('BD', rowsOf('BD', 2020, 2020), { reckoning: 'tbla' });
    const want = gregorianOf({ year: 1441, month: 10, day: 1 }, 'tbla');
    expect(want).not.toBe('2020-05-24');
    const eid = rows.filter((row) => /Eid al-Fitr/.test(row.names.en ?? ''));
    expect(eid[0]!.date).toBe(want);
    expect(eid.every((row) => row.estimated === true && row.contributors?.includes(ENGINES.islamic))).toBe(true);
    expect(disagreements.find((line) => line.key === 'end of ramadan (eid al-fitr)')).toMatchObject({
      libraryDate: '2020-05-24',
      engineDate: want,
      engine: ENGINES.islamic,
    });
  });

  it("SA (Umm al-Qura): the library's days 2020–2021 are the engine's; nothing moves", () => {
    const before = rowsOf('SA');
    const { rows, disagreements } = applyLunarDates('SA', before);
    expect(disagreements).toEqual([]);
    expect(rows.map((row) => row.date)).toEqual(before.map((row) => row.date));
    expect(named(rows, /Eid al-Fitr/)[1]).toBe(gregorianOf({ year: 1441, month: 10, day: 1 }, 'umalqura'));
  });

  it('a day off derived from a moved holiday moves with it', () => {
    const row: SourceHoliday = {
      source: 'date-holidays',
      country: 'BD',
      scope: null,
      date: '2020-05-24',
      observed: '2020-05-26',
      substitute: false,
      key: 'end of ramadan (eid al-fitr)',
      names: { en: 'End of Ramadan (Eid al-Fitr)' },
      localLanguage: 'bn',
      type: 'public',
      start: '2020-05-23T18:00:00.000Z',
      end: '2020-05-24T18:00:00.000Z',
      timezone: 'Asia/Dhaka',
      estimated: true,
    };
    const substitute: SourceHoliday = {
      ...row,
      observed: undefined,
      date: '2020-05-26',
      substitute: true,
      substituteFor: '2020-05-24',
    };
    delete substitute.observed;
    const { rows } = applyLunarDates('BD', [row, substitute], undefined, () => '1 Shawwal');
    expect(rows.map((each) => [each.date, each.observed, each.substituteFor])).toEqual([
      ['2020-05-25', '2020-05-27', undefined],
      ['2020-05-27', undefined, '2020-05-25'],
    ]);
  });

  it('moves a rule that adds a day off by weekday, its day off recomputed for the new day (SL, as if tbla)', () => {
    const rows = rowsOf('SL', 2020, 2020);
    const { rows: out, disagreements } = applyLunarDates('SL', rows, { reckoning: 'tbla' });
    const korite = (each: readonly SourceHoliday[]) =>
      each.filter((row) => row.names.en === 'Korité').map((row) => `${row.date}${row.substitute ? ' substitute' : ''}`);
    // `1 Shawwal and if Sunday then next Monday`: Sunday 24 May and its Monday; on Saturday 23 May, no day off.
    expect(korite(rows)).toEqual(['2020-05-24', '2020-05-25 substitute']);
    expect(korite(out)).toEqual(['2020-05-23']);
    expect(disagreements.map((line) => [line.key, line.libraryDate, line.engineDate])).toEqual([
      ['korité', '2020-05-24', '2020-05-23'],
      ['tabaski', '2020-07-31', '2020-07-30'],
      ['mawlid', '2020-10-29', '2020-10-28'],
    ]);
  });
});

describe('Buddhist days', () => {
  it('TH: Vesak Day, Asalha Puja and Buddhist Lent of 2020 take the announced days', () => {
    const { rows, disagreements } = applyLunarDates('TH', rowsOf('TH'));
    expect(named(rows, /^Vesak Day$/)[0]).toBe('2020-05-06');
    expect(named(rows, /^Asalha Puja$/)).toEqual(['2020-07-05', '2021-07-24']);
    expect(named(rows, /^Buddhist Lent$/)).toEqual(['2020-07-06', '2021-07-25']);
    expect(disagreements.map((line) => [line.key, line.libraryDate, line.engineDate])).toEqual([
      ['vesak day', '2020-05-07', '2020-05-06'],
      ['asalha puja', '2020-07-04', '2020-07-05'],
      ['buddhist lent', '2020-07-05', '2020-07-06'],
    ]);
  });

  it("LK: every Poya day of 2020 is the gazette's (13 of 13), Adhi Poson gives way to Adhi Vap", () => {
    const { rows, disagreements } = applyLunarDates('LK', rowsOf('LK', 2020, 2020));
    const poya = Object.fromEntries(
      rows
        .filter((row) => /^(Adhi )?\w+ Full Moon Poya Day$/.test(row.names.en ?? ''))
        .map((row) => [row.names.en!.replace(' Full Moon Poya Day', '').replace('Madin', 'Medin'), row.date]),
    );
    expect(poya).toEqual(gazette);
    expect(named(rows, /^Day following Vesak/)).toEqual(['2020-05-08']);
    expect(rows.find((row) => row.names.en === 'Adhi Vap Full Moon Poya Day')!.names.si).toBe(
      'අධි වප් පුර පසළොස්වක පෝය දිනය',
    );
    expect(disagreements.find((line) => line.key === 'duruthu full moon poya day')).toMatchObject({
      libraryDate: '2020-01-03',
      engineDate: '2020-01-10',
      engine: ENGINES.buddhist,
    });
    expect(disagreements.find((line) => line.key === 'adhi poson full moon poya day')).toMatchObject({
      libraryDate: '2020-05-30',
      engineDate: null,
    });
  });
});

describe('Chinese calendar', () => {
  it("a library day that disagrees with the engine takes the engine's", () => {
    const row: SourceHoliday = {
      source: 'date-holidays',
      country: 'CN',
      scope: null,
      date: '2020-10-02',
      substitute: false,
      key: 'mid-autumn festival',
      names: { en: 'Mid-Autumn Festival' },
      localLanguage: 'zh',
      type: 'public',
      start: '2020-10-01T16:00:00.000Z',
      end: '2020-10-02T16:00:00.000Z',
      timezone: 'Asia/Shanghai',
    };
    const { rows, disagreements } = applyLunarDates('CN', [row], {}, () => 'chinese 08-0-15');
    expect(rows[0]!.date).toBe('2020-10-01');
    expect(disagreements).toEqual([
      {
        country: 'CN',
        year: 2020,
        key: 'mid-autumn festival',
        engine: ENGINES.chinese,
        scope: [],
        libraryDate: '2020-10-02',
        engineDate: '2020-10-01',
      },
    ]);
  });

  it("2033: the library's months after its misplaced leap month run a month late; the engine's day is used, the Hong Kong Observatory's", () => {
    const hko = JSON.parse(
      readFileSync(new URL('../fixtures/calendars/hko-lunar-calendar-2000-2035.json', import.meta.url), 'utf8'),
    ) as { midAutumn: Record<string, string> };
    const { rows, disagreements } = applyLunarDates('CN', rowsOf('CN', 2033, 2033));
    expect(named(rows, /^Mid-Autumn Festival$/)).toEqual([hko.midAutumn['2033']]);
    expect(disagreements.find((line) => line.key === 'mid-autumn festival')).toMatchObject({
      libraryDate: '2033-10-07',
      engineDate: '2033-09-08',
    });
    // Double Ninth (9/9) in Taiwan: 1 October 2033, not 30 October.
    expect(named(applyLunarDates('TW', rowsOf('TW', 2033, 2033)).rows, /^Double Ninth Festival$/)).toEqual([
      '2033-10-01',
    ]);
    // Rules with a Sunday clause move too where neither day is a Sunday: Taiwan's Mid-Autumn, Hong Kong's day after it.
    expect(named(applyLunarDates('TW', rowsOf('TW', 2033, 2033)).rows, /^Mid-Autumn Festival$/)).toEqual([
      hko.midAutumn['2033'],
    ]);
    expect(
      named(
        applyLunarDates('HK', rowsOf('HK', 2033, 2033)).rows,
        /^The day following the Chinese Mid-Autumn Festival$/,
      ),
    ).toEqual(['2033-09-09']);
  });

  it("a rule with a Sunday clause keeps the library's day when the engine's is a Sunday (the clause would have moved it)", () => {
    // 16th day of the 8th month 2022: Sunday 11 September. A row a day late, on the Monday, is left as it is.
    const row: SourceHoliday = {
      source: 'date-holidays',
      country: 'HK',
      scope: null,
      date: '2022-09-12',
      substitute: false,
      key: 'the day following the chinese mid-autumn festival',
      names: { en: 'The day following the Chinese Mid-Autumn Festival' },
      localLanguage: 'zh',
      type: 'public',
      start: '2022-09-11T16:00:00.000Z',
      end: '2022-09-12T16:00:00.000Z',
      timezone: 'Asia/Hong_Kong',
    };
    expect(applyLunarDates('HK', [row], {}, () => 'chinese 08-0-16 not on Sunday').rows[0]!.date).toBe('2022-09-12');
    // The same rule without the clause takes the engine's Sunday.
    expect(applyLunarDates('HK', [row], {}, () => 'chinese 08-0-16').rows[0]!.date).toBe('2022-09-11');
  });

  it("CN, HK, KR, VN 2020–2021: the library agrees with the engine (KR's Seollal span, a reviewed correction, aside)", () => {
    for (const country of ['CN', 'HK', 'KR', 'VN']) {
      expect(
        applyLunarDates(country, rowsOf(country)).disagreements.filter((line) => line.engine !== ENGINES.spans),
        country,
      ).toEqual([]);
    }
  });
});

describe('as conflicts (pipeline/lunar-conflicts.ts)', () => {
  it("says the library's day and the engine's, the engine winning; years an official feed covers are left out", () => {
    const { disagreements } = applyLunarDates('BD', rowsOf('BD'), bdFitr2020());
    expect(lunarConflicts(disagreements)).toEqual([
      {
        country: 'BD',
        year: 2020,
        kind: 'different-date',
        key: 'durga puja',
        says: {
          [ENGINES.hindu]: { date: '2020-10-26', scope: [] },
          'date-holidays': { date: '2020-10-25', scope: [] },
        },
        winner: ENGINES.hindu,
      },
      {
        country: 'BD',
        year: 2020,
        kind: 'different-date',
        key: 'end of ramadan (eid al-fitr)',
        says: {
          [ENGINES.announced]: { date: '2020-05-25', scope: [] },
          'date-holidays': { date: '2020-05-24', scope: [] },
        },
        winner: ENGINES.announced,
      },
      {
        country: 'BD',
        year: 2021,
        kind: 'different-date',
        key: "buddha's birthday",
        says: {
          [ENGINES.hindu]: { date: '2021-05-26', scope: [] },
          'date-holidays': { date: '2021-05-19', scope: [] },
        },
        winner: ENGINES.hindu,
      },
      {
        country: 'BD',
        year: 2021,
        kind: 'different-date',
        key: 'durga puja',
        says: {
          [ENGINES.hindu]: { date: '2021-10-15', scope: [] },
          'date-holidays': { date: '2021-10-08', scope: [] },
        },
        winner: ENGINES.hindu,
      },
    ]);
    expect(lunarConflicts(disagreements, [{ years: [2020, 2021] }])).toEqual([]);
  });
});

describe('Umm al-Qura limits', () => {
  it('reads "30 Ramadan" in a 29-day month as the 1st of Shawwal, as the library does (SA 2023: no move)', () => {
    const { disagreements } = applyLunarDates('SA', rowsOf('SA', 2023, 2023));
    expect(disagreements).toEqual([]);
  });

  it('leaves years beyond 1450 AH to the library (ICU unchecked there): SA 2033', () => {
    const rows = rowsOf('SA', 2033, 2033);
    expect(applyLunarDates('SA', rows).disagreements).toEqual([]);
    // With a reckoning that is not limited, the engine would move Eid al-Adha 2033 (the check above is not vacuous).
    expect(applyLunarDates('SA', rows, { reckoning: 'civil' }).disagreements.length).toBeGreaterThan(0);
  });
});

describe('spans (calendars/spans.json)', () => {
  it('moves every day of a reviewed rule, citing the law; each entry still matches the library', () => {
    for (const span of SPANS) expect(span.source.length, `${span.country} ${span.holiday}`).toBeGreaterThan(40);
    const before = rowsOf('KR', 2025, 2026);
    const { rows, disagreements } = applyLunarDates('KR', before);
    // Seollal 2025 (29 January) and 2026 (17 February): the day before, the day, the day after.
    expect(named(before, /^Korean New Year$/)).toEqual([
      '2025-01-29',
      '2025-01-30',
      '2025-01-31',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
    ]);
    expect(named(rows, /^Korean New Year$/)).toEqual([
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
    ]);
    expect(
      disagreements.filter((line) => line.engine === ENGINES.spans).map((line) => [line.libraryDate, line.engineDate]),
    ).toEqual([
      ['2025-01-29', '2025-01-28'],
      ['2025-01-30', '2025-01-29'],
      ['2025-01-31', '2025-01-30'],
      ['2026-02-17', '2026-02-16'],
      ['2026-02-18', '2026-02-17'],
      ['2026-02-19', '2026-02-18'],
    ]);
    // Korean Thanksgiving's rule (korean 8-0-14 P3D) starts on the day before already: unchanged.
    expect(named(rows, /^Korean Thanksgiving$/)).toEqual(named(before, /^Korean Thanksgiving$/));
    // Every entry names a rule the library still has (else it would move nothing).
    for (const span of SPANS) {
      const year = span.years ? Number(span.years.slice(0, 4)) : 2024;
      const moved = applyLunarDates(span.country, rowsOf(span.country, year, year)).disagreements.filter(
        (line) => line.engine === ENGINES.spans,
      );
      expect(moved.length, `${span.country} ${span.rule}`).toBeGreaterThan(0);
    }
  });

  it("adds a day in the years a law gave it (copy): China's Spring Festival is four days from 2025, three before", () => {
    const spring = (from: number, to: number) =>
      named(applyLunarDates('CN', rowsOf('CN', from, to)).rows, /^Spring Festival$/);
    // 2027: the eve (5 February) to the third day (8 February); 2024 keeps the library's three days (the eve to the second day).
    expect(spring(2027, 2027)).toEqual(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08']);
    expect(spring(2024, 2024)).toEqual(['2024-02-09', '2024-02-10', '2024-02-11']);
    const added = applyLunarDates('CN', rowsOf('CN', 2027, 2027)).disagreements.filter(
      (line) => line.engine === ENGINES.spans,
    );
    expect(added).toEqual([
      {
        country: 'CN',
        year: 2027,
        key: 'spring festival',
        engine: ENGINES.spans,
        scope: [],
        libraryDate: null,
        engineDate: '2027-02-08',
      },
    ]);
  });
});

describe('Hindu festivals (calendars/hindu.json)', () => {
  const hinduLines = (disagreements: readonly LunarDisagreement[]) =>
    disagreements.filter((line) => line.engine === ENGINES.hindu);

  it('names a known festival and place for each entry, cites what it rests on, and names no country in code', () => {
    for (const entry of HINDU) {
      expect(FESTIVALS, `${entry.country} ${entry.holiday}`).toHaveProperty(entry.festival);
      expect(HINDU_PLACES, `${entry.country} ${entry.holiday}`).toHaveProperty(entry.place);
      expect(entry.source.length, `${entry.country} ${entry.holiday}`).toBeGreaterThan(80);
      if (entry.add) expect(entry.add.names.en, `${entry.country} ${entry.holiday}`).toBe(entry.holiday);
    }
    for (const place of Object.values(HINDU_PLACES)) expect(place.source.length).toBeGreaterThan(40);
    const code =
      readFileSync(new URL('../../sources/calendars/hindu.ts', import.meta.url), 'utf8') +
      readFileSync(new URL('../../sources/lunar-dates.ts', import.meta.url), 'utf8').split('// ── Hindu festivals')[1]!;
    expect(code).not.toMatch(/'(IN|LK|BD|NP|MU|MY|SG)'/);
  });

  it("IN: adds the central government's festivals (the compulsory ones every year, Delhi's from 2023); announced 2015-2026, estimates after", () => {
    const before = rowsOf('IN', 2022, 2027);
    expect(named(before, /^(Diwali|Dussehra|Holi)$/)).toEqual([]);
    const { rows, disagreements } = applyLunarDates('IN', before, { years: { from: 2022, to: 2027 } });
    const day = (name: string, year: number) =>
      rows
        .filter((row) => row.names.en === name && row.date.startsWith(`${year}`))
        .map((row) => [row.date, row.scope, row.type, row.estimated ?? false, row.source]);
    expect(day('Diwali', 2026)).toEqual([['2026-11-08', null, 'public', false, ENGINES.hindu]]);
    expect(day('Dussehra', 2026)).toEqual([['2026-10-20', null, 'public', false, ENGINES.hindu]]);
    expect(day('Holi', 2026)).toEqual([['2026-03-04', 'IN-DL', 'regional', false, ENGINES.hindu]]);
    expect(day('Diwali', 2027)).toEqual([['2027-10-29', null, 'public', true, ENGINES.hindu]]);
    // The compulsory ones in every year: 2022's is the list's day (amendments/IN.json's dated entry merges with it);
    // Delhi's three from 2023 (before it, amendments/IN.json's dated entries).
    expect(day('Diwali', 2022)).toEqual([['2022-10-24', null, 'public', false, ENGINES.hindu]]);
    expect(day('Holi', 2022)).toEqual([]);
    expect(rows.find((row) => row.names.en === 'Diwali' && row.date.startsWith('2023'))).toMatchObject({
      names: { en: 'Diwali', hi: 'दीपावली' },
      localLanguage: 'en',
      timezone: 'Asia/Kolkata',
      start: '2023-11-11T18:30:00.000Z',
      end: '2023-11-12T18:30:00.000Z',
    });
    // Eight festivals a year, 2023-2027, and the five compulsory ones of 2022: each an engine-only line of conflicts.ndjson.
    expect(hinduLines(disagreements)).toHaveLength(45);
    expect(hinduLines(disagreements).every((line) => line.libraryDate === null)).toBe(true);
  });

  it("LK: Deepavali and Mahasivarathri leave the library's frozen 8 November and 15 February for the gazette days; estimates after 2026", () => {
    const before = rowsOf('LK', 2020, 2030);
    expect(new Set(named(before, /^Deepavali Festival Day$/).map((day) => day.slice(5)))).toEqual(new Set(['11-08']));
    const { rows, disagreements } = applyLunarDates('LK', before);
    const deepavali = named(rows, /^Deepavali Festival Day$/);
    expect(deepavali.filter((day) => day <= '2026-12-31')).toEqual([
      '2020-11-14',
      '2021-11-04',
      '2022-10-24',
      '2023-11-12',
      '2024-10-31',
      '2025-10-20',
      '2026-11-08',
    ]);
    expect(named(rows, /^Mahasivarathri Day$/).filter((day) => day <= '2026-12-31')).toEqual([
      '2020-02-21',
      '2021-03-11',
      '2022-03-01',
      '2023-02-18',
      '2024-03-08',
      '2025-02-26',
      '2026-02-15',
    ]);
    // No day repeats from year to year any more.
    expect(new Set(deepavali.map((day) => day.slice(5))).size).toBe(deepavali.length);
    const row = rows.find((each) => each.date === '2023-11-12')!;
    expect(row).toMatchObject({
      source: 'date-holidays',
      contributors: [ENGINES.hindu],
      start: '2023-11-11T18:30:00.000Z',
    });
    expect(row.estimated).toBeUndefined();
    expect(
      rows.find((each) => each.names.en === 'Deepavali Festival Day' && each.date.startsWith('2027'))!.estimated,
    ).toBe(true);
    // 2026's Deepavali is the library's day: no line; the others move.
    expect(hinduLines(disagreements).filter((line) => line.key === 'deepavali festival day')).toHaveLength(10);
  });

  it('BD: Durga Puja (Bijoya Dashami) on 26 October 2020 (the library said the 25th) and 15 October 2021 (the library froze 8 October)', () => {
    const { rows, disagreements } = applyLunarDates('BD', rowsOf('BD'));
    expect(named(rows, /^Durga Puja$/)).toEqual(['2020-10-26', '2021-10-15']);
    expect(hinduLines(disagreements).filter((line) => line.key === 'durga puja')).toEqual([
      {
        country: 'BD',
        year: 2020,
        key: 'durga puja',
        engine: ENGINES.hindu,
        scope: [],
        libraryDate: '2020-10-25',
        engineDate: '2020-10-26',
      },
      {
        country: 'BD',
        year: 2021,
        key: 'durga puja',
        engine: ENGINES.hindu,
        scope: [],
        libraryDate: '2021-10-08',
        engineDate: '2021-10-15',
      },
    ]);
  });

  it("every entry that moves the library's rows still finds them (moves them, or confirms their day)", () => {
    for (const entry of HINDU.filter((each) => !each.add)) {
      // An entry whose days the library already has (MU's Maha Shivaratree 2021-2024) confirms them: the engine is
      // among the rows' contributors though it moved none. Every scope's rows: MY's Thaipusam is the states' alone.
      const rows = new DateHolidaysCountry(entry.country).holidays(2021, 2024);
      const found = applyLunarDates(entry.country, rows).rows.filter(
        (row) => row.key === entry.holiday.toLowerCase() && row.contributors?.includes(ENGINES.hindu),
      );
      expect(found.length, `${entry.country} ${entry.holiday}`).toBeGreaterThan(0);
    }
  });
});
