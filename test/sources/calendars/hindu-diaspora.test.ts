// Hindu festival holidays outside South Asia (sources/calendars/hindu.ts at the places and rules hindu.json gives them)
// against the days the governments published (test/fixtures/calendars/hindu-diaspora-holidays.json), never against the
// module's own output. Each test names the days the rule misses; amendments/<CC>.json keeps those published days.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../../core/dates.js';
import { festivalDays, type FestivalName, type Place } from '../../../sources/calendars/hindu.js';

type Table = Record<string, string>;
const published = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/hindu-diaspora-holidays.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, Table> & { timeZone: string }>;
const hinduJson = JSON.parse(
  readFileSync(new URL('../../../sources/calendars/hindu.json', import.meta.url), 'utf8'),
) as {
  places: Record<string, Place>;
  entries: { country: string; holiday: string; festival: string; place: string; shift?: number }[];
};

// The reference places, as sources/calendars/hindu.json declares them (the last test holds the file to these).
const PLACES = {
  'new-delhi': { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' },
  'port-louis': { latitude: -20.1609, longitude: 57.5012, timeZone: 'Indian/Mauritius' },
  georgetown: { latitude: 6.8013, longitude: -58.1551, timeZone: 'America/Guyana' },
  paramaribo: { latitude: 5.852, longitude: -55.2038, timeZone: 'America/Paramaribo' },
  suva: { latitude: -18.1416, longitude: 178.4419, timeZone: 'Pacific/Fiji' },
  'kuala-lumpur': { latitude: 3.139, longitude: 101.6869, timeZone: 'Asia/Kuala_Lumpur' },
  singapore: { latitude: 1.2903, longitude: 103.8519, timeZone: 'Asia/Singapore' },
} satisfies Record<string, Place>;
type PlaceName = keyof typeof PLACES;

/** A Sunday's holiday kept on the Monday (Fiji's gazetted day off). */
const mondayForSunday = (day: string) => (weekdayOf(day) === 0 ? addDays(day, 1) : day);

/** The years of a table whose day the rule does not give: `2017: 02-09 (engine 02-10)`. */
function differences(
  festival: FestivalName,
  table: Table,
  place: PlaceName,
  { shift = 0, dayOff = (day: string) => day }: { shift?: number; dayOff?: (day: string) => string } = {},
) {
  return Object.entries(table)
    .map(([year, day]) => {
      const engine = festivalDays(festival, Number(year), PLACES[place]).map((each) => dayOff(addDays(each, shift)));
      return engine.includes(day)
        ? null
        : `${year}: ${day.slice(5)} (engine ${engine.map((each) => each.slice(5)).join('+')})`;
    })
    .filter((line): line is string => line !== null);
}

describe('Malaysia and Singapore: Deepavali by the Tamil reckoning, Thaipusam by Pushya', () => {
  const { malaysia, singapore } = published;
  it("MY Deepavali 2015-2026 (the federal lists): Naraka Chaturdashi at Kuala Lumpur's dawn, 12 of 12", () => {
    expect(Object.keys(malaysia!.deepavali!)).toHaveLength(12);
    expect(differences('narakaChaturdashi', malaysia!.deepavali!, 'kuala-lumpur')).toEqual([]);
    // The North Indian Lakshmi Puja (the evening's amavasya) would miss four: the Tamil reckoning is the one that fits.
    expect(differences('diwali', malaysia!.deepavali!, 'kuala-lumpur')).toHaveLength(4);
  });

  it('SG Deepavali 2015-2027 (Ministry of Manpower): Naraka Chaturdashi at Singapore, 13 of 13', () => {
    expect(differences('narakaChaturdashi', singapore!.deepavali!, 'singapore')).toEqual([]);
    expect(differences('diwali', singapore!.deepavali!, 'singapore')).toHaveLength(5);
  });

  it('MY Thaipusam 2015-2026: the Pushya rule at Kuala Lumpur, 10 of 12 (amendments/MY.json keeps 2017 and 2024)', () => {
    expect(differences('thaipusam', malaysia!.thaipusam!, 'kuala-lumpur')).toEqual([
      '2017: 02-09 (engine 02-10)',
      '2024: 01-25 (engine 01-26)',
    ]);
  });
});

describe('Mauritius: the lists of 2016, 2017 and 2019 and the notices of 2020-2025 (and 2026 for Thaipoosam Cavadee, Maha Shivaratree and Divali)', () => {
  const { mauritius } = published;
  it('Maha Shivaratree, Ougadi and Divali at Port Louis: 28 of 29 (amendments/MU.json keeps Ougadi 2017)', () => {
    expect(differences('mahaShivaratri', mauritius!.mahaShivaratree!, 'port-louis')).toEqual([]);
    expect(differences('ugadi', mauritius!.ugadi!, 'port-louis')).toEqual(['2017: 03-29 (engine 03-28)']);
    expect(differences('diwali', mauritius!.divali!, 'port-louis')).toEqual([]);
  });

  it("Ganesh Chaturthi: the day after India's (New Delhi's midday), 9 of 9; Port Louis's own day would miss all nine", () => {
    expect(differences('ganeshChaturthi', mauritius!.ganeshChaturthi!, 'new-delhi', { shift: 1 })).toEqual([]);
    expect(differences('ganeshChaturthi', mauritius!.ganeshChaturthi!, 'port-louis')).toHaveLength(9);
  });

  it('Thaipoosam Cavadee: the Pushya rule at Port Louis, 7 of 10 (amendments/MU.json keeps 2017, 2023 and 2024)', () => {
    expect(differences('thaipusam', mauritius!.thaipoosamCavadee!, 'port-louis')).toEqual([
      '2017: 02-09 (engine 02-10)',
      '2023: 02-04 (engine 02-05)',
      '2024: 01-25 (engine 01-26)',
    ]);
  });
});

describe("The Caribbean: Holi by the local evening, Diwali by India's", () => {
  const { guyana, trinidadAndTobago, suriname } = published;
  it('GY Phagwah 2015-2026: the Holi rule at Georgetown, 10 of 12 (amendments/GY.json keeps 2015 and 2020)', () => {
    expect(differences('holi', guyana!.phagwah!, 'georgetown')).toEqual([
      '2015: 03-06 (engine 03-05)',
      '2020: 03-10 (engine 03-09)',
    ]);
    expect(differences('holi', guyana!.phagwah!, 'new-delhi')).toHaveLength(5);
  });

  it('SR Holi Phagwa 2015-2026: the Holi rule at Paramaribo, 11 of 12 (amendments/SR.json keeps 2015)', () => {
    expect(differences('holi', suriname!.holiPhagwa!, 'paramaribo')).toEqual(['2015: 03-06 (engine 03-05)']);
  });

  it("Deepavali/Divali: India's day (New Delhi's evening) in GY 10 of 10, SR 12 of 12, TT 10 of 11; the local evening misses 3-4", () => {
    expect(differences('diwali', guyana!.deepavali!, 'new-delhi')).toEqual([]);
    expect(differences('diwali', suriname!.divali!, 'new-delhi')).toEqual([]);
    expect(differences('diwali', trinidadAndTobago!.divali!, 'new-delhi')).toEqual(['2016: 10-29 (engine 10-30)']);
    expect(differences('diwali', guyana!.deepavali!, 'georgetown')).toHaveLength(3);
    expect(differences('diwali', suriname!.divali!, 'paramaribo')).toHaveLength(4);
  });
});

describe("Fiji: Diwali at Suva's evening, a Sunday's kept on the Monday", () => {
  it('the gazetted days off 2016-2025: 10 of 10; India’s day would miss 6', () => {
    const { diwali } = published.fiji!;
    expect(differences('diwali', diwali!, 'suva', { dayOff: mondayForSunday })).toEqual([]);
    // Without the Monday, the three Sundays (2016, 2019, 2020) are the misses.
    expect(differences('diwali', diwali!, 'suva')).toEqual([
      '2016: 10-31 (engine 10-30)',
      '2019: 10-28 (engine 10-27)',
      '2020: 11-16 (engine 11-15)',
    ]);
    expect(differences('diwali', diwali!, 'new-delhi', { dayOff: mondayForSunday }).length).toBeGreaterThanOrEqual(4);
  });
});

describe('hindu.json', () => {
  it('declares the places above, and sets each country at the place and rule the tests fit', () => {
    for (const [name, place] of Object.entries(PLACES)) expect(hinduJson.places[name], name).toMatchObject(place);
    const set = (country: string) =>
      [
        ...new Set(
          hinduJson.entries
            .filter((entry) => entry.country === country)
            .map(
              (entry) =>
                `${entry.holiday}: ${entry.festival} at ${entry.place}${entry.shift ? ` +${entry.shift}` : ''}`,
            ),
        ),
      ].sort();
    expect(set('MY')).toEqual(['Deepavali: narakaChaturdashi at kuala-lumpur', 'Thaipusam: thaipusam at kuala-lumpur']);
    expect(set('SG')).toEqual(['Deepavali: narakaChaturdashi at singapore']);
    expect(set('MU')).toEqual([
      'Divali: diwali at port-louis',
      'Ganesh Chaturthi: ganeshChaturthi at new-delhi +1',
      'Maha Shivaratree: mahaShivaratri at port-louis',
      'Thaipoosam Cavadee: thaipusam at port-louis',
      'Ugadi: ugadi at port-louis',
    ]);
    expect(set('GY')).toEqual(['Deepavali: diwali at new-delhi', 'Phagwah: holi at georgetown']);
    expect(set('SR')).toEqual(['Deepavali: diwali at new-delhi', 'Holi Phagwa: holi at paramaribo']);
    expect(set('TT')).toEqual(['Deepavali: diwali at new-delhi']);
    expect(set('FJ')).toEqual(['Diwali: diwali at suva']);
  });
});
