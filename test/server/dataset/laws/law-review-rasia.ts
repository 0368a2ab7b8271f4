// Asian countries reviewed against their laws (issue 26 item 2, second wave: CN, IN, ID, …; the records are
// reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check of
// the shared full offline build (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test
// names the law its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, onDay, dayOff } = lawReviewClient(shared);

describe('Indonesia: Keputusan Presiden No. 8 Tahun 2024 tentang Hari-Hari Libur', () => {
  it('Easter Sunday (Kebangkitan Yesus Kristus) is a holiday from 2024 (Diktum KESATU no. 9), not before', async () => {
    expect(await onDay('ID', '2024-03-31')).toEqual([['Easter Sunday', 'public']]);
    expect(await onDay('ID', '2025-04-20')).toEqual([['Easter Sunday', 'public']]);
    // Future years follow the Keppres in force: Easter 2035 is on 25 March.
    expect(await onDay('ID', '2035-03-25')).toEqual([['Easter Sunday', 'public']]);
    // Keppres No. 251/1967 and its amendments, in force until 29 January 2024, had no Easter Sunday: Easter 2023 was 9 April.
    expect(await dayOff('ID', '2023-04-09')).toBe(false);
  });
});

describe("Thailand: the Cabinet's resolutions on the reign's holidays (9 October 1957, 11 April 2017, 14 and 21 May 2019)", () => {
  it('Coronation Day is 5 May to 2016 (1957), none in 2017-2019, 4 May from 2020 (21 May 2019)', async () => {
    expect(await onDay('TH', '2010-05-05')).toEqual([['Coronation Day', 'public']]);
    expect(await onDay('TH', '2016-05-05')).toEqual([['Coronation Day', 'public']]);
    expect(await dayOff('TH', '2016-05-04')).toBe(false);
    expect(await dayOff('TH', '2017-05-05')).toBe(false);
    expect(await dayOff('TH', '2018-05-04')).toBe(false);
    expect(await onDay('TH', '2021-05-04')).toEqual([['Coronation Day', 'public']]);
  });

  it("the King's Birthday (28 July) and King Bhumibol's Memorial Day (13 October) only from 2017 (11 April 2017)", async () => {
    expect(await dayOff('TH', '2015-07-28')).toBe(false);
    expect(await dayOff('TH', '2016-10-13')).toBe(false);
    expect(await onDay('TH', '2017-07-28')).toEqual([["King's Birthday", 'public']]);
    expect(await onDay('TH', '2017-10-13')).toEqual([['King Bhumibol Adulyadej Memorial Day', 'public']]);
  });

  it("Queen Suthida's Birthday (3 June) only from 2019 (14 May 2019)", async () => {
    expect(await dayOff('TH', '2015-06-03')).toBe(false);
    expect(await onDay('TH', '2019-06-03')).toEqual([["Queen Suthida's Birthday", 'public']]);
  });

  it('the Buddhist holy days are holidays in 2000-2009 too (Labour Protection Act 1998, s. 29; the 2004, 2006 and 2009 lists)', async () => {
    expect(await onDay('TH', '2004-03-05')).toEqual([['Makha Bucha', 'public']]);
    expect(await onDay('TH', '2006-05-12')).toEqual([['Vesak Day', 'public']]);
    expect(await onDay('TH', '2006-07-11')).toEqual([['Buddhist Lent', 'public']]);
    expect(await onDay('TH', '2009-07-07')).toEqual([['Asalha Puja', 'public']]);
    // Asarnha Bucha was no public holiday before 2007: 2004's full moon of the 8th month was 31 July.
    expect(await dayOff('TH', '2004-07-31')).toBe(false);
  });
});

describe('Viet Nam: the Labour Code 1994 (Art. 73, amended by Law 84/2007/QH11), 2012 (Art. 115) and 2019 (Art. 112)', () => {
  it("the Hùng Kings' day is a holiday from 2007 (Law 84/2007/QH11), not before", async () => {
    // 10th day of the 3rd lunar month: 18 April 2005, 26 April 2007.
    expect(await dayOff('VN', '2005-04-18')).toBe(false);
    expect(await onDay('VN', '2007-04-26')).toEqual([['Hung Kings Commemorations', 'public']]);
  });

  it('Tết is four days (the eve and days 1-3) to 2012 (1994 Code), five from 2013 (2012 Code)', async () => {
    // The lunar new year: 9 February 2005, 23 January 2012, 10 February 2013.
    expect(await dayOff('VN', '2005-02-11')).toBe(true);
    expect(await dayOff('VN', '2005-02-12')).toBe(false);
    expect(await dayOff('VN', '2012-01-25')).toBe(true);
    expect(await dayOff('VN', '2012-01-26')).toBe(false);
    expect(await dayOff('VN', '2013-02-13')).toBe(true);
  });

  it('National Day is two days from 2021 (2019 Code, Art. 112(1)(đ)): 3 September 2021, 1 September 2022, 3 September 2024 beside 2 September', async () => {
    expect(await onDay('VN', '2021-09-03')).toEqual([['National Day', 'public']]);
    expect(await onDay('VN', '2022-09-01')).toEqual([['National Day', 'public']]);
    expect(await onDay('VN', '2024-09-03')).toEqual([['National Day', 'public']]);
    expect(await dayOff('VN', '2020-09-03')).toBe(false);
  });
});

