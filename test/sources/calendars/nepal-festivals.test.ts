// Nepal's holidays the engines compute after the Ministry of Home Affairs'
// last notice on file, held to the days the notices published (the dated
// rules of countries/NP.json, BS 2077-2083, each cited): the lunisolar
// festivals by hindu.ts at Kathmandu (sources/calendars/hindu.json), the
// fixed Bikram Sambat days by bikram-sambat.ts (sources/calendars/bikram-sambat.json).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bsOf } from '../../../sources/calendars/bikram-sambat.js';
import { festivalDays, type FestivalName, type Place } from '../../../sources/calendars/hindu.js';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const nepal = (read('../../../countries/NP.json') as { holidays: { rule: string; names: { en: string } }[] }).holidays;
const hindu = read('../../../sources/calendars/hindu.json') as {
  places: Record<string, Place>;
  entries: {
    country: string;
    holiday: string;
    festival: FestivalName;
    place: string;
    shift?: number;
    years?: string;
  }[];
};
const bikramSambat = read('../../../sources/calendars/bikram-sambat.json') as {
  entries: { country: string; holiday: string; month: number; day: number; years: string }[];
};

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The notices' days of a holiday (a dated rule's first day); Maha Ashtami and Maha Navami 2024 were one day. */
const announced = (holiday: string) =>
  nepal
    .filter((each) => /^\d{4}-\d{2}-\d{2}/.test(each.rule))
    .filter(
      (each) =>
        each.names.en === holiday ||
        each.names.en === ({ 'Buddha Jayanti and Ubhauli': 'Buddha Jayanti' } as Record<string, string>)[holiday] ||
        (each.names.en === 'Maha Ashtami and Maha Navami' && /^Maha (Ashtami|Navami)$/.test(holiday)),
    )
    .map((each) => each.rule.slice(0, 10));

const entries = hindu.entries.filter((entry) => entry.country === 'NP');

describe("Nepal's lunisolar festivals at Kathmandu (hindu.json) against the notices' days 2020-2027", () => {
  /** The notices' days the entry misses: the day published, the engine's. */
  const misses = (entry: (typeof entries)[number], days: string[]) =>
    days.flatMap((day) => {
      const computed = festivalDays(entry.festival, Number(day.slice(0, 4)), hindu.places[entry.place]!).map((each) =>
        addDays(each, entry.shift ?? 0),
      );
      return computed.includes(day) ? [] : [`${day} (engine ${computed.join(', ')})`];
    });

  it('the place is Kathmandu, every entry adds its holiday from the year after the last notice, and none is for a year a notice covers', () => {
    expect(hindu.places.kathmandu).toMatchObject({ timeZone: 'Asia/Kathmandu' });
    expect(entries.length).toBe(23);
    for (const entry of entries) {
      expect(entry.place).toBe('kathmandu');
      const first = Number(entry.years!.slice(0, 4));
      const last = Math.max(...announced(entry.holiday).map((day) => Number(day.slice(0, 4))));
      // Each festival comes once a year: the engine starts the year after the notices' last day of it.
      expect(first, entry.holiday).toBe(last + 1);
    }
  });

  it("each festival's rule gives the days the notices published, but for the days listed (131 of 139)", () => {
    const expected: Record<string, string[]> = {
      'Shree Krishna Janmashtami': ['2023-09-06 (engine 2023-09-07)'],
      Fulpati: ['2026-10-17 (engine 2026-10-18)'],
      'Maha Ashtami': ['2026-10-18 (engine 2026-10-19)'],
      'Maha Navami': ['2024-10-11 (engine 2024-10-12)'],
      'Vijaya Dashami': ['2024-10-12 (engine 2024-10-13)'],
      'Ekadashi (Dashain)': ['2024-10-13 (engine 2024-10-14)'],
      'Govardhan Puja and Mha Puja': ['2020-11-15 (engine 2020-11-16)'],
      Chhath: ['2025-10-27 (engine 2025-10-28)'],
    };
    let total = 0;
    let missed = 0;
    for (const entry of entries) {
      if (entry.holiday === 'Tihar Holiday') continue; // below
      const days = announced(entry.holiday);
      expect(days.length, entry.holiday).toBeGreaterThanOrEqual(5);
      const found = misses(entry, days);
      expect(found, entry.holiday).toEqual(expected[entry.holiday] ?? []);
      total += days.length;
      missed += found.length;
    }
    expect([total - missed, total]).toEqual([131, 139]);
  });

  it("Tihar Holiday: the day after Laxmi Puja (2022-2026) and the day after Bhai Tika (2021-2026), 11 of the notices' 11 days", () => {
    const days = announced('Tihar Holiday');
    expect(days).toHaveLength(11);
    const computed = entries
      .filter((entry) => entry.holiday === 'Tihar Holiday')
      .flatMap((entry) =>
        [2021, 2022, 2023, 2024, 2025, 2026].flatMap((year) =>
          festivalDays(entry.festival, year, hindu.places[entry.place]!).map((day) => addDays(day, entry.shift ?? 0)),
        ),
      );
    expect(days.every((day) => computed.includes(day))).toBe(true);
  });
});

describe("Nepal's fixed Bikram Sambat days (bikram-sambat.json) against the notices' days", () => {
  const np = bikramSambat.entries.filter((entry) => entry.country === 'NP');

  it("every day a notice published is the entry's month and day by the engine (48 of 48), and the entries begin with BS 2084, after the last notice (BS 2083)", () => {
    let count = 0;
    for (const entry of np) {
      expect(entry.years, entry.holiday).toBe('2084-');
      for (const day of announced(entry.holiday)) {
        const date = bsOf(day);
        expect([date.month, date.day], `${entry.holiday} ${day}`).toEqual([entry.month, entry.day]);
        expect(date.year, `${entry.holiday} ${day}`).toBeLessThanOrEqual(2083);
        count++;
      }
    }
    expect(count).toBe(48);
  });
});
