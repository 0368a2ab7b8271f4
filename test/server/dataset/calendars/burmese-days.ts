// Myanmar's lunar holidays (sources/calendars/burmese.ts, by calendars/burmese.json) through
// /v3/public-holidays/list of the full offline build (test/full-build.ts): the years of the
// announced lists on file (2020-2025, the dated rules of countries/MM.json) keep the lists' days,
// not estimates, and the engine adds nothing there; from 2026 every lunar holiday is the engine's,
// an estimate.

import { describe, expect, it } from 'vitest';
import { burmeseHolidayDays, burmeseEntries } from '../../../../sources/calendars/burmese.js';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const LUNAR = [
  'Full Moon Day of Tabaung',
  'Myanmar New Year (Thingyan)',
  'Full Moon Day of Kason',
  'Full Moon Day of Waso',
  'Thadingyut holidays',
  'Tazaungdaing holidays',
  'National Day',
  'Kayin New Year',
  'Deepavali',
];

/** The lunar holidays of a year as listed: `date name estimated`, with the sources of each. */
async function lunarDays(year: number) {
  const holidays = (await listIn320(shared.server, 'MM', year)).filter((holiday) => LUNAR.includes(holiday.name));
  return holidays.map((holiday) => ({
    line: `${holiday.date} ${holiday.name} ${holiday.estimated === true}`,
    sources: holiday.sources ?? [],
  }));
}

describe('MM lunar holidays by the Burmese calendar (list endpoint)', () => {
  it('2027, a computed year: every lunar holiday on the engine’s days, estimates, from the engine', async () => {
    const days = await lunarDays(2027);
    expect(days.map((day) => day.line)).toEqual([
      '2027-01-08 Kayin New Year true',
      '2027-03-22 Full Moon Day of Tabaung true',
      ...[13, 14, 15, 16, 17, 18, 19, 20, 21].map((day) => `2027-04-${day} Myanmar New Year (Thingyan) true`),
      '2027-05-20 Full Moon Day of Kason true',
      '2027-07-18 Full Moon Day of Waso true',
      '2027-10-14 Thadingyut holidays true',
      '2027-10-15 Thadingyut holidays true',
      '2027-10-16 Thadingyut holidays true',
      '2027-10-30 Deepavali true',
      '2027-11-13 Tazaungdaing holidays true',
      '2027-11-23 National Day true',
      '2027-12-28 Kayin New Year true',
    ]);
    for (const day of days) expect(day.sources, day.line).toEqual(['calendar-buddhist']);
    // The engine's days as burmese.json's rules of 2027 give them, each once.
    const expected = burmeseEntries()
      .filter((entry) => entry.years.from <= 2027 && 2027 <= entry.years.to)
      .flatMap((entry) => burmeseHolidayDays(entry, 2027).map((date) => `${date} ${entry.holiday} true`))
      .sort();
    expect(days.map((day) => day.line).sort()).toEqual(expected);
  });

  it('2026, the first computed year (a big watat year: the second Waso’s full moon on 29 July), estimates; no Kayin New Year (its Pyatho begins in January 2027)', async () => {
    const days = (await lunarDays(2026)).map((day) => day.line);
    expect(days).toContain('2026-07-29 Full Moon Day of Waso true');
    expect(days).toContain('2026-03-02 Full Moon Day of Tabaung true');
    expect(days.filter((line) => line.includes('Kayin'))).toEqual([]);
    expect(days.every((line) => line.endsWith(' true'))).toBe(true);
    expect(days).toContain('2026-11-10 Deepavali true');
    expect(days).toHaveLength(18);
  });

  it('2024 and 2025, announced years: the lists’ days, not estimates, none from the engine', async () => {
    const y2025 = await lunarDays(2025);
    expect(y2025.map((day) => day.line)).toEqual([
      '2025-03-13 Full Moon Day of Tabaung false',
      ...[13, 14, 15, 16, 17, 18, 19, 20, 21].map((day) => `2025-04-${day} Myanmar New Year (Thingyan) false`),
      '2025-05-11 Full Moon Day of Kason false',
      '2025-07-09 Full Moon Day of Waso false',
      '2025-10-05 Thadingyut holidays false',
      '2025-10-06 Thadingyut holidays false',
      '2025-10-07 Thadingyut holidays false',
      '2025-10-21 Deepavali false',
      '2025-11-04 Tazaungdaing holidays false',
      '2025-11-14 National Day false',
      '2025-12-19 Kayin New Year false',
    ]);
    for (const year of [2020, 2021, 2022, 2023, 2024, 2025])
      for (const day of await lunarDays(year)) {
        // 2020's list gives Deepavali as 14 October, before Thadingyut: India's day stands, an estimate (hindu.json).
        if (day.line === '2020-11-14 Deepavali true') continue;
        expect(day.line, String(year)).toMatch(/ false$/);
        expect(day.sources, day.line).not.toContain('calendar-buddhist');
      }
    // 2021's Tabaung as the list gave it (26 March), not the full moon's day (27 March, Armed Forces Day).
    expect((await lunarDays(2021)).map((day) => day.line)).toContain('2021-03-26 Full Moon Day of Tabaung false');
    expect((await lunarDays(2021)).map((day) => day.line)).not.toContain('2021-03-27 Full Moon Day of Tabaung false');
  });
});
