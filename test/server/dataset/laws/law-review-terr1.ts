// The Atlantic, Caribbean, Indian Ocean and French territories reviewed against their laws (issue 26 item 2; the
// records are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ and countries/ folders). Each test names the law or proclamation its answer rests on; the entries in
// amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, onDay, dayOff, datesOf } = lawReviewClient(shared);

describe('British Virgin Islands: Public Holidays Act (Cap. 199) and the Public Holidays (Amendment) Act, 2021', () => {
  it("Wednesday 11 December 2019 is a public holiday, the state funeral of Ralph T. O'Neal (proclamation under section 5)", async () => {
    expect(await onDay('VG', '2019-12-11')).toEqual([["State Funeral of Honourable Ralph T. O'Neal", 'public']]);
    expect(await dayOff('VG', '2018-12-11')).toBe(false);
  });

  it("the 2021 reform: Virgin Islands Day the first Monday in July, Heroes and Foreparents Day and the Great March days, no St. Ursula's Day", async () => {
    expect(await datesOf('VG', 2022, 'Virgin Islands Day')).toEqual([['2022-07-04', 'public']]);
    expect(await datesOf('VG', 2022, 'Heroes and Foreparents Day')).toEqual([['2022-10-17', 'public']]);
    expect(await datesOf('VG', 2022, 'The Great March of 1949 and Restoration Day')).toEqual([
      ['2022-11-28', 'public'],
    ]);
    expect(await datesOf('VG', 2021, 'The Great March of 1949 and Restoration Day')).toEqual([
      ['2021-11-08', 'public'],
    ]);
    expect(await dayOff('VG', '2024-10-21')).toBe(true); // Heroes and Foreparents Day, not St. Ursula's
    expect(await datesOf('VG', 2024, 'St. Ursula’s Day')).toEqual([]);
    expect(await datesOf('VG', 2017, 'Sovereign’s Birthday')).toEqual([['2017-06-17', 'public']]); // the 2017 list
  });
});

describe('US Virgin Islands: Virgin Islands Code, Title 1, § 171, as amended by the Omnibus Act of 1999', () => {
  it('Liberty Day (1 November) and Christmas Second Day (26 December) are public holidays', async () => {
    expect(await onDay('VI', '2024-11-01')).toEqual([['Liberty Day', 'public']]);
    expect(await onDay('VI', '2023-12-26')).toEqual([['Christmas Second Day', 'public']]);
    expect(await dayOff('VI', '2005-11-01')).toBe(true);
  });

  it('Hurricane Supplication Day is no paid holiday from 2000, only an observance', async () => {
    expect(await onDay('VI', '2025-07-28')).toEqual([['Hurricane Supplication Day', 'observance']]);
    expect(await dayOff('VI', '2025-07-28')).toBe(false);
    expect(await dayOff('VI', '2003-07-28')).toBe(false);
  });
});

describe("Aruba: the Government's list of holidays (AB 2013 no. 14)", () => {
  it('National Anthem and Flag Day on a Saturday has no day in lieu (2023 list: Saturday 18 March)', async () => {
    expect(await onDay('AW', '2023-03-18')).toEqual([['National Anthem and Flag Day', 'public']]);
    expect(await dayOff('AW', '2023-03-17')).toBe(false);
    expect(await dayOff('AW', '2029-03-19')).toBe(false); // 18 March 2029 a Sunday
  });

  it("Queen's Day is 30 April until 2013 (29 April in 2006), King's Day 27 April from 2014", async () => {
    expect(await datesOf('AW', 2010, "Queen's Day")).toEqual([['2010-04-30', 'public']]);
    expect(await dayOff('AW', '2010-04-27')).toBe(false);
    expect(await datesOf('AW', 2006, "Queen's Day")).toEqual([['2006-04-29', 'public']]);
    expect(await datesOf('AW', 2023, 'Kings Day')).toEqual([['2023-04-27', 'public']]);
  });
});

