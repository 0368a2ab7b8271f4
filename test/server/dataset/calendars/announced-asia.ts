// The Hijri days that MV, BN, MY, ID, BD, AF and PK announced for past years (sources/calendars/announced.json), asked
// for as a client asks: through /v3/public-holidays/list, contract 3.2.0, of the full offline build
// (test/full-build.ts), with the project's reviewed files. An announced day is the holiday's day and no longer an
// estimate, whether it confirms the engine's estimate or moves it (every day of the holiday with it); a year no
// announcement covers yet (2028) keeps the estimate, `estimated: true`.

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  amendedDays,
  announced,
  estimated,
  FITR,
  holidayDays,
  listIn320,
  nationwideHolidayDays,
  serveSharedFullBuild,
  type ListedHoliday,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('announced Hijri days of past years in South and Southeast Asia (list endpoint, 3.2.0)', () => {
  it('BN: Hari Raya Aidilfitri 2017 from Monday 26 June (the Syawal moon not sighted), a day after the MABIMS estimate', async () => {
    expect(await days('BN', 2017, FITR)).toEqual([
      ['2017-06-26', false, true],
      ['2017-06-27', false, true],
      ['2017-06-28', false, true],
    ]);
  });

  it("MY: Awal Muharram 2017 on Friday 22 September, the federal list's day, a day after the estimate", async () => {
    expect(await days('MY', 2017, 'Islamic New Year')).toEqual([['2017-09-22', false, true]]);
  });

  it('ID: Isra Mikraj 2016 on Friday 6 May as the joint decree fixed it (the estimate: 5 May); Idul Fitri 2015 confirmed', async () => {
    expect(await days('ID', 2016, "Laylat al-Mi'raj")).toEqual([['2016-05-06', false, true]]);
    expect(await days('ID', 2015, FITR)).toEqual([
      ['2015-07-17', false, true],
      ['2015-07-18', false, true],
    ]);
  });

  it("PK: Eid-ul-Fitr 2026 from Saturday 21 March (no Shawwal testimony on the 19th), the library's 20 March moved", async () => {
    expect(await days('PK', 2026, FITR)).toEqual([
      ['2026-03-21', false, true],
      ['2026-03-22', false, true],
      ['2026-03-23', false, true],
    ]);
  });

  it('BD: Eid-ul-Fitr 2019 on Wednesday 5 June, the moon-sighting committee’s revised decision, confirmed', async () => {
    expect(await days('BD', 2019, FITR)).toEqual([
      ['2019-06-05', false, true],
      ['2019-06-06', false, true],
      ['2019-06-07', false, true],
    ]);
  });

  it("MV: 1 Ramadan and Eid al-Fitr 2026 as the Ministry of Islamic Affairs declared them, Umm al-Qura's days confirmed", async () => {
    expect(await days('MV', 2026, 'First Day of Ramadan')).toEqual([['2026-02-18', false, true]]);
    expect((await days('MV', 2026, 'Eid al-Fitr'))[0]).toEqual(['2026-03-20', false, true]);
  });

  it('AF: Eid al-Fitr 2017 and 1 Ramadan 2024 as the Supreme Court declared them', async () => {
    expect((await days('AF', 2017, 'Eid al-Fitr'))[0]).toEqual(['2017-06-25', false, true]);
    expect(await days('AF', 2024, 'First Day of Ramadan')).toEqual([['2024-03-11', false, true]]);
  });

  it.each([
    ['Islamic New Year', '2021-08-10', '2021-08-11'],
    ['Birthday of Muhammad (Mawlid)', '2021-10-19', '2021-10-20'],
  ])(
    'ID 2021: %s kept on Tuesday %s, its day off moved to the Wednesday by the second amended joint decree (SKB 712, 1 and 3 of 2021)',
    async (name, day, dayOff) => {
      const listed = (await listIn320(shared.server, 'ID', 2021))
        .filter((holiday: ListedHoliday) => holiday.name.startsWith(name))
        .map((holiday: ListedHoliday) => [holiday.date, holiday.observed, holiday.substitute, holiday.estimated]);
      expect(listed).toEqual([
        [day, dayOff, false, false],
        [dayOff, dayOff, true, false],
      ]);
    },
  );

  it.each([
    ['MV', 'Eid al-Fitr', '2028-02-26'],
    ['BN', FITR, '2028-02-27'],
    ['MY', FITR, '2028-02-27'],
    ['ID', FITR, '2028-02-27'],
    ['BD', FITR, '2028-02-28'],
    ['AF', 'Eid al-Fitr', '2028-02-26'],
    ['PK', FITR, '2028-02-26'],
  ])('%s: Eid al-Fitr 2028, which no announcement covers yet, stays an estimate', async (country, name, first) => {
    expect((await days(country, 2028, name))[0]).toEqual([first, true, false]);
  });
});