describe('Singapore and Malaysia: Deepavali in every year of the Holidays Acts (Singapore 1998, Malaysia 1951)', () => {
  it('Singapore: Deepavali has a day after 2030, where the rule library stops (Tamil reckoning at Singapore, estimated)', async () => {
    const days = async (year: number) =>
      (await listed('SG', year)).filter((holiday) => holiday.name === 'Deepavali').map((holiday) => holiday.date);
    expect(await days(2027)).toEqual(['2027-10-28']);
    expect(await days(2033)).toEqual(['2033-10-22']);
    expect(await days(2035)).toEqual(['2035-10-30']);
  });

  it('Malaysia: Deepavali in every State but Sarawak also in 2000-2010 and after 2030 (estimated)', async () => {
    for (const [year, date] of [
      [2005, '2005-11-01'],
      [2033, '2033-10-22'],
    ] as const) {
      const rows = (await listed('MY', year)).filter((holiday) => holiday.name === 'Deepavali');
      expect(rows.map((holiday) => [holiday.date, holiday.type])).toEqual([[date, 'regional']]);
      const places = rows.flatMap((holiday) => holiday.subdivisions);
      expect(places).toContain('MY-14');
      expect(places).not.toContain('MY-13');
    }
  });
});

describe('Malaysia: the Holidays Act 1951 (Act 369) and the Cabinet decision of October 2009', () => {
  it('Malaysia Day (16 September) is a federal holiday from 2010, not before (Najib Razak in the Dewan Rakyat, 19 October 2009)', async () => {
    expect(await dayOff('MY', '2009-09-16')).toBe(false);
    expect(await onDay('MY', '2010-09-16')).toEqual([['Malaysia Day', 'public']]);
  });

  it("Wesak Day has its day in 2001-2009 (the government's lists), where the rule library has none", async () => {
    expect(await onDay('MY', '2003-05-15')).toEqual([['Vesak Day', 'public']]);
    expect(await onDay('MY', '2009-05-09')).toEqual([['Vesak Day', 'public']]);
  });

  it("Deepavali 2002 and 2003 on the lists' days (3 November, 23 October), not the reckoning's day after", async () => {
    const deepavali = async (year: number) =>
      (await listed('MY', year)).filter((holiday) => holiday.name === 'Deepavali').map((holiday) => holiday.date);
    expect(await deepavali(2002)).toEqual(['2002-11-03']);
    expect(await deepavali(2003)).toEqual(['2003-10-23']);
  });
});

describe("Singapore: the days the Government adds to the Holidays Act's list", () => {
  it('Polling Day of the general elections of 2001, 2006, 2011 and 2015 (Parliamentary Elections Act, s. 34(1A)) and the SG50 holiday of 7 August 2015', async () => {
    for (const date of ['2001-11-03', '2006-05-06', '2011-05-07', '2015-09-11'])
      expect(await onDay('SG', date), date).toEqual([['Polling Day', 'public']]);
    expect(await onDay('SG', '2015-08-07')).toEqual([['SG50 Public Holiday', 'public']]);
  });
});

describe("Sri Lanka: 1 May is May Day, and Vesak's day too only when the full moon falls on it (the yearly gazettes)", () => {
  it('1 May 2025 is Labour Day (Vesak Poya on 12 May); 1 May 2026 is Labour Day and Vesak Full Moon Poya Day', async () => {
    expect(await onDay('LK', '2025-05-01')).toEqual([['Labour Day', 'public']]);
    expect(await onDay('LK', '2035-05-01')).toEqual([['Labour Day', 'public']]);
    expect(await onDay('LK', '2026-05-01')).toEqual([['Labour Day and Vesak Full Moon Poya Day', 'public']]);
  });
});

describe("Pakistan: the Cabinet Division's holidays (Iqbal Day cancelled 2015-2021, Youm-e-Takbeer from 2024)", () => {
  it('Iqbal Day (9 November) is no holiday in 2015-2021 (Interior circular of 4 November 2015), again from 2022', async () => {
    expect(await onDay('PK', '2014-11-09')).toEqual([['Iqbal Day', 'public']]);
    expect(await dayOff('PK', '2015-11-09')).toBe(false);
    expect(await dayOff('PK', '2021-11-09')).toBe(false);
    expect(await onDay('PK', '2022-11-09')).toEqual([['Iqbal Day', 'public']]);
  });

  it('Youm-e-Takbeer (28 May) is a holiday from 2024 (No. 10-01/2024-Min-II), not before', async () => {
    expect(await dayOff('PK', '2023-05-28')).toBe(false);
    expect(await onDay('PK', '2024-05-28')).toEqual([['Youm-e-Takbeer', 'public']]);
  });
});

describe('Mongolia: the Law on Public Holidays and Days of Observance (1997, as amended)', () => {
  it('Tsagaan Sar is two days to 2013 and three from 2014 (amendment of 28 November 2013), also before 2020', async () => {
    const tsagaanSar = async (year: number) =>
      (await listed('MN', year))
        .filter((holiday) => holiday.name === 'Tsagaan Sar (Lunar New Year)')
        .map((holiday) => holiday.date);
    expect(await tsagaanSar(2004)).toEqual(['2004-02-21', '2004-02-22']);
    expect(await tsagaanSar(2019)).toEqual(['2019-02-05', '2019-02-06', '2019-02-07']);
  });

  it("Chinggis Khaan's Birthday is a holiday from 2012 (Presidential Decree No. 4 of 9 January 2012), not in 2011", async () => {
    const chinggis = async (year: number) =>
      (await listed('MN', year))
        .filter((holiday) => holiday.name.startsWith('Chinggis'))
        .map((holiday) => holiday.date);
    expect(await chinggis(2011)).toEqual([]);
    expect(await chinggis(2016)).toEqual(['2016-10-31']);
  });
});
