// The MABIMS criterion (calendars/crescent.ts `mabims`) as a client meets it: through
// /v3/public-holidays/list (contract 3.2.0) of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ and sources/calendars/ folders). Indonesia, Malaysia,
// Brunei and Singapore are `crescent` countries (calendars/reckoning.json): a future Hijri day is the
// criterion's estimate (`estimated: true`, listed by calendar-crescent), a day a government announced
// stays as announced (announced.json: `estimated: false`, listed by calendar-announced).

import { describe, expect, it } from 'vitest';
import { gregorianOfCrescent, type CrescentCriterion, type Place } from '../../../../sources/calendars/crescent.js';
import { reckonings } from '../../../../sources/calendars/islamic.js';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, sources, subdivisions] of a year's holidays of that name. */
const rowsOf = async (country: string, year: number, name: string) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.estimated ?? false, holiday.sources, holiday.subdivisions]);

const CRESCENT = ['calendar-crescent', 'date-holidays'];
const ANNOUNCED = ['calendar-announced', 'date-holidays'];
const sightingOf = (country: string) =>
  reckonings()[country] as { place: Place & { name: string }; criterion: CrescentCriterion };

describe('Indonesia: a future Idul Fitri is the MABIMS estimate at Lhoknga', () => {
  it("Eid al-Fitr 2028 on 27 and 28 February (1 and 2 Shawwal 1449 by the criterion; the library's 26 and 27), estimates", async () => {
    const { place, criterion } = sightingOf('ID');
    expect([place.name, criterion]).toEqual(['Lhoknga', 'mabims']);
    expect(gregorianOfCrescent({ year: 1449, month: 10, day: 1 }, place, criterion)).toBe('2028-02-27');
    expect(await rowsOf('ID', 2028, 'End of Ramadan (Eid al-Fitr)')).toEqual([
      ['2028-02-27', true, CRESCENT, []],
      ['2028-02-28', true, CRESCENT, []],
    ]);
  });

  it("a past day the joint decree fixed stays the decree's: Isra Mikraj 2026 on 16 January (the criterion 17 January)", async () => {
    expect(gregorianOfCrescent({ year: 1447, month: 7, day: 27 }, sightingOf('ID').place, 'mabims')).toBe('2026-01-17');
    expect(await rowsOf('ID', 2026, "Laylat al-Mi'raj")).toEqual([['2026-01-16', false, ANNOUNCED, []]]);
  });
});

describe('Malaysia, Singapore and Brunei: announced days stay, a holiday of two days keeps both', () => {
  it('Hari Raya Haji 2023 on 29 June and its second day 30 June in Kedah, Kelantan, Perlis and Terengganu, as announced', async () => {
    expect(await rowsOf('MY', 2023, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual([
      ['2023-06-29', false, ANNOUNCED, []],
      ['2023-06-30', false, ANNOUNCED, ['MY-02', 'MY-03', 'MY-09', 'MY-11']],
    ]);
  });

  it("Singapore's Hari Raya Puasa 2022 on 3 May, the Ministry of Manpower's day (the criterion 2 May)", async () => {
    expect(await rowsOf('SG', 2022, 'Hari Raya Puasa')).toEqual([['2022-05-03', false, ANNOUNCED, []]]);
  });

  it('Brunei: Hari Raya Aidiladha 2030 is the MABIMS estimate at Bandar Seri Begawan', async () => {
    const { place, criterion } = sightingOf('BN');
    const day = gregorianOfCrescent({ year: 1451, month: 12, day: 10 }, place, criterion);
    expect(day).toBe('2030-04-14');
    // A Sunday: Brunei's replacement-day rule (amendments/BN.json) gives Monday 15 April off too.
    expect((await rowsOf('BN', 2030, 'Feast of the Sacrifice (Eid al-Adha)'))[0]).toEqual([
      day,
      true,
      ['amendments', ...CRESCENT],
      [],
    ]);
  });
});
