// Asia and the Pacific, 2000-2035: the days the cross-check of the whole range
// found the rule library giving against the law of the year (amendments/<CC>.json),
// asked for as a client asks, through /v3/public-holidays/list and /check, on a
// build of these countries with the project's amendments. Each test names the
// law its answer rests on.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { DEFAULT_WORKDAYS_DIR } from '../../sources/workdays.js';
import { serveOwnDataset } from './helpers.js';
import { lawReviewClient } from './law-review-client.js';

const own = serveOwnDataset('ph-law-review-xasia', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['JP', 'KZ', 'TW'],
    fromYear: 2000,
    toYear: 2035,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
    workdaysDir: DEFAULT_WORKDAYS_DIR,
  });
});
const { listed, check, daysOff } = lawReviewClient(own);

/** [date, observed] of the holidays of that exact name (or its substitute day) in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name || holiday.name === `${name} (substitute day)`)
    .map((holiday) => [holiday.date, holiday.observed]);

describe('TW: a make-up day for a weekend holiday only from 2015 (紀念日及節日實施辦法, art. 5-1, in force 2015)', () => {
  it('National Day on Sunday 10 October 2010 had no Monday off; on Saturday 10 October 2015 the Friday before', async () => {
    expect(await days('TW', 2010, 'National Day / Double Tenth Day')).toEqual([['2010-10-10', '2010-10-10']]);
    expect(await check('TW', '2010-10-11')).toMatchObject({ is_holiday: false });
    expect(await daysOff('TW', '2015-10-09')).toEqual(['National Day / Double Tenth Day (substitute day)']);
  });

  it('Founding Day on Saturday 1 January 2011 gave no Friday 31 December 2010; on Sunday 1 January 2017 Monday 2 January', async () => {
    expect(await check('TW', '2010-12-31')).toMatchObject({ is_holiday: false });
    expect(await daysOff('TW', '2017-01-02')).toEqual(['Founding of the Republic of China (substitute day)']);
  });

  it('the Spring Festival kept its make-up days before 2015: 4-5 February 2003', async () => {
    expect(await daysOff('TW', '2003-02-04')).toEqual(['The forth day of the Chinese New Year']);
    expect(await daysOff('TW', '2003-02-05')).toEqual(['Chinese New Year Holiday']);
  });
});

describe('KZ: Nauryz and Kurban Ait as the law on holidays of 2001 and the announcements give them', () => {
  it('Nauryz is 22 March alone in 2002-2009, with Monday off for a weekend day (Law No. 267-II, art. 1 and 5); 21-23 March from 2010', async () => {
    expect(await days('KZ', 2005, 'Nauryz')).toEqual([['2005-03-22', '2005-03-22']]);
    expect(await days('KZ', 2008, 'Nauryz')).toEqual([
      ['2008-03-22', '2008-03-24'],
      ['2008-03-24', '2008-03-24'],
    ]);
    expect(await check('KZ', '2008-03-21')).toMatchObject({ is_holiday: false });
    expect((await days('KZ', 2011, 'Nauryz')).map(([date]) => date)).toEqual(
      expect.arrayContaining(['2011-03-21', '2011-03-22', '2011-03-23']),
    );
  });

  it("Kurban Ait's first day was 24 September 2015 and 12 September 2016, as announced", async () => {
    expect(await daysOff('KZ', '2015-09-24')).toEqual(['Eid al-Adha']);
    expect(await daysOff('KZ', '2016-09-12')).toEqual(['Eid al-Adha']);
    expect(await daysOff('KZ', '2016-09-11')).toEqual([]);
  });
});

describe("JP: a day between two national holidays is a Citizens' Holiday (Act on National Holidays, art. 3(3))", () => {
  it('Tuesday 21 September 2032, between Respect-for-the-Aged Day and the equinox', async () => {
    expect(await daysOff('JP', '2032-09-21')).toEqual(["Citizens' Holiday"]);
  });
});