describe('Curaçao, Sint Maarten, Bonaire: the Arbeidsregeling 2000 and the laws after 10 October 2010', () => {
  it("Queen's Day is 30 April until 2013 (CW, SX, BQ); Antilles Day 21 October until 2007, Kingdom Day 15 December from 2008", async () => {
    for (const country of ['CW', 'SX', 'BQ']) {
      expect(await onDay(country, '2012-04-30'), country).toContainEqual(["Queen's Day", 'public']);
      expect(await dayOff(country, '2012-04-27'), country).toBe(false);
      expect(await onDay(country, '2005-10-21'), country).toEqual([['Antilles Day', 'public']]);
      expect(await dayOff(country, '2005-12-15'), country).toBe(false);
    }
    expect(await onDay('CW', '2009-12-15')).toEqual([['Kingdom Day', 'public']]);
  });

  it('CW: Curaçao Day (10 October) only from 2010, when Curaçao became a country', async () => {
    expect(await dayOff('CW', '2008-10-10')).toBe(false);
    expect(await onDay('CW', '2023-10-10')).toEqual([['Curaçao Day', 'public']]);
  });

  it('SX: Constitution Day the second Monday of October from 2015 (AB 2015 no. 24), Kingdom Day until 2014', async () => {
    expect(await datesOf('SX', 2018, 'Constitution Day')).toEqual([['2018-10-08', 'public']]);
    expect(await datesOf('SX', 2025, 'Constitution Day')).toEqual([['2025-10-13', 'public']]);
    expect(await dayOff('SX', '2025-10-09')).toBe(false);
    expect(await datesOf('SX', 2014, 'Constitution Day')).toEqual([]);
    expect(await onDay('SX', '2014-12-15')).toEqual([['Kingdom Day', 'public']]);
    expect(await dayOff('SX', '2015-12-15')).toBe(false);
  });

  it('SX: Emancipation Day from 2012 (AB 2012 no. 19), on a Sunday the Monday; no Carnival Day on 30 April 2020', async () => {
    expect(await dayOff('SX', '2010-07-01')).toBe(false);
    expect(await datesOf('SX', 2018, 'Emancipation Day')).toEqual([['2018-07-02', 'public']]);
    expect(await datesOf('SX', 2025, 'Emancipation Day')).toEqual([['2025-07-01', 'public']]);
    expect(await dayOff('SX', '2020-04-30')).toBe(false);
  });

  it('BQ: no Kingdom Day under the Arbeidswet 2000 BES; Dia di Rincon no Bonaire holiday in 2018', async () => {
    expect(await dayOff('BQ', '2022-12-15')).toBe(false);
    expect(await onDay('BQ', '2009-12-15')).toEqual([['Kingdom Day', 'public']]);
    const rincon = async (year: number) =>
      (await listed('BQ', year)).filter((holiday) => holiday.name === 'Rincon Day').map((holiday) => holiday.date);
    expect(await rincon(2018)).toEqual([]);
    expect(await rincon(2022)).toEqual(['2022-04-30']);
  });
});

describe('Turks and Caicos Islands: Public Holidays Ordinance (Cap. 21.02) and the Public Holidays (Amendment) Act 2025', () => {
  it('Emancipation Day is 1 August, on a weekend kept on the Monday', async () => {
    expect(await datesOf('TC', 2023, 'Emancipation Day')).toEqual([['2023-08-01', 'public']]);
    expect(await dayOff('TC', '2023-08-07')).toBe(false);
    expect(await dayOff('TC', '2026-08-03')).toBe(true); // 1 August 2026 a Saturday
  });

  it('the National Day of Thanksgiving from 2014; from 2026 Constitution Day the last Monday of August, Thanksgiving on the Sunday before', async () => {
    expect(await dayOff('TC', '2012-11-23')).toBe(false);
    expect(await datesOf('TC', 2025, 'National Day of Thanksgiving')).toEqual([['2025-11-28', 'public']]);
    expect(await datesOf('TC', 2026, 'National Day of Thanksgiving')).toEqual([['2026-08-30', 'public']]);
    expect(await dayOff('TC', '2026-11-27')).toBe(false);
    expect(await datesOf('TC', 2026, 'Constitution Day')).toEqual([['2026-08-31', 'public']]);
    expect(await datesOf('TC', 2025, 'Constitution Day')).toEqual([]);
  });

  it("JAGS McCartney Day from 2020 (Ordinance 5 of 2020), the King's Birthday from 2023", async () => {
    expect(await datesOf('TC', 2021, 'JAGS McCartney Day')).toEqual([['2021-05-31', 'public']]);
    expect((await listed('TC', 2024)).filter((holiday) => holiday.name === "King's Birthday")).toHaveLength(1);
  });
});

