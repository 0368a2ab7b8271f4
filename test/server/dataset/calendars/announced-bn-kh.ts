// Cambodia's Khmer New Year, Visak Bochea and Royal Ploughing Ceremony of 2015-2018 as they were kept, and
// Brunei's Hijri days still estimated, through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts). Cambodia's announced days are dated rules of countries/KH.json (the Khmer engine,
// sources/calendars/khmer.json, adds a holiday only where the year's rules lack it), so they are neither estimates
// nor from the announced table: the Ministry of Labour's notifications on the New Year of 2016 (No. 080/16: four
// days, 13-16 April) and 2018 (No. 010/18: 14-16 April, and 17 April for the Sunday), the Royal Ploughing
// Ceremony as held in 2015, 2016 and 2018, Visak Bochea as the Kampong Thom provincial administration (2017) and
// the Daun Penh district (2018) kept it. The days no source was found for stay the engine's estimates (reviews/KH.json
// `open`). Brunei: no announcement of Hari Raya Aidiladha 2018, 2021 or 2024 was found (reviews/BN.json `open`),
// so they stay MABIMS estimates, while the announced Hari Raya Aidilfitri of 2017 stays announced.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A dated rule's days: not estimated, not from the announced table (countries/<CC>.json). */
const ruled = (...dates: string[]) => dates.map((date) => [date, false, false]);
/** An engine's days: estimated. */
const engine = (...dates: string[]) => dates.map((date) => [date, true, false]);

describe('KH 2015-2018: the New Year, Visak Bochea and the Royal Ploughing Ceremony as kept (list endpoint, 3.2.0)', () => {
  it('Khmer New Year 2016, four days (Notification No. 080/16), and 2018, three days and 17 April for the Sunday (No. 010/18)', async () => {
    expect(await days('KH', 2016, 'Khmer New Year')).toEqual(
      ruled('2016-04-13', '2016-04-14', '2016-04-15', '2016-04-16'),
    );
    expect(await days('KH', 2018, 'Khmer New Year')).toEqual(ruled('2018-04-14', '2018-04-15', '2018-04-16'));
    expect(await days('KH', 2018, 'Substitute holiday')).toEqual(ruled('2018-04-17'));
  });

  it('the Royal Ploughing Ceremony of 2015, 2016 and 2018 on the days it was held, no estimate', async () => {
    expect(await days('KH', 2015, 'Royal Ploughing Ceremony')).toEqual(ruled('2015-05-06'));
    expect(await days('KH', 2016, 'Royal Ploughing Ceremony')).toEqual(ruled('2016-05-24'));
    expect(await days('KH', 2018, 'Royal Ploughing Ceremony')).toEqual(ruled('2018-05-03'));
  });

  it('Visak Bochea on Wednesday 10 May 2017 and Sunday 29 April 2018, no estimate', async () => {
    expect(await days('KH', 2017, 'Visak Bochea Day')).toEqual(ruled('2017-05-10'));
    expect(await days('KH', 2018, 'Visak Bochea Day')).toEqual(ruled('2018-04-29'));
  });

  it("2015's and 2017's New Year, 2016's Visak Bochea and 2017's Royal Ploughing Ceremony stay the engine's estimates (2015's Visak Bochea: announced-residue7-other.ts)", async () => {
    expect(await days('KH', 2015, 'Khmer New Year')).toEqual(engine('2015-04-14', '2015-04-15', '2015-04-16'));
    expect(await days('KH', 2017, 'Khmer New Year')).toEqual(engine('2017-04-14', '2017-04-15', '2017-04-16'));
    expect(await days('KH', 2016, 'Visak Bochea Day')).toEqual(engine('2016-05-20'));
    expect(await days('KH', 2017, 'Royal Ploughing Ceremony')).toEqual(engine('2017-05-14'));
  });
});

describe('BN: Hari Raya days with no announcement found stay estimates (list endpoint, 3.2.0)', () => {
  it('Hari Raya Aidiladha 2021 stays a MABIMS estimate (2024 announced since, adha19); the announced Aidilfitri of 2017 stays announced', async () => {
    expect(await days('BN', 2021, ADHA)).toEqual(estimated('2021-07-20'));
    expect(await days('BN', 2024, ADHA)).toEqual(announced('2024-06-17'));
    expect((await days('BN', 2017, FITR))[0]).toEqual(announced('2017-06-26')[0]);
  });
});
