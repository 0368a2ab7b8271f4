// The Hijri spans (sources/calendars/hijri-spans.json): a law's first Hijri day and length of an Islamic holiday,
// applied by the Islamic engine (sources/calendars/islamic.ts) to the rule library's real rows, after the first
// day is decided (reckoning, announced day), and each entry checked when read.

import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/dates.js';
import type { SourceHoliday } from '../../../core/types.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';
import { gregorianOf, hijriSpans, hijriSpansSchema } from '../../../sources/calendars/islamic.js';
import { DateHolidaysCountry } from '../../../sources/date-holidays.js';
import { applyLunarDates, optionsOf } from '../../../sources/lunar-dates.js';

const FITR = 'End of Ramadan (Eid al-Fitr)';
const ADHA = 'Feast of the Sacrifice (Eid al-Adha)';
const rowsOf = (country: string, from: number, to: number) =>
  new DateHolidaysCountry(country).holidays(from, to).filter((row) => row.scope === null);
/** A holiday's days, grouped in runs of consecutive days (one run per occurrence). */
const runs = (rows: readonly SourceHoliday[], name: string) => {
  const days = [...new Set(rows.filter((row) => row.names.en === name).map((row) => row.date))].sort();
  const out: string[][] = [];
  for (const day of days) {
    const last = out.at(-1);
    if (last && daysBetween(last.at(-1)!, day) === 1) last.push(day);
    else out.push([day]);
  }
  return out;
};
const span = (first: string, days: number) => Array.from({ length: days }, (_, offset) => addDays(first, offset));

