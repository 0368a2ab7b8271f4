// The Tibetan calendar engine (sources/calendars/tibetan.ts) against published days, never its own output:
// - Bhutan's government holiday lists 2020-2026, the national-holiday notices of 2017 and 2018 and the reported
//   Zhabdrung Kuchoe of 2016 and 2019 and Traditional Day of Offering of 2017 (the dated rules of countries/BT.json): 65 of the 70 days of its Bhutanese-calendar holidays; the 5 misses are the Thimphu Drubchen of 2021-2023 and the Thimphu Tshechu of 2021 and
//   2022, which those lists put a day before the calendar's 6th and 10th of the 8th month (python-holidays carries the
//   same years as exceptions to E. Henning's table);
// - E. Henning's Bhutanese calendar 1901-2100 (as python-holidays transcribes it): all 1,800 days of its nine festivals;
// - Mongolia's announced days 2015-2026 (countries/MN.json): Tsagaan Sar, Buddha's Birthday and Chinggis
//   Khaan's Birthday, 25 of 25 reported days (the four days the file takes from python-holidays' computed table alone, Buddha's
//   Birthday 2022, 2025 and 2026 and Chinggis Khaan's Birthday 2026, are left out);
// - the Phugpa Losar as published 2017-2025: 6 of 6, and Tsagaan Sar leaving it in 2022 (a month earlier: the Mongolian
//   version's leap month falls elsewhere) and 2025 (a day later);
// - a cross-check, not a reference: python-holidays' Mongolian table 2004-2100 (generated from the same arithmetic):
//   291 of 291.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holidayKey } from '../../../core/languages.js';
import { festivalDays, hinduEntries, hinduPlaces } from '../../../sources/calendars/hindu.js';
import type { SourceHoliday } from '../../../core/types.js';
import {
  daysOfTibetan,
  engine,
  festivalDay,
  festivalDaysInGregorianYear,
  isLeapMonth,
  newYear,
  tibetanEntries,
  trueMonth,
  type TibetanVariant,
} from '../../../sources/calendars/tibetan.js';

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/tibetan-calendar-days.json', import.meta.url), 'utf8'),
) as {
  henningBhutanese: { festivals: Record<string, [number, number]>; days: Record<string, Record<string, string>> };
  phugpaLosar: { days: Record<string, string> };
  mongolianComputed: { festivals: Record<string, [number, number]>; days: Record<string, Record<string, string>> };
};

interface Rule {
  rule: string;
  names: { en: string };
  citation: string;
}
const rulesOf = (country: string): Rule[] =>
  (
    JSON.parse(readFileSync(new URL(`../../../countries/${country}.json`, import.meta.url), 'utf8')) as {
      holidays: Rule[];
    }
  ).holidays;

/** The first day of each dated rule of the holidays tibetan.json sets for a country, with the entry's calendar date. */
function announcedDays(country: string) {
  const entries = tibetanEntries().filter((entry) => entry.country === country);
  return rulesOf(country).flatMap((rule) => {
    const entry = entries.find((each) => each.holiday === rule.names.en);
    const date = /^(\d{4}-\d{2}-\d{2})/.exec(rule.rule)?.[1];
    return entry && date ? [{ entry, date, holiday: rule.names.en, citation: rule.citation }] : [];
  });
}

const computed = (variant: TibetanVariant, month: number, day: number, date: string) =>
  festivalDaysInGregorianYear(variant, month, day, Number(date.slice(0, 4)));

describe("Bhutan's holiday lists 2020-2026 and the announced days of 2016-2019 (countries/BT.json) by the Bhutanese calendar", () => {
  it('71 of 76 days; the misses are the Thimphu days the lists of 2021-2023 put a day early', () => {
    const days = announcedDays('BT');
    const misses = days
      .filter(({ entry, date }) => !computed(entry.calendar, entry.month, entry.day, date).includes(date))
      .map(({ holiday, date }) => `${holiday} ${date}`);
    expect(days.length).toBe(76); // the lists' 63, the Parinirvana and First Sermon of 2017 and 2018 (notices), Zhabdrung Kuchoe 2016 and 2019 and the Day of Offering 2017 (reports), and the SDC Thimphu office's six of 2015
    expect(misses).toEqual([
      'Thimphu Drubchen 2021-09-11',
      'Thimphu Tshechu 2021-09-15',
      'Thimphu Drubchen 2022-09-30',
      'Thimphu Tshechu 2022-10-04',
      'Thimphu Drubchen 2023-09-20',
    ]);
    // Each a day before the calendar's: the lists' own choice, not a leap day the engine places elsewhere.
    for (const miss of misses) {
      const { entry, date } = days.find((each) => `${each.holiday} ${each.date}` === miss)!;
      expect(computed(entry.calendar, entry.month, entry.day, date)).toEqual([
        new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10),
      ]);
    }
  });

  it('Losar 2022 after a leap 12th month (Bhutan puts the leap month after the regular one), Losar 2024 on 10 February', () => {
    expect(festivalDay('bhutanese', 2022, 1, 1)).toBe('2022-03-03');
    expect(festivalDay('bhutanese', 2021, 12, 1)).toBe('2022-01-03');
    expect(festivalDay('bhutanese', 2024, 1, 1)).toBe('2024-02-10');
  });
});

