// The MABIMS criterion of crescent.ts against the days the governments of
// Indonesia, Malaysia, Brunei and Singapore kept, never against itself.
//
// Table: test/fixtures/calendars/mabims-month-starts-2016-2027.json (sources
// cited there): the first days of Ramadan (Indonesia's sidang isbat, Brunei's
// announcements), Shawwal (Eid al-Fitr) and Dhu al-Hijjah (Eid al-Adha minus
// 9 days), 2016–2026 (Singapore's Ministry of Manpower lists to 2027): 112
// month starts.
//
// What the engine gives (`mabims`: the 2-3-8 criterion before Ramadan 1443
// AH, the new 3-6.4 from it), at the places reckoning.json names:
//   Indonesia at Lhoknga 33 of 33 (at Jakarta 31: Dhu al-Hijjah and Ramadan
//   1446 a day late); Malaysia at Kuala Lumpur 22 of 22 (at Langkawi 21);
//   Brunei at Bandar Seri Begawan 26 of 33: Brunei waits for the crescent to
//   be seen, and its seven other month starts (six under the old rule, Hari
//   Raya Aidilfitri 2024 under the new) are the day after the criterion's,
//   each announced.json's cited announcement; Singapore 23 of 24 (Hari Raya
//   Puasa 2022: the Ministry's list 3 May, the criterion 2 May, the day
//   Indonesia, Malaysia and Brunei kept).
// Either rule alone fits worse (the new one misses Eid al-Adha 2019 and 2021,
// the old one Eid al-Fitr 2023 and 2026), which is how the test tells the two
// versions and the year of the change apart.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  crescentEvening,
  crescentMonthStart,
  type CrescentCriterion,
  type Place,
} from '../../../sources/calendars/crescent.js';
import { reckonings } from '../../../sources/calendars/islamic.js';

const table = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/mabims-month-starts-2016-2027.json', import.meta.url), 'utf8'),
) as { entries: { country: string; holiday: string; hijri: [number, number]; date: string; start: string }[] };

const JAKARTA: Place = { name: 'Jakarta', lat: -6.2, lon: 106.85, zone: 'Asia/Jakarta' };
const LANGKAWI: Place = { name: 'Langkawi', lat: 6.35, lon: 99.73, zone: 'Asia/Kuala_Lumpur' };

/** The place and criterion reckoning.json gives a country. */
function sightingOf(country: string): { place: Place; criterion: CrescentCriterion } {
  const entry = reckonings()[country];
  if (entry?.reckoning !== 'crescent') throw new Error(`${country} is not a crescent country in reckoning.json`);
  return { place: entry.place, criterion: entry.criterion };
}

/** The table's month starts of a country the engine misses, as `holiday year: kept → engine`. */
function misses(country: string, place: Place, criterion: CrescentCriterion): string[] {
  return table.entries
    .filter((entry) => entry.country === country)
    .flatMap(({ holiday, hijri: [year, month], date, start }) => {
      const engine = crescentMonthStart(year, month, place, criterion);
      return engine === start ? [] : [`${holiday} ${date.slice(0, 4)}: ${start} → ${engine}`];
    });
}
const count = (country: string) => table.entries.filter((entry) => entry.country === country).length;

