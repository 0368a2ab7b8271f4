// India's central-government lists before 2015 and Delhi's closed days (issue 25 item 3), asked for as a client
// asks: through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). The
// Department of Personnel and Training's lists found for 2009-2014 (2013's Muharram as a later memorandum moved
// it; 2000-2008: none found) are announced days: the Islamic four in sources/calendars/announced.json, the
// Hindu, Jain, Buddhist and Sikh five by the Hindu engine (hindu.json `announced`), held here to the lists' days
// (test/fixtures/calendars/india-central-government-holidays-2009-2014.json). Delhi's three further closed
// holidays (IN-DL) of 2009, 2011, 2012 and 2015-2019 are amendments (amendments/IN.json), as 2020-2022 are.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { festivalDays, type FestivalName, type Place } from '../../../../sources/calendars/hindu.js';
import { ADHA, FITR, listIn320, MAWLID, serveSharedFullBuild, type ListedHoliday } from '../../helpers.js';

const NEW_DELHI: Place = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const lists = (
  JSON.parse(
    readFileSync(
      new URL('../../../fixtures/calendars/india-central-government-holidays-2009-2014.json', import.meta.url),
      'utf8',
    ),
  ) as { years: Record<string, { days: Record<string, string>; delhi?: string[] }> }
).years;

const own = serveSharedFullBuild();