describe("Bhutan's Dashain (hindu.json: Nepal's Vijaya Dashami at Kathmandu, not this engine's)", () => {
  it('6 of the 7 listed days 2020-2026; 2024 the rule a day later (12 October listed, as in Nepal), and 2015 (22 October, the SDC Thimphu list)', () => {
    const entry = hinduEntries().find((each) => each.country === 'BT' && each.holiday === 'Dashain')!;
    const place = hinduPlaces()[entry.place]!;
    const listed = rulesOf('BT')
      .filter((rule) => rule.names.en === 'Dashain')
      .map((rule) => rule.rule);
    expect(listed).toHaveLength(8);
    expect(
      listed.filter((date) => !festivalDays(entry.festival, Number(date.slice(0, 4)), place).includes(date)),
    ).toEqual(['2015-10-22', '2024-10-12']);
  });
});

describe("E. Henning's Bhutanese calendar 1901-2100 (python-holidays' transcription)", () => {
  it('all 1,800 days of its nine festivals', () => {
    const misses: string[] = [];
    let count = 0;
    for (const [name, [month, day]] of Object.entries(fixture.henningBhutanese.festivals)) {
      for (const [year, date] of Object.entries(fixture.henningBhutanese.days[name]!)) {
        count++;
        if (!festivalDaysInGregorianYear('bhutanese', month, day, Number(year)).includes(date))
          misses.push(`${name} ${date}`);
      }
    }
    expect(count).toBe(1800);
    expect(misses).toEqual([]);
  });

  it('a doubled date is kept on its first day, a skipped one on the day before (the table decides; 1901-2100 has both)', () => {
    // Zhabdrung Kuchhoe 2010: the 10th of the 3rd month is doubled (24 and 25 April); the table keeps the 24th.
    const doubled: string[] = [];
    const skipped: string[] = [];
    for (let year = 1901; year <= 2100; year++) {
      for (const [month, day] of Object.values(fixture.henningBhutanese.festivals)) {
        if (month === 1 && day === 1) continue;
        const days = daysOfTibetan('bhutanese', { year, month, day });
        if (days.length === 2) doubled.push(`${year} ${month}/${day}`);
        if (days.length === 0) skipped.push(`${year} ${month}/${day}`);
      }
    }
    expect(doubled.length).toBeGreaterThan(10);
    expect(skipped.length).toBeGreaterThan(10);
  });
});

describe("Mongolia's announced days 2015-2026 (countries/MN.json) by the Mongolian calendar", () => {
  it("25 of 25 announced days (Tsagaan Sar's first day, Buddha's Birthday, Chinggis Khaan's Birthday, the latter also 2015 and 2019), 2025's Tsagaan Sar on the 2nd day (the almanac dropped the 1st)", () => {
    const days = announcedDays('MN').filter(
      ({ citation }) => !/\d{4} by the Mongolian-calendar table of vacanza\/holidays/.test(citation),
    );
    const misses = days.filter(
      ({ entry, date }) => !computed(entry.calendar, entry.month, entry.day, date).includes(date),
    );
    expect(days.length).toBe(25);
    expect(misses).toEqual([]);
  });

  it('Tsagaan Sar leaves the Phugpa Losar in 2022 by a month and in 2025 by a day', () => {
    expect(newYear('mongolian', 2022)).toBe('2022-02-02');
    expect(newYear('phugpa', 2022)).toBe('2022-03-03');
    expect(newYear('mongolian', 2025)).toBe('2025-03-01');
    expect(newYear('phugpa', 2025)).toBe('2025-02-28');
  });

  it("cross-check: python-holidays' table from the same arithmetic, 2004-2100, 291 of 291", () => {
    const misses: string[] = [];
    let count = 0;
    for (const [name, [month, day]] of Object.entries(fixture.mongolianComputed.festivals)) {
      for (const [year, date] of Object.entries(fixture.mongolianComputed.days[name]!)) {
        count++;
        if (!festivalDaysInGregorianYear('mongolian', month, day, Number(year)).includes(date))
          misses.push(`${name} ${date}`);
      }
    }
    expect(count).toBe(291);
    expect(misses).toEqual([]);
  });
});