describe('Montserrat: Public Holidays (Amendment) Act No. 3 of 2017, S.R.O. No. 15 of 2023 and the proclamations', () => {
  it('Emancipation Day is the first Monday in August', async () => {
    expect(await datesOf('MS', 2024, 'Emancipation Day')).toEqual([['2024-08-05', 'public']]);
    expect(await dayOff('MS', '2024-08-01')).toBe(false);
  });

  it('the National Day of Prayer and Thanksgiving: 21 July 2021, 20 July 2022, the second Wednesday in July from 2023', async () => {
    expect(await datesOf('MS', 2021, 'National Day of Prayer and Thanksgiving')).toEqual([['2021-07-21', 'public']]);
    expect(await datesOf('MS', 2022, 'National Day of Prayer and Thanksgiving')).toEqual([['2022-07-20', 'public']]);
    expect(await datesOf('MS', 2023, 'National Day of Prayer and Thanksgiving')).toEqual([['2023-07-12', 'public']]);
    expect(await datesOf('MS', 2026, 'National Day of Prayer and Thanksgiving')).toEqual([['2026-07-08', 'public']]);
  });

  it("proclaimed days: 14 September 2018, 19 September 2022, the King's Birthday on 17 June 2024", async () => {
    expect(await onDay('MS', '2018-09-14')).toEqual([['Special Public Holiday', 'public']]);
    expect(await onDay('MS', '2022-09-19')).toEqual([['National Day of Mourning', 'public']]);
    expect(await datesOf('MS', 2024, "King's Birthday Celebration")).toEqual([['2024-06-17', 'public']]);
  });
});

describe("Saint Helena: Public Holidays Ordinance, 1945, and the Government's lists", () => {
  it("New Year's Day and Whit Monday are Government holidays, not public holidays (2024 list)", async () => {
    expect(await onDay('SH', '2024-01-01')).toEqual([["New Year's Day", 'governmental']]);
    expect(await onDay('SH', '2024-05-20')).toEqual([['Whit Monday', 'governmental']]);
    expect(await dayOff('SH', '2024-05-20')).toBe(false);
  });

  it("the King's Birthday by the Governor's direction: Friday 17 November 2023, Friday 15 November 2024; no April Monday", async () => {
    expect(await datesOf('SH', 2023, "King's Birthday")).toEqual([['2023-11-17', 'public']]);
    expect(await datesOf('SH', 2024, "King's Birthday")).toEqual([['2024-11-15', 'public']]);
    expect(await datesOf('SH', 2026, "King's Birthday")).toEqual([['2026-11-13', 'public']]);
    expect(await datesOf('SH', 2024, "Queen's Birthday")).toEqual([]);
  });

  it("St Helena Day is the island's holiday (SH-HL), a Saturday kept on the Friday (2016)", async () => {
    const helenaDay = async (year: number) =>
      (await listed('SH', year))
        .filter((holiday) => holiday.name.startsWith('Saint Helena Day'))
        .map((holiday) => [holiday.date, holiday.observed, holiday.subdivisions]);
    expect(await helenaDay(2024)).toEqual([['2024-05-21', '2024-05-21', ['SH-HL']]]);
    expect(await helenaDay(2016)).toContainEqual(['2016-05-20', '2016-05-20', ['SH-HL']]);
  });
});

describe('Saint-Barthélemy and Saint-Martin: the abolition day (loi n° 83-550, décret n° 83-1003 as amended by décret n° 2012-553)', () => {
  it("BL: 9 October from 2012 only; Guadeloupe's 27 May until 2007; no day in 2008-2011", async () => {
    expect(await datesOf('BL', 2012, 'Abolition of Slavery')).toEqual([['2012-10-09', 'public']]);
    expect(await datesOf('BL', 2010, 'Abolition of Slavery')).toEqual([]);
    expect(await datesOf('BL', 2005, 'Abolition of Slavery')).toEqual([['2005-05-27', 'public']]);
  });

  it('MF: 27 May from 2012, 28 May from 2018 (the 2018 and 2019 circulars); no day in 2008-2011', async () => {
    expect(await datesOf('MF', 2010, 'Abolition of Slavery')).toEqual([]);
    expect(await datesOf('MF', 2015, 'Abolition of Slavery')).toEqual([['2015-05-27', 'public']]);
    expect(await datesOf('MF', 2019, 'Abolition of Slavery')).toEqual([['2019-05-28', 'public']]);
    expect(await dayOff('MF', '2024-05-27')).toBe(false);
  });
});

describe('Canary Islands (IC): the BOE lists of fiestas laborales for Canarias, as for ES-CN', () => {
  it('the Monday after a Sunday holiday only where Canarias keeps it: 7 December 2020, not 2 November 2020; none on 9 December 2024', async () => {
    expect(await dayOff('IC', '2020-12-07')).toBe(true);
    expect(await dayOff('IC', '2020-11-02')).toBe(false);
    expect(await dayOff('IC', '2024-12-09')).toBe(false);
    expect(await dayOff('IC', '2016-05-02')).toBe(true);
    expect(await dayOff('IC', '2016-12-26')).toBe(false);
  });
});