describe('hijri-spans.json: the law of each entry', () => {
  it('cites a law for every entry, and names only holidays the rule library has for the country (one it adds, only one it lacks)', () => {
    for (const entry of hijriSpans()) {
      expect(entry.source.length, `${entry.country} ${entry.holiday}`).toBeGreaterThan(40);
      expect(
        rowsOf(entry.country, 2024, 2024).some((row) => row.names.en === entry.holiday),
        `${entry.country} ${entry.holiday}`,
      ).toBe(entry.add === undefined);
    }
  });

  it('refuses an entry without a first day or a length, a length of 0, a month 13 or reversed years', () => {
    const data = (change: Record<string, unknown>) => ({
      about: 'test',
      entries: [{ country: 'DZ', holiday: FITR, days: 3, source: 'Loi n° 23-10 du 26 juin 2023, art. 1', ...change }],
    });
    const refusal = (change: Record<string, unknown>) => {
      try {
        parseReviewed('hijri-spans.json', hijriSpansSchema, data(change));
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({})).toBe('accepted');
    expect(refusal({ days: undefined })).toMatch(
      /hijri-spans\.json: entries\.0\.days: must give the first day \(first\), the length \(days\) or both \(the entry DZ /,
    );
    expect(refusal({ days: 0 })).toMatch(/entries\.0\.days: must be the number of days the holiday lasts/);
    expect(refusal({ first: { month: 13, day: 1 } })).toMatch(/entries\.0\.first\.month: must be a Hijri date/);
    expect(refusal({ years: '2025-2014' })).toMatch(/entries\.0\.years: /);
    expect(refusal({ source: 'law' })).toMatch(/entries\.0\.source: must cite/);
  });
});

describe('the Islamic engine applies them to the rule library rows', () => {
  it("TR: Ramazan Bayramı three days and Kurban Bayramı four from the first (Law 2429 art. 2), not the library's four and five", () => {
    const library = rowsOf('TR', 2000, 2035);
    // The spans alone: Diyanet's announced days (announced.json) move 2015's and 2016's first days.
    const { rows } = applyLunarDates('TR', library, { ...optionsOf('TR'), announced: [] });
    const before = { fitr: runs(library, FITR), adha: runs(library, ADHA) };
    const after = { fitr: runs(rows, FITR), adha: runs(rows, ADHA) };
    // 38 Ramazan and 37 Kurban Bayramı in 2000-2035 (some years hold two): the 75 days the dated removals cut.
    expect([after.fitr.length, after.adha.length]).toEqual([38, 37]);
    expect(before.fitr.every((days) => days.length === 4)).toBe(true);
    expect(before.adha.every((days) => days.length === 5)).toBe(true);
    // The same first days, the last (the library's half day into a working day) dropped.
    expect(after.fitr).toEqual(before.fitr.map((days) => span(days[0]!, 3)));
    expect(after.adha).toEqual(before.adha.map((days) => span(days[0]!, 4)));
    expect(after.adha.find((days) => days[0]!.startsWith('2026'))).toEqual([
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
    ]);
  });

  it('DZ: two days of each Eid, three of Eid al-Adha from 2023 and of Eid al-Fitr from 2024 (Loi n° 23-10)', () => {
    // The library's days, without the announced ones (those of 2022-2024 are in announced.json).
    const { rows } = applyLunarDates('DZ', rowsOf('DZ', 2022, 2024), { ...optionsOf('DZ'), announced: [] });
    expect(runs(rows, ADHA).map((days) => days.length)).toEqual([2, 3, 3]);
    expect(runs(rows, FITR).map((days) => days.length)).toEqual([2, 2, 3]);
    expect(runs(rows, ADHA)[2]).toEqual(['2024-06-16', '2024-06-17', '2024-06-18']);
    // The added days are whole days, estimated like the first, with the engine among their contributors.
    const added = rows.find((row) => row.date === '2024-06-18' && row.names.en === ADHA)!;
    expect(added).toMatchObject({ estimated: true, contributors: ['calendar-islamic'], substitute: false });
    expect(Date.parse(added.end) - Date.parse(added.start)).toBe(86_400_000);
  });

  it('the length is counted from the first day as decided: an announced day moves the whole span', () => {
    const announced = [{ country: 'DZ', holiday: ADHA, date: '2024-06-17', source: 'a test announcement of the day' }];
    const { rows } = applyLunarDates('DZ', rowsOf('DZ', 2024, 2024), { ...optionsOf('DZ'), announced });
    expect(runs(rows, ADHA)).toEqual([['2024-06-17', '2024-06-18', '2024-06-19']]);
    expect(rows.filter((row) => row.names.en === ADHA).every((row) => row.estimated !== true)).toBe(true);
    // So does a reckoning: the tabular civil calendar's 10 Dhu al-Hijjah 1445.
    const civil = applyLunarDates('DZ', rowsOf('DZ', 2024, 2024), {
      ...optionsOf('DZ'),
      reckoning: 'civil',
      announced: [],
    }).rows;
    const first = gregorianOf({ year: 1445, month: 12, day: 10 }, 'civil');
    expect(runs(civil, ADHA)).toEqual([span(first, 3)]);
  });

  it("SS: Eid al-Fitr on 1 Shawwal and Eid al-Adha on 10 Dhu al-Hijjah (the Ministry's circulars), not the library's 2 Shawwal and 12 Dhu al-Hijjah", () => {
    const library = rowsOf('SS', 2020, 2030);
    const { rows, disagreements } = applyLunarDates('SS', library);
    const firsts = (from: readonly SourceHoliday[], name: string) => runs(from, name).map((days) => days[0]!);
    expect(firsts(rows, FITR)).toEqual(firsts(library, FITR).map((day) => addDays(day, -1)));
    expect(firsts(rows, ADHA)).toEqual(firsts(library, ADHA).map((day) => addDays(day, -2)));
    expect(firsts(rows, FITR)).toContain('2024-04-10');
    expect(firsts(rows, ADHA)).toContain('2024-06-16');
    expect(disagreements.find((line) => line.key.includes('sacrifice') && line.year === 2024)).toMatchObject({
      libraryDate: '2024-06-18',
      engineDate: '2024-06-16',
      engine: 'calendar-islamic',
    });
    // In a reckoning, the law's Hijri date is reckoned, not the library's day moved.
    const civil = applyLunarDates('SS', rowsOf('SS', 2024, 2024), { ...optionsOf('SS'), reckoning: 'civil' }).rows;
    expect(firsts(civil, FITR)).toEqual([gregorianOf({ year: 1445, month: 10, day: 1 }, 'civil')]);
  });
});
