// Sri Lanka's Poya days by rule (sources/calendars/poya.ts) against the 2020 gazette.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { poyaDaysInYear } from '../../../sources/calendars/poya.js';
import { moonPhasesInYear } from '../../../sources/calendars/moon.js';
import { addDays } from '../../../core/dates.js';

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/buddhist-full-moon-days-2020.json', import.meta.url), 'utf8'),
) as {
  sriLankaPoya: { days: Record<string, string> };
};
const gazette = fixture.sriLankaPoya.days;

describe('Poya days (calendars/poya.ts)', () => {
  it('reproduces all 13 Poya days of the 2020 gazette, with their month names (Adhi Vap included)', () => {
    const days = poyaDaysInYear(2020);
    expect(Object.fromEntries(days.map((day) => [`${day.adhi ? 'Adhi ' : ''}${day.month}`, day.date]))).toEqual(
      gazette,
    );
  });

  it('scores better than "the day before the full moon\'s Colombo date" (10 of 13)', () => {
    const dayBefore = moonPhasesInYear(2020, 'full', 'Asia/Colombo').map((moon) => addDays(moon.localDate, -1));
    const wanted = new Set(Object.values(gazette));
    expect(dayBefore.filter((day) => wanted.has(day)).length).toBe(10);
    expect(poyaDaysInYear(2020).filter((day) => wanted.has(day.date)).length).toBe(13);
  });

  it('names one leap month in a year of 13 full moons, none in a year of 12', () => {
    expect(poyaDaysInYear(2021).map((day) => day.adhi)).not.toContain(true);
    expect(poyaDaysInYear(2021)).toHaveLength(12);
    expect(
      poyaDaysInYear(2020)
        .filter((day) => day.adhi)
        .map((day) => day.month),
    ).toEqual(['Vap']);
  });

  it('refuses years outside 1950–2100', () => {
    expect(() => poyaDaysInYear(1949)).toThrow(RangeError);
  });
});