// Iran 2026 (the official calendars of 1404 and 1405 AP), the Cocos (Keeling) Islands (the Administrator's gazettes
// and bulletins), and the days added for Brunei, Bangladesh, Malaysia and the Maldives in the session of 27 November
// 2026: each country's moved day (where the announcement differs from the engine's estimate) or confirmed day, and a
// later year still estimated.

/** [date, estimated, announced] of each day of the holiday in the year; `scope` as holidayDays takes it. */
const anyScope = (country: string, year: number, name: string, scope?: string) =>
  holidayDays(shared.server, country, year, name, scope);

describe('announced lunar days of Iran, the Maldives, Brunei, Cocos, Bangladesh and Malaysia (list endpoint, 3.2.0)', () => {
  it("IR: the official calendars of 1404 and 1405 AP confirm 2026's Eid al-Fitr, its second day, Tasu'a and Ashura; 2027 stays estimated", async () => {
    expect(await anyScope('IR', 2026, FITR)).toEqual([['2026-03-21', false, true]]);
    expect(await anyScope('IR', 2026, 'Holyday for Fetr Eeid')).toEqual([['2026-03-22', false, true]]);
    expect(await anyScope('IR', 2026, 'Tasoua')).toEqual([['2026-06-24', false, true]]);
    expect(await anyScope('IR', 2026, 'Ashoura')).toEqual([['2026-06-25', false, true]]);
    expect(await anyScope('IR', 2027, FITR)).toEqual([['2027-03-10', true, false]]);
  });

  it("CC: the Administrator's Hari Raya Haji 2016 on Monday 12 September (the library's Sunday and its Monday in lieu give way) and Hari Raya Puasa 2022 on Tuesday 3 May", async () => {
    expect(await anyScope('CC', 2016, 'Hari Raya Haji')).toEqual([['2016-09-12', false, true]]);
    expect(await anyScope('CC', 2016, 'Hari Raya Haji (substitute day)')).toEqual([]);
    expect(await anyScope('CC', 2022, 'Hari Raya Puasa')).toEqual([['2022-05-03', false, true]]);
    expect(await anyScope('CC', 2024, 'Hari Raya Haji')).toEqual([['2024-06-17', false, true]]);
    expect(await anyScope('CC', 2030, 'Hari Raya Puasa')).toEqual([['2030-02-04', true, false]]);
  });

  it('BN: 1 Ramadan 2020 on Saturday 25 April (the crescent not sighted), a day after the estimate; Aidiladha 2016 on Monday 12 September', async () => {
    expect(await anyScope('BN', 2020, 'First day of Ramadan')).toEqual([['2020-04-25', false, true]]);
    expect(await anyScope('BN', 2020, 'First day of Ramadan (substitute day)')).toEqual([]);
    expect(await anyScope('BN', 2016, ADHA)).toEqual([['2016-09-12', false, true]]);
    expect(await anyScope('BN', 2030, 'First day of Ramadan')).toEqual([
      ['2030-01-06', true, false],
      ['2030-12-26', true, false],
    ]);
  });

  it('BD: Eid-e-Miladunnabi 2021 on Wednesday 20 October, a day after the crescent estimate; 2030 stays estimated', async () => {
    expect(await anyScope('BD', 2021, 'Birthday of Muhammad (Mawlid)')).toEqual([['2021-10-20', false, true]]);
    expect(await anyScope('BD', 2030, 'Birthday of Muhammad (Mawlid)')).toEqual([['2030-07-14', true, false]]);
  });

  it("MY: the federal list's Hari Raya Qurban 2022 confirms the estimate's day and Kedah's second day; 2030 stays estimated", async () => {
    expect(await anyScope('MY', 2022, ADHA, 'nationwide')).toEqual([['2022-07-10', false, true]]);
    expect(await anyScope('MY', 2022, ADHA, 'MY-02')).toEqual([['2022-07-11', false, true]]);
    expect((await anyScope('MY', 2030, ADHA, 'nationwide'))[0]).toEqual(['2030-04-14', true, false]);
  });

  it("MV: Eid al-Fitr 2017 on Sunday 25 June confirms Umm al-Qura's three days; 2030 stays estimated", async () => {
    expect(await anyScope('MV', 2017, 'Eid al-Fitr')).toEqual([
      ['2017-06-25', false, true],
      ['2017-06-26', false, true],
      ['2017-06-27', false, true],
    ]);
    expect((await anyScope('MV', 2030, 'Eid al-Fitr'))[0]).toEqual(['2030-02-04', true, false]);
  });
});