describe('the Phugpa calendar', () => {
  it('Losar as published, 2017 and 2021-2025', () => {
    for (const [year, date] of Object.entries(fixture.phugpaLosar.days))
      expect(newYear('phugpa', Number(year)), year).toBe(date);
  });
});

describe('the arithmetic, every version', () => {
  it('years of 12 or 13 months (354-356 or 383-385 days), a leap month every 32 or 33 months', () => {
    for (const variant of ['phugpa', 'bhutanese', 'mongolian'] as const) {
      let lastLeap: number | undefined;
      for (let year = 1950; year <= 2100; year++) {
        const length = (Date.parse(newYear(variant, year + 1)) - Date.parse(newYear(variant, year))) / 86_400_000;
        const leaps = Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => isLeapMonth(variant, year, month));
        expect(leaps.length, `${variant} ${year}`).toBeLessThanOrEqual(1);
        if (leaps.length === 1) {
          expect(length, `${variant} ${year}`).toBeGreaterThanOrEqual(383);
          expect(length, `${variant} ${year}`).toBeLessThanOrEqual(385);
          const index = year * 12 + leaps[0]!;
          if (lastLeap !== undefined) expect([32, 33], `${variant} ${year}`).toContain(index - lastLeap);
          lastLeap = index;
        } else {
          expect(length, `${variant} ${year}`).toBeGreaterThanOrEqual(354);
          expect(length, `${variant} ${year}`).toBeLessThanOrEqual(356);
        }
      }
    }
  });

  it('true months run on by one, the leap month before its regular month (Phugpa, Mongolia) or after it (Bhutan)', () => {
    for (const variant of ['phugpa', 'bhutanese', 'mongolian'] as const) {
      for (let year = 2000; year <= 2035; year++) {
        for (let month = 1; month <= 12; month++) {
          const n = trueMonth(variant, year, month);
          const next = month === 12 ? trueMonth(variant, year + 1, 1) : trueMonth(variant, year, month + 1);
          const leapNext = month === 12 ? isLeapMonth(variant, year + 1, 1) : isLeapMonth(variant, year, month + 1);
          const leapHere = isLeapMonth(variant, year, month);
          const gap = variant === 'bhutanese' ? (leapHere ? 2 : 1) : leapNext ? 2 : 1;
          expect(next - n, `${variant} ${year}-${month}`).toBe(gap);
          if (leapHere) expect(trueMonth(variant, year, month, true)).toBe(n + (variant === 'bhutanese' ? 1 : -1));
        }
      }
    }
  });
});

describe('the engine (tibetan.json)', () => {
  const row = (date: string, key: string): SourceHoliday =>
    ({ source: 'countries', country: 'MN', date, key, names: { en: key } }) as unknown as SourceHoliday;
  const apply = (country: string, rows: SourceHoliday[], from: number, to: number) =>
    engine.apply({
      country,
      rows,
      entries: engine.entriesOf(country),
      options: {},
      years: { from, to },
      ruleOf: () => undefined,
      disagreements: [],
    });

  it('adds every entry from 2027 on, each day an estimate, Tsagaan Sar three days and Losar two', () => {
    const mn = apply('MN', [], 2020, 2030);
    expect(mn.every((each) => each.estimated === true && each.source === 'calendar-tibetan')).toBe(true);
    expect(Math.min(...mn.map((each) => Number(each.date.slice(0, 4))))).toBe(2027);
    const tsagaan = mn.filter(
      (each) => each.names.en === 'Tsagaan Sar (Lunar New Year)' && each.date.startsWith('2027'),
    );
    expect(tsagaan.map((each) => each.date)).toEqual(['2027-02-07', '2027-02-08', '2027-02-09']);
    const bt = apply('BT', [], 2027, 2027);
    expect(bt.filter((each) => each.names.en === 'Losar').map((each) => each.date)).toEqual([
      '2027-02-07',
      '2027-02-08',
    ]);
    expect(bt.filter((each) => each.names.en === 'Thimphu Tshechu')).toHaveLength(3);
  });

  it('adds nothing in a year whose rules hold the holiday (an announced list), and keeps the rows it was given', () => {
    const key = holidayKey("Buddha's Birthday");
    const given = [row('2028-05-10', key)];
    const out = apply('MN', given, 2028, 2028);
    expect(out[0]).toBe(given[0]);
    expect(out.filter((each) => each.key === key)).toEqual(given);
    expect(out.filter((each) => each.key === holidayKey('Tsagaan Sar (Lunar New Year)'))).toHaveLength(3);
  });
});