/** A 3.2.0 holiday as the list endpoint answers it: every field these tests read is always there. */
type Listed = Required<Pick<ListedHoliday, 'date' | 'name' | 'type' | 'subdivisions' | 'sources' | 'estimated'>>;
const listed = async (year: number) => (await listIn320(own.server, 'IN', year)) as Listed[];
/** [date, estimated, sources] of the nationwide public rows of a holiday in a year. */
const days = async (year: number, name: string) =>
  (await listed(year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
    .map((holiday) => [holiday.date, holiday.estimated, holiday.sources]);
/** `date name` of the closed holidays only the offices in Delhi/New Delhi keep (regional IN-DL) in a year. */
const delhi = async (year: number) =>
  (await listed(year))
    .filter((holiday) => holiday.type === 'regional' && holiday.subdivisions.join() === 'IN-DL')
    .map((holiday) => `${holiday.date} ${holiday.name}`);

const MUHARRAM = 'Muharram (Ashura)';
const ANNOUNCED = ['calendar-announced'];
const CRESCENT = ['calendar-crescent'];
/** The five compulsory holidays of para 2 the Hindu engine sets, by festival. */
const ENGINE_FIVE: Record<string, string> = {
  mahavirJayanti: 'Mahavir Jayanti',
  buddhaPurnima: 'Buddha Purnima',
  dussehra: 'Dussehra',
  diwali: 'Diwali',
  guruNanakJayanti: "Guru Nanak's Birthday",
};

describe('the lists of 2009-2014 against the Hindu engine at New Delhi (hindu.ts)', () => {
  it('gives every Hindu, Jain, Buddhist and Sikh day of the six lists: 54 of 54', () => {
    const differences = Object.entries(lists).flatMap(([year, { days: table }]) =>
      Object.entries(table).flatMap(([festival, day]) => {
        const engine = festivalDays(festival as FestivalName, Number(year), NEW_DELHI);
        return engine.includes(day) ? [] : [`${festival} ${day} (engine ${engine.join('/')})`];
      }),
    );
    expect(differences).toEqual([]);
    expect(Object.values(lists).reduce((count, year) => count + Object.keys(year.days).length, 0)).toBe(54);
  });
});

describe("India: the lists' Islamic days before 2015, announced (not estimated)", () => {
  it('2009, with its two Muharrams (OM F.No.12/11/2008-JCA of 11 June 2008): the crescent at New Delhi gave each', async () => {
    expect(await days(2009, MUHARRAM)).toEqual([
      ['2009-01-08', false, ANNOUNCED],
      ['2009-12-28', false, ANNOUNCED],
    ]);
    expect(await days(2009, MAWLID)).toEqual([['2009-03-10', false, ANNOUNCED]]);
    expect(await days(2009, FITR)).toEqual([['2009-09-21', false, ANNOUNCED]]);
    expect(await days(2009, ADHA)).toEqual([['2009-11-28', false, ANNOUNCED]]);
  });

  it('2008, without a list on file: estimates', async () => {
    expect(await days(2008, FITR)).toEqual([['2008-10-02', true, CRESCENT]]);
    expect(await days(2008, ADHA)).toEqual([['2008-12-09', true, CRESCENT]]);
  });

  it('2010, all four (OM F.No.12/5/2009-JCA-2 of 9 June 2009), Muharram on Friday 17 December', async () => {
    expect(await days(2010, MAWLID)).toEqual([['2010-02-27', false, ANNOUNCED]]);
    expect(await days(2010, FITR)).toEqual([['2010-09-11', false, ANNOUNCED]]);
    expect(await days(2010, ADHA)).toEqual([['2010-11-17', false, ANNOUNCED]]);
    expect(await days(2010, MUHARRAM)).toEqual([['2010-12-17', false, ANNOUNCED]]);
  });

  it('2012, all four (OM F.No.12/3/2011-JCA-2 of 27 June 2011): the crescent at New Delhi gave each', async () => {
    expect(await days(2012, MAWLID)).toEqual([['2012-02-05', false, ANNOUNCED]]);
    expect(await days(2012, FITR)).toEqual([['2012-08-20', false, ANNOUNCED]]);
    expect(await days(2012, ADHA)).toEqual([['2012-10-27', false, ANNOUNCED]]);
    expect(await days(2012, MUHARRAM)).toEqual([['2012-11-25', false, ANNOUNCED]]);
  });

  it("Id-ul-Fitr 2014 on the list's Tuesday 29 July (OM F.No.12/5/2013-JCA-2), a day before the crescent's 30th", async () => {
    expect(await days(2014, FITR)).toEqual([['2014-07-29', false, ANNOUNCED]]);
    expect(await days(2014, MAWLID)).toEqual([['2014-01-14', false, ANNOUNCED]]);
    expect(await days(2014, ADHA)).toEqual([['2014-10-06', false, ANNOUNCED]]);
    expect(await days(2014, MUHARRAM)).toEqual([['2014-11-04', false, ANNOUNCED]]);
  });

  it('2011: Milad-un-Nabi and Id-ul-Fitr found; Bakrid and Muharram, not in any copy read, stay estimates', async () => {
    expect(await days(2011, MAWLID)).toEqual([['2011-02-16', false, ANNOUNCED]]);
    expect(await days(2011, FITR)).toEqual([['2011-08-31', false, ANNOUNCED]]);
    expect(await days(2011, ADHA)).toEqual([['2011-11-07', true, CRESCENT]]);
    expect(await days(2011, MUHARRAM)).toEqual([['2011-12-06', true, CRESCENT]]);
  });

  it("2013 (OM F.No.12/4/2012-JCA-2 of 5 June 2012): Muharram on Friday 15 November by the revision of 11 November 2013 (the list's 14th)", async () => {
    expect(await days(2013, MAWLID)).toEqual([['2013-01-25', false, ANNOUNCED]]);
    expect(await days(2013, FITR)).toEqual([['2013-08-09', false, ANNOUNCED]]);
    expect(await days(2013, ADHA)).toEqual([['2013-10-16', false, ANNOUNCED]]);
    expect(await days(2013, MUHARRAM)).toEqual([['2013-11-15', false, ANNOUNCED]]);
  });
});

describe("India: the engine's five compulsory days are the lists' (not estimated) from 2009 only", () => {
  for (const year of [2009, 2010, 2011, 2012, 2013, 2014])
    it(`${year}: Mahavir Jayanti, Buddha Purnima, Dussehra, Diwali and Guru Nanak's Birthday on the list's days`, async () => {
      const table = lists[String(year)]!.days;
      for (const [festival, name] of Object.entries(ENGINE_FIVE))
        expect(await days(year, name), name).toEqual([[table[festival], false, ['calendar-hindu']]]);
    });

  it('2000 and 2008, without a list on file: estimates', async () => {
    for (const year of [2000, 2008])
      for (const name of Object.values(ENGINE_FIVE)) {
        const found = await days(year, name);
        expect(found.length, `${year} ${name}`).toBe(1);
        expect(found[0]![1], `${year} ${name}`).toBe(true);
      }
  });
});

describe("Delhi's three further closed holidays (IN-DL), as each year's Annexure I chose them", () => {
  it("2009, 2011 and 2012: the lists' three, the days the fixture holds", async () => {
    for (const year of [2009, 2011, 2012]) {
      const { days: table, delhi: chosen } = lists[String(year)]!;
      const names: Record<string, string> = {
        mahaShivaratri: 'Maha Shivaratri',
        holi: 'Holi',
        ramNavami: 'Ram Navami',
        janmashtami: 'Janmashtami',
      };
      expect(await delhi(year)).toEqual(chosen!.map((festival) => `${table[festival]} ${names[festival]}`));
    }
  });

  it('2015-2019: Holi, Ram Navami and Janmashtami, or Maha Shivaratri in place of the one on a Sunday or holiday', async () => {
    expect(await delhi(2015)).toEqual(['2015-03-06 Holi', '2015-03-28 Ram Navami', '2015-09-05 Janmashtami']);
    expect(await delhi(2016)).toEqual(['2016-03-24 Holi', '2016-04-15 Ram Navami', '2016-08-25 Janmashtami']);
    // Janmashtami fell on Independence Day.
    expect(await delhi(2017)).toEqual(['2017-02-24 Maha Shivaratri', '2017-03-13 Holi', '2017-04-04 Ram Navami']);
    // Ram Navami on a Sunday; Maha Shivaratri on the list's 14 February, the engine's 13th.
    expect(await delhi(2018)).toEqual(['2018-02-14 Maha Shivaratri', '2018-03-02 Holi', '2018-09-03 Janmashtami']);
    expect(festivalDays('mahaShivaratri', 2018, NEW_DELHI)).toEqual(['2018-02-13']);
    expect(await delhi(2019)).toEqual(['2019-03-04 Maha Shivaratri', '2019-03-21 Holi', '2019-08-24 Janmashtami']);
    // As amendments/IN.json held already: 2020's three.
    expect(await delhi(2020)).toEqual(['2020-03-10 Holi', '2020-04-02 Ram Navami', '2020-08-12 Janmashtami']);
  });

  it("2008, 2010, 2013 and 2014, whose Annexure I's three were not established: none", async () => {
    for (const year of [2008, 2010, 2013, 2014]) expect(await delhi(year), String(year)).toEqual([]);
  });
});