// The days added for the Maldives, Afghanistan and Brunei in the session of 28 November 2026 (issue 25 item 3,
// 2015-2026): the Maldives' Eid al-Adha of 2015 a day after Umm al-Qura's (Saudi Arabia's 1 Dhu al-Hijjah of 15
// September), its Hajj Day with it and the President's Office's three extra days before it; Afghanistan's Eid
// al-Fitr of 2026 a day before the estimate (the Supreme Court's sighting of 18 March) and three of the Republic's
// and the Emirate's days confirmed; Brunei's 1 Ramadan and Hari Raya Aidilfitri of 2021 a day after the MABIMS
// estimate (the Syawal crescent sought on 29 Ramadan, 12 May), its Hari Raya of 2026 and 1 Ramadan 2022 confirmed; the
// Maldives' government holidays joined to the Eids of 2022.

describe('announced lunar days of the Maldives, Afghanistan and Brunei, 2015-2026 (list endpoint, 3.2.0)', () => {
  it("MV: Eid al-Adha 2015 from Thursday 24 September (Umm al-Qura's 23rd moved), the Hajj Day on the 23rd; 2030 estimated", async () => {
    expect(await anyScope('MV', 2015, 'Eid al-Adha')).toEqual(
      announced('2015-09-24', '2015-09-25', '2015-09-26', '2015-09-27'),
    );
    expect(await anyScope('MV', 2015, 'Hajj Day')).toEqual(announced('2015-09-23'));
    expect(await anyScope('MV', 2030, 'Eid al-Adha')).toEqual(
      estimated('2030-04-13', '2030-04-14', '2030-04-15', '2030-04-16'),
    );
  });

  it("MV: the President's Office's government holidays of 20-22 September 2015 before the Hajj Day, decided, not estimated", async () => {
    expect(await amendedDays(shared.server, 'MV', 2015, 'Government Holiday')).toEqual([
      ['2015-09-20', false],
      ['2015-09-21', false],
      ['2015-09-22', false],
    ]);
  });

  it('AF: Eid al-Fitr 2026 from Thursday 19 March, the Supreme Court’s day, a day before the estimate; 2030 estimated', async () => {
    expect(await anyScope('AF', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-19', '2026-03-20', '2026-03-21'));
    expect(await anyScope('AF', 2030, 'Eid al-Fitr')).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });

  it('AF: 1 Ramadan 2016, the Prophet’s Birthday 2018 and the Day of Arafah 2023 confirmed as announced', async () => {
    expect(await anyScope('AF', 2016, 'First Day of Ramadan')).toEqual(announced('2016-06-06'));
    expect(await anyScope('AF', 2018, "Prophet's Birthday")).toEqual(announced('2018-11-20'));
    expect(await anyScope('AF', 2023, 'Day of Arafah')).toEqual(announced('2023-06-27'));
  });

  it('BN: 1 Ramadan 2021 on Wednesday 14 April and Hari Raya Aidilfitri from Friday 14 May, a day after the estimate, with the Friday and Sunday replaced on 17 and 18 May', async () => {
    expect(await anyScope('BN', 2021, 'First day of Ramadan')).toEqual(announced('2021-04-14'));
    expect(await anyScope('BN', 2021, FITR)).toEqual(announced('2021-05-14', '2021-05-15', '2021-05-16'));
    expect(await anyScope('BN', 2021, `${FITR} (substitute day)`)).toEqual(announced('2021-05-17', '2021-05-18'));
  });

  it('BN: Hari Raya Aidilfitri 2026 on Saturday 21 March confirmed (the crescent not sighted on the 19th); 2030 estimated', async () => {
    expect((await anyScope('BN', 2026, FITR))[0]).toEqual(['2026-03-21', false, true]);
    expect((await anyScope('BN', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
  });

  it("MV: the President's Office's government holidays of 5 May and 13-14 July 2022, joined to the Eids", async () => {
    expect(
      (await amendedDays(shared.server, 'MV', 2022, 'Government Holiday')).filter(([day]) => day < '2022-07-20'),
    ).toEqual([
      ['2022-05-05', false],
      ['2022-07-13', false],
      ['2022-07-14', false],
    ]);
  });

  it('BN: 1 Ramadan 2022 on Sunday 3 April confirmed, its Monday in lieu with it; 2030 estimated', async () => {
    expect(await anyScope('BN', 2022, 'First day of Ramadan')).toEqual(announced('2022-04-03'));
    expect(await anyScope('BN', 2022, 'First day of Ramadan (substitute day)')).toEqual(announced('2022-04-04'));
    expect((await anyScope('BN', 2030, 'First day of Ramadan'))[0]).toEqual(['2030-01-06', true, false]);
  });
});
