// The moon-phase engine against published tables, never against itself.
//
// Instants: test/fixtures/calendars/usno-moon-phases-2020.json, the US Naval
// Observatory's "Phases of the Moon" for 2020 (cited in the file).
// Holidays: test/fixtures/calendars/buddhist-full-moon-days-2020.json, Sri
// Lanka's gazetted Poya days and Thailand's Asalha Puja of 2020 (cited there).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moonPhasesInYear } from '../../../sources/calendars/moon.js';

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/calendars/${name}`, import.meta.url), 'utf8')) as T;
const usno = fixture<{ new: string[]; full: string[] }>('usno-moon-phases-2020.json');
const holidays = fixture<{
  sriLankaPoya: { timeZone: string; days: Record<string, string> };
  thailandAsalhaPuja: { timeZone: string; date: string };
}>('buddhist-full-moon-days-2020.json');

const MINUTE_MS = 60_000;
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('new and full moons of 2020 against USNO', () => {
  for (const phase of ['new', 'full'] as const) {
    it(`finds every ${phase} moon of 2020, each within 2 minutes of the USNO instant`, () => {
      const published = usno[phase];
      const computed = moonPhasesInYear(2020, phase, 'UTC');
      expect(computed.map((event) => event.localDate)).toEqual(published.map((instant) => instant.slice(0, 10)));
      computed.forEach((event, index) => {
        const minutes = (Date.parse(event.instant) - Date.parse(published[index]!)) / MINUTE_MS;
        expect(Math.abs(minutes), `${event.instant} vs USNO ${published[index]}`).toBeLessThanOrEqual(2);
        expect(event.instant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
      });
    });
  }

  it('gives 24 of the 25 instants to the very minute of USNO (apparent longitudes; geometric ones run ~40 s late)', () => {
    const published = [...usno.new, ...usno.full];
    const computed = [...moonPhasesInYear(2020, 'new', 'UTC'), ...moonPhasesInYear(2020, 'full', 'UTC')].map(
      (event) => event.instant,
    );
    expect(computed.filter((instant, index) => instant !== published[index])).toEqual(['2020-12-14T16:17Z']);
  });
});

describe('the local day of a phase', () => {
  // Each USNO instant below lands on another calendar day in the zone named.
  const localDay = (phase: 'new' | 'full', timeZone: string, usnoInstant: string) => {
    const event = moonPhasesInYear(Number(usnoInstant.slice(0, 4)), phase, timeZone).find(
      (each) => Math.abs(Date.parse(each.instant) - Date.parse(usnoInstant)) <= 2 * MINUTE_MS,
    );
    expect(event, `${phase} moon ${usnoInstant} in ${timeZone}`).toBeDefined();
    return event!.localDate;
  };

  it('moves the full moon of 10 January 2020, 19:21 UTC, to 11 January in Colombo (UTC+5:30)', () => {
    expect(localDay('full', 'UTC', '2020-01-10T19:21Z')).toBe('2020-01-10');
    expect(localDay('full', 'Asia/Colombo', '2020-01-10T19:21Z')).toBe('2020-01-11');
  });

  it('moves the full moon of 9 February 2020, 07:33 UTC, back to 8 February in Los Angeles (UTC−8)', () => {
    expect(localDay('full', 'America/Los_Angeles', '2020-02-09T07:33Z')).toBe('2020-02-08');
  });

  it('moves the new moon of 24 January 2020, 21:42 UTC, to 25 January in Tokyo (UTC+9)', () => {
    expect(localDay('new', 'Asia/Tokyo', '2020-01-24T21:42Z')).toBe('2020-01-25');
  });

  it('follows daylight saving: the full moon of 5 July 2020, 04:44 UTC, is 00:44 on 5 July in New York (EDT), not 4 July', () => {
    expect(localDay('full', 'America/New_York', '2020-07-05T04:44Z')).toBe('2020-07-05');
  });

  it("counts a phase in the year of its local day: the full moon of 31 December 2009 (19:13 UTC) is Tokyo's 1 January 2010", () => {
    const utc = moonPhasesInYear(2009, 'full', 'UTC');
    const tokyo2009 = moonPhasesInYear(2009, 'full', 'Asia/Tokyo');
    const tokyo2010 = moonPhasesInYear(2010, 'full', 'Asia/Tokyo');
    expect(utc.at(-1)?.localDate).toBe('2009-12-31');
    expect(utc).toHaveLength(13);
    expect(tokyo2009).toHaveLength(12);
    expect(tokyo2010[0]).toEqual({ instant: utc.at(-1)!.instant, localDate: '2010-01-01' });
  });

  it('rejects an unknown time zone, phase or year', () => {
    expect(() => moonPhasesInYear(2020, 'full', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => moonPhasesInYear(2020, 'half' as never, 'UTC')).toThrow(RangeError);
    expect(() => moonPhasesInYear(20.5, 'full', 'UTC')).toThrow(RangeError);
  });
});

describe('Buddhist full-moon days of 2020 and the full moon (what the module header documents)', () => {
  const colombo = moonPhasesInYear(2020, 'full', holidays.sriLankaPoya.timeZone);

  it("puts every Sri Lankan Poya of 2020 on the full moon's Colombo date or the day before: the day before 10 times, the date itself in March, May and August", () => {
    const poya = Object.values(holidays.sriLankaPoya.days);
    expect(poya).toHaveLength(colombo.length);
    const sameDay: string[] = [];
    poya.forEach((day, index) => {
      const fullMoonDay = colombo[index]!.localDate;
      expect([fullMoonDay, dayBefore(fullMoonDay)], `Poya ${day}, full moon ${colombo[index]!.instant}`).toContain(day);
      if (day === fullMoonDay) sameDay.push(day);
    });
    expect(sameDay).toEqual(['2020-03-09', '2020-05-07', '2020-08-03']);
  });

  it('has Duruthu Poya 2020 (10 January) the day before the Colombo full moon of 11 January', () => {
    expect(holidays.sriLankaPoya.days['Duruthu']).toBe('2020-01-10');
    expect(colombo[0]!.localDate).toBe('2020-01-11');
  });

  it("has Thailand's Asalha Puja 2020 (5 July) on the full moon's Bangkok date", () => {
    const bangkok = moonPhasesInYear(2020, 'full', holidays.thailandAsalhaPuja.timeZone);
    expect(bangkok.map((event) => event.localDate)).toContain(holidays.thailandAsalhaPuja.date);
    expect(bangkok.find((event) => event.localDate.startsWith('2020-07'))?.localDate).toBe('2020-07-05');
  });
});