describe('the MABIMS criterion against the days kept in Indonesia, Malaysia, Brunei and Singapore, 2016–2026', () => {
  it('reads 112 month starts: ID and BN 33 each, MY 22, SG 24', () => {
    expect([count('ID'), count('BN'), count('MY'), count('SG')]).toEqual([33, 33, 22, 24]);
  });

  it('reckoning.json estimates the four countries by `mabims`, at Lhoknga, Kuala Lumpur, Bandar Seri Begawan and Singapore', () => {
    expect(
      ['ID', 'MY', 'BN', 'SG'].map((country) => [sightingOf(country).place.name, sightingOf(country).criterion]),
    ).toEqual([
      ['Lhoknga', 'mabims'],
      ['Kuala Lumpur', 'mabims'],
      ['Bandar Seri Begawan', 'mabims'],
      ['Singapore', 'mabims'],
    ]);
  });

  it('Indonesia (the isbat and the joint decrees) at Lhoknga: 33 of 33; at Jakarta 31', () => {
    const { place, criterion } = sightingOf('ID');
    expect(misses('ID', place, criterion)).toEqual([]);
    expect(misses('ID', JAKARTA, criterion)).toEqual([
      '1 Ramadan 2025: 2025-03-01 → 2025-03-02',
      'Eid al-Adha 2025: 2025-05-28 → 2025-05-29',
    ]);
  });

  it('Malaysia at Kuala Lumpur: 22 of 22; at Langkawi 21 (Aidiladha 2025 a day early)', () => {
    const { place, criterion } = sightingOf('MY');
    expect(misses('MY', place, criterion)).toEqual([]);
    expect(misses('MY', LANGKAWI, criterion)).toEqual(['Eid al-Adha 2025: 2025-05-29 → 2025-05-28']);
  });

  it("Brunei at Bandar Seri Begawan: 26 of 33, each miss Brunei's announced day after the criterion's (the crescent unseen)", () => {
    const { place, criterion } = sightingOf('BN');
    expect(misses('BN', place, criterion)).toEqual([
      '1 Ramadan 2016: 2016-06-07 → 2016-06-06',
      'Eid al-Fitr 2017: 2017-06-26 → 2017-06-25',
      '1 Ramadan 2020: 2020-04-25 → 2020-04-24',
      'Eid al-Adha 2020: 2020-07-23 → 2020-07-22',
      '1 Ramadan 2021: 2021-04-14 → 2021-04-13',
      'Eid al-Fitr 2021: 2021-05-14 → 2021-05-13',
      'Eid al-Fitr 2024: 2024-04-11 → 2024-04-10',
    ]);
  });

  it("Singapore: 23 of 24, Hari Raya Puasa 2022 the Ministry's 3 May, the criterion's 2 May", () => {
    const { place, criterion } = sightingOf('SG');
    expect(misses('SG', place, criterion)).toEqual(['Eid al-Fitr 2022: 2022-05-03 → 2022-05-02']);
  });

  it('tells the two versions apart: the new rule alone misses years before Ramadan 1443, the old one years after', () => {
    const { place } = sightingOf('ID');
    const newOnly = misses('ID', place, 'mabims-3-6.4');
    const oldOnly = misses('ID', place, 'mabims-2-3-8');
    expect(newOnly.length).toBeGreaterThan(2);
    expect(oldOnly.length).toBeGreaterThan(2);
    const years = (found: string[]) => found.map((miss) => Number(/ (\d{4}):/.exec(miss)![1]));
    expect(Math.max(...years(newOnly))).toBeLessThanOrEqual(2021);
    expect(Math.min(...years(oldOnly))).toBeGreaterThanOrEqual(2022);
    expect(CRITERIA.mabims).toMatchObject({
      before: 'mabims-2-3-8',
      from: { year: 1443, month: 9 },
      after: 'mabims-3-6.4',
    });
  });

  it("computes the altitude and elongation Kemenag published for 29 Sha'ban and 29 Ramadan 1445", () => {
    // Palembang, sunset of 10 March 2024: altitude 0°54′01″, elongation 2°30′27″ (Kanwil Kemenag Sumatera Selatan,
    // Sumatera Ekspres, 11 March 2024). Merauke, sunset of 9 April 2024: altitude 4°52′, elongation 8°30′ (Kemenag,
    // IDN Times Jogja, 8 April 2024).
    const palembang = crescentEvening('2024-03-10', { lat: -2.99, lon: 104.76, zone: 'Asia/Jakarta' });
    expect(palembang.altitude).toBeCloseTo(0.9, 0);
    expect(Math.abs(palembang.elongation - 2.508)).toBeLessThan(0.05);
    const merauke = crescentEvening('2024-04-09', { lat: -8.49, lon: 140.4, zone: 'Asia/Jayapura' });
    expect(Math.abs(merauke.altitude - 4.867)).toBeLessThan(0.1);
    expect(Math.abs(merauke.elongation - 8.5)).toBeLessThan(0.15);
  });
});
