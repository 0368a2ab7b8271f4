// Asia, 2000-2035: the crosscheck's last unexplained lines fixed as data (issue 26 item 3) and the law review records
// of NP, KH, LA, MM, BT, TL and KP (item 2; reviews/<CC>.json), asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ and sources/calendars/ folders). Each test names the law or the
// official calendar its answer rests on; the entries quote it.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, onDay, dayOff, check } = lawReviewClient(shared);

describe("Iran: the lunar holidays of 2001-2014 on the official calendar's day (Calendar Center, University of Tehran)", () => {
  it("Eid al-Fitr 1428 AH is Saturday 13 and Sunday 14 October 2007, Imam Jafar Sadeq's martyrdom Tuesday 6 November, not a day later", async () => {
    expect(await onDay('IR', '2007-10-13')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(await onDay('IR', '2007-10-14')).toEqual([['Holyday for Fetr Eeid', 'public']]);
    expect(await dayOff('IR', '2007-10-15')).toBe(false);
    expect(await onDay('IR', '2007-11-06')).toEqual([['Martyrdom of Imam Jafar', 'public']]);
    expect(await dayOff('IR', '2007-11-07')).toBe(false);
  });

  it("Tasu'a and Ashura 1432 AH are 15 and 16 December 2010; Imam Mahdi's birthday 1425 AH is Friday 1 October 2004", async () => {
    expect(await onDay('IR', '2010-12-15')).toEqual([['Tasoua', 'public']]);
    expect(await onDay('IR', '2010-12-16')).toEqual([['Ashoura', 'public']]);
    expect(await dayOff('IR', '2010-12-17')).toBe(false);
    expect(await onDay('IR', '2004-10-01')).toEqual([['Birthday of Imam Mahdi', 'public']]);
    expect(await dayOff('IR', '2004-09-30')).toBe(false);
  });
});

describe("Malaysia, Brunei, Indonesia: the Hijri days of the years' holiday lists, and the days off in place of a Sunday", () => {
  it('MY: Hari Raya Puasa 2011 is 31 August and 1 September, Hari Raya Haji 7 November, Awal Muharram 2010 8 December (Hari Kelepasan Am 2010, 2011)', async () => {
    expect(await onDay('MY', '2011-08-31')).toContainEqual(['End of Ramadan (Eid al-Fitr)', 'public']);
    expect(await onDay('MY', '2011-09-01')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(await dayOff('MY', '2011-08-30')).toBe(false);
    expect(await onDay('MY', '2011-11-07')).toEqual([['Feast of the Sacrifice (Eid al-Adha)', 'public']]);
    expect(await dayOff('MY', '2011-11-06')).toBe(false);
    expect(await onDay('MY', '2010-12-08')).toEqual([['Islamic New Year', 'public']]);
    expect(await dayOff('MY', '2010-12-07')).toBe(false);
  });

  it('MY: Monday 20 May 2019 is the day off for Wesak Day (Sunday 19 May) in the States resting on Sunday, not in Johor (Holidays Act 1951, s. 3)', async () => {
    const monday = (await listed('MY', 2019)).filter((holiday) => holiday.date === '2019-05-20');
    expect(monday.map((holiday) => holiday.name)).toEqual(['Vesak Day (substitute day)']);
    expect(monday[0]?.subdivisions).toContain('MY-10');
    expect(monday[0]?.subdivisions).not.toContain('MY-01');
    expect(monday[0]?.subdivisions).not.toContain('MY-03');
  });

  it('BN: Hari Raya Aidiladha 2010 is Tuesday 16 November; ID: Maulid Nabi 2003 is Thursday 15 May (SKB of 2003)', async () => {
    expect(await onDay('BN', '2010-11-16')).toEqual([['Feast of the Sacrifice (Eid al-Adha)', 'public']]);
    expect(await dayOff('BN', '2010-11-17')).toBe(false);
    expect(await onDay('ID', '2003-05-15')).toEqual([['Birthday of Muhammad (Mawlid)', 'public']]);
    expect(await dayOff('ID', '2003-05-14')).toBe(false);
  });
});

describe('Kazakhstan: Capital City Day a state holiday only from 2009 (Law of 25 June 2008 No. 47-IV)', () => {
  it('6 July is no day off in 2005, nor its Monday in 2008; Monday 6 July 2009 is', async () => {
    expect(await dayOff('KZ', '2005-07-06')).toBe(false);
    expect(await dayOff('KZ', '2008-07-07')).toBe(false);
    expect(await onDay('KZ', '2009-07-06')).toEqual([['Capital City Day', 'public']]);
  });
});

describe('Singapore: the Schedule days of 2000-2005 (Holidays Act 1998, Schedule and s. 4(2))', () => {
  it('Vesak Day 2000 is Thursday 18 May; Vesak Day 2002 Sunday 26 May with Monday 27 May in its place', async () => {
    expect(await onDay('SG', '2000-05-18')).toEqual([['Vesak Day', 'public']]);
    expect(await onDay('SG', '2002-05-26')).toEqual([['Vesak Day', 'public']]);
    expect(await dayOff('SG', '2002-05-27')).toBe(true);
  });

  it('Deepavali 2002 is Sunday 3 November, kept on Monday 4 November; Deepavali 2003 is Thursday 23 October, not the 24th', async () => {
    expect(await onDay('SG', '2002-11-03')).toEqual([['Deepavali', 'public']]);
    expect(await onDay('SG', '2002-11-04')).toEqual([['Deepavali (substitute day)', 'public']]);
    expect(await onDay('SG', '2003-10-23')).toEqual([['Deepavali', 'public']]);
    expect(await dayOff('SG', '2003-10-24')).toBe(false);
  });
});

describe("Pakistan: Ashura, 9 and 10 Muharram, on the Cabinet Division's notified days (2005-2012)", () => {
  it('Ashura 1426 AH is Thursday 17 and Friday 18 February 2005, not the 19th', async () => {
    expect(await onDay('PK', '2005-02-17')).toEqual([['Ashura', 'public']]);
    expect(await onDay('PK', '2005-02-18')).toEqual([['Ashura', 'public']]);
    expect(await dayOff('PK', '2005-02-19')).toBe(false);
  });
});

describe("Taiwan: no Spring Festival make-up day before the DGPA's practice of 2003 where its calendars give none", () => {
  it('8 and 9 February 2000 and Friday 15 February 2002 are working days; Chinese New Year 2002 is 11-14 February', async () => {
    expect(await dayOff('TW', '2000-02-08')).toBe(false);
    expect(await dayOff('TW', '2000-02-09')).toBe(false);
    expect(await dayOff('TW', '2002-02-14')).toBe(true);
    expect(await dayOff('TW', '2002-02-15')).toBe(false);
  });
});

describe('Hong Kong: the general holiday in place of Ching Ming Festival on Easter Monday (list of general holidays for 2010)', () => {
  it('Tuesday 6 April 2010 is "The day following Ching Ming Festival", a general (bank) holiday, not a statutory one', async () => {
    expect(await onDay('HK', '2010-04-06')).toEqual([['The day following Ching Ming Festival', 'bank']]);
    expect((await check('HK', '2010-04-06', 'public')).is_holiday).toBe(false);
    expect(await onDay('HK', '2010-04-05')).toContainEqual(['Ching Ming Festival', 'public']);
  });
});

describe('Russia 2000-2004: the holidays of the Labour Code of the RSFSR, art. 65, and of the Labour Code of 2001 as first enacted', () => {
  it('7 November, 12 December and 2 May are days off until 2004, 4 November only from 2005 (Federal Law No. 201-FZ of 29 December 2004)', async () => {
    expect(await onDay('RU', '2003-11-07')).toEqual([['Day of Accord and Reconciliation', 'public']]);
    expect(await onDay('RU', '2003-12-12')).toEqual([['Constitution Day', 'public']]);
    expect(await onDay('RU', '2003-05-02')).toEqual([['Spring and Labour Day', 'public']]);
    expect(await dayOff('RU', '2004-11-04')).toBe(false);
    expect(await dayOff('RU', '2004-11-08')).toBe(true); // 7 November 2004 a Sunday (art. 112 part 2)
    expect(await onDay('RU', '2005-11-04')).toEqual([['Unity Day', 'public']]);
    expect(await dayOff('RU', '2005-11-07')).toBe(false);
  });

  it('23 February is a day off from 2002 only; Monday 6 November 2000 was a moved day off', async () => {
    expect(await dayOff('RU', '2001-02-23')).toBe(false);
    expect(await onDay('RU', '2002-02-23')).toEqual([['Defender of the Fatherland Day', 'public']]);
    expect(await onDay('RU', '2000-11-06')).toEqual([['Transferred day off', 'public']]);
  });
});

describe("Philippines 2002-2011: the proclamations' special days and moved holidays", () => {
  it('Black Saturday 2003-2008 is a special (non-working) day (Proclamations No. 354, s. 2003; 583, s. 2004; 808, s. 2005; 1471, s. 2008)', async () => {
    for (const date of ['2003-04-19', '2004-04-10', '2005-03-26', '2008-03-22'])
      expect(await dayOff('PH', date), date).toBe(true);
  });

  it('Proclamation No. 503, s. 2003: 24 December 2003 and 2 January 2004 off, Rizal Day 30 December 2003 a working day', async () => {
    expect(await dayOff('PH', '2003-12-24')).toBe(true);
    expect(await dayOff('PH', '2003-12-30')).toBe(false);
    expect(await dayOff('PH', '2004-01-02')).toBe(true);
  });

  it("Proclamation No. 839, s. 2005: 31 October, 28 November (for Bonifacio Day) and 26 December 2005 off, 30 November worked; Eid'l Fitr 4 November", async () => {
    for (const date of ['2005-10-31', '2005-11-28', '2005-12-26', '2005-11-04'])
      expect(await dayOff('PH', date), date).toBe(true);
    expect(await dayOff('PH', '2005-11-30')).toBe(false);
    expect(await dayOff('PH', '2005-11-03')).toBe(false);
  });

  it("Eid'l Fitr 2002 is 6 December; Ninoy Aquino Day 2007 is kept on Monday 20 August (Proclamation No. 1353, s. 2007); 20 June 2011 off for Rizal's 150th birthday (No. 154, s. 2011)", async () => {
    expect(await onDay('PH', '2002-12-06')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(await dayOff('PH', '2002-12-05')).toBe(false);
    expect(await dayOff('PH', '2007-08-20')).toBe(true);
    expect(await dayOff('PH', '2007-08-21')).toBe(false);
    expect(await dayOff('PH', '2011-06-20')).toBe(true);
    expect(await dayOff('PH', '2011-06-19')).toBe(false);
  });
});

describe("Nepal: served from 2020, the first year the Ministry of Home Affairs' notices on file cover (countries/NP.json since)", () => {
  it("no year before 2020 is published; 2020 is, with the BS 2076 notice's Maha Shivaratri on 21 February", async () => {
    const answer = await call(
      shared.server.url,
      `/v3/public-holidays/list?${qs({ country: 'NP', year: 2015, dataVersion: '3.2.0' })}`,
      { key: shared.server.testKeys.key.titan },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain('between 2020 and 2035');
    expect(await onDay('NP', '2020-02-21')).toEqual([['Maha Shivaratri', 'public']]);
  });
});

describe('Bhutan and Timor-Leste: days that commemorate an event are holidays only from the event (countries/BT.json, countries/TL.json)', () => {
  it("BT: the King's birth anniversary (21-23 February) from 2007, after his accession on 9 December 2006; Coronation Day (1 November) from 2008", async () => {
    // 2006 is not served (countries/BT.json since 2007: no list of 2000-2006 was found).
    expect(await dayOff('BT', '2007-02-21')).toBe(true);
    // 1 November 2007 is the Descending Day of Lord Buddha (22nd of the 9th month, the lists from 2007), not Coronation Day.
    expect(await onDay('BT', '2007-11-01')).toEqual([['Descending Day of Lord Buddha', 'public']]);
    expect(await dayOff('BT', '2008-11-01')).toBe(true);
  });

  it('TL: Restoration of Independence Day (20 May) from 2002, the day independence was restored (Lei n.º 10/2005, art. 2.º)', async () => {
    expect(await dayOff('TL', '2001-05-20')).toBe(false);
    expect(await onDay('TL', '2002-05-20')).toEqual([['Restoration of Independence Day', 'public']]);
  });
});

describe("North Korea: the lunar days off at Pyongyang's meridian (sources/calendars/meridians.json, UTC+9)", () => {
  it('Daeboreum 2013 is Sunday 24 February, the 15th day of the year that began on 10 February; Chuseok 2033 is 8 September, not 7 October', async () => {
    expect(await onDay('KP', '2013-02-24')).toEqual([['Daeboreum (First Full Moon)', 'public']]);
    expect(await dayOff('KP', '2013-02-23')).toBe(false);
    expect(await onDay('KP', '2033-09-08')).toEqual([['Chuseok', 'public']]);
    expect(await dayOff('KP', '2033-10-07')).toBe(false);
  });
});
