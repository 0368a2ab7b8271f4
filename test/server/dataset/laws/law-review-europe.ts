// Twelve European countries reviewed against their laws (issue 26: BG, BY, CY,
// GG, IS, KZ, LT, RO, RU, SK, TR, UA), asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full
// offline build (test/golden.ts, buildFullOffline: the project's amendments/
// folder). Each test names the law its answer rests on; the entries in
// amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe('Bulgaria: Labour Code art. 154', () => {
  it('Holy Saturday is a holiday (art. 154(1), State Gazette 15/2010) and 26 December a public holiday, not an observance', async () => {
    // Orthodox Easter 2025: 20 April.
    expect(await onDay('BG', '2025-04-19')).toEqual([['Holy Saturday', 'public']]);
    expect(await onDay('BG', '2025-12-26')).toEqual([['Boxing Day', 'public']]);
  });

  it('a holiday on a weekend gives the first working day after it off (art. 154(2), State Gazette 105/2016), Easter excepted', async () => {
    // 2021: Christmas Day Saturday 25, Boxing Day Sunday 26 December: Monday 27 and Tuesday 28 off.
    expect(await dayOff('BG', '2021-12-27')).toBe(true);
    expect(await dayOff('BG', '2021-12-28')).toBe(true);
    // 2021: Labour Day on Saturday 1 May, Easter Monday on 3 May: Tuesday 4 May off.
    expect(await dayOff('BG', '2021-05-04')).toBe(true);
    // Unification Day on Sunday 6 September 2020: Monday 7 September off.
    expect(await dayOff('BG', '2020-09-07')).toBe(true);
  });
});

describe('Cyprus: Green Monday and Kataklysmos by Orthodox Easter (the Central Bank of Cyprus holiday list)', () => {
  it('Green Monday is the Monday 48 days before Orthodox Easter, not the Tuesday after it', async () => {
    // Orthodox Easter 2025: 20 April; Green Monday 3 March.
    expect(await onDay('CY', '2025-03-03')).toEqual([['Clean Monday', 'public']]);
    expect(await dayOff('CY', '2025-03-04')).toBe(false);
  });

  it('Kataklysmos is the Monday 50 days after Orthodox Easter; Pentecost Sunday is no listed holiday', async () => {
    expect(await onDay('CY', '2025-06-09')).toEqual([['Kataklysmos (Pentecost Monday)', 'public']]);
    expect(await onDay('CY', '2025-06-08')).toEqual([]);
  });
});

describe('Russia: presidential decrees of non-working days and Labour Code art. 112', () => {
  it('the 2020 and 2021 non-working days (Decrees № 206, 239, 294, 345, 354 of 2020 and № 595 of 2021)', async () => {
    for (const date of ['2020-03-30', '2020-04-15', '2020-05-07', '2020-06-24', '2020-07-01', '2021-11-01'])
      expect(await dayOff('RU', date), date).toBe(true);
  });

  it('after the last transfer decree on file, a holiday on a weekend moves the day off to the next working day (art. 112 part 2)', async () => {
    // 2027: Spring and Labour Day Saturday 1 May, Victory Day Sunday 9 May, Russia Day Saturday 12 June.
    expect(await dayOff('RU', '2027-05-03')).toBe(true);
    expect(await dayOff('RU', '2027-05-10')).toBe(true);
    expect(await dayOff('RU', '2027-06-14')).toBe(true);
  });
});

describe('Belarus, Romania, Ukraine, Iceland, Guernsey', () => {
  it('Belarus: 2 January a public holiday from 2020 (Decree № 464 of 18 December 2019)', async () => {
    expect(await dayOff('BY', '2025-01-02')).toBe(true);
  });

  it('Romania: 6 and 7 January public holidays from 2024 only (Law 52/2023)', async () => {
    expect(await dayOff('RO', '2023-01-06')).toBe(false);
    expect(await dayOff('RO', '2024-01-06')).toBe(true);
  });

  it("Ukraine: no 2 January holiday; New Year's day off is the next Monday (Labour Code arts. 73 and 67)", async () => {
    expect(await dayOff('UA', '2020-01-02')).toBe(false);
    // 1 January 2022 a Saturday: Monday 3 January off, Tuesday 4 January a working day.
    expect(await dayOff('UA', '2022-01-03')).toBe(true);
    expect(await dayOff('UA', '2022-01-04')).toBe(false);
  });

  it('Iceland: the first day of summer is the first Thursday after 18 April', async () => {
    expect(await onDay('IS', '2024-04-25')).toEqual([['First Day of Summer', 'public']]);
    expect(await dayOff('IS', '2024-04-18')).toBe(false);
  });

  it("Guernsey: the Summer Bank Holiday, last Monday of August (the States' holiday list)", async () => {
    expect(await onDay('GG', '2025-08-25')).toEqual([['Summer Bank Holiday', 'public']]);
  });
});

describe('Slovakia, Lithuania, Kazakhstan, Turkey', () => {
  it('Slovakia: 8 May and 15 September are working days in 2026 only (zákon 261/2025)', async () => {
    expect(await dayOff('SK', '2026-05-08')).toBe(false);
    expect(await dayOff('SK', '2027-05-08')).toBe(true);
    expect(await dayOff('SK', '2027-09-15')).toBe(true);
  });

  it("Lithuania: Mother's Day and Father's Day are public holidays (Labour Code art. 123)", async () => {
    expect(await onDay('LT', '2025-05-04')).toEqual([["Mother's Day", 'public']]);
    expect(await onDay('LT', '2025-06-01')).toEqual([["Father's Day", 'public']]);
  });

  it('Kazakhstan: no Constitution Day in 2026; 15 March from 2027 (Law № 267-II as amended in 2026)', async () => {
    expect(await dayOff('KZ', '2026-03-15')).toBe(false);
    expect(await dayOff('KZ', '2026-03-16')).toBe(false);
    expect(await dayOff('KZ', '2027-03-15')).toBe(true);
  });

  it('Turkey: the Ramazan feast ends with its third day (Law 2429 art. 2)', async () => {
    // 1 Shawwal 1441 = 24 May 2020: the feast is 24-26 May; 27 May is a working day.
    expect(await dayOff('TR', '2020-05-26')).toBe(true);
    expect(await dayOff('TR', '2020-05-27')).toBe(false);
  });
});

describe('days before or between their laws (the whole range served, 2000-2035)', () => {
  it('Czechia: Good Friday is a day off from 2016 only (zákon č. 359/2015 Sb.)', async () => {
    expect(await dayOff('CZ', '2015-04-03')).toBe(false);
    expect(await dayOff('CZ', '2016-03-25')).toBe(true);
  });

  it('Portugal: Corpus Christi, 5 October, 1 November and 1 December were working days in 2013-2015 (Lei 23/2012; Lei 8/2016)', async () => {
    for (const date of ['2013-05-30', '2015-10-05', '2015-11-01', '2015-12-01'])
      expect(await dayOff('PT', date), date).toBe(false);
    expect(await dayOff('PT', '2012-11-01')).toBe(true);
    expect(await dayOff('PT', '2016-12-01')).toBe(true);
  });

  it("Romania: Children's Day is a public holiday from 2017 (Legea 220/2016)", async () => {
    expect(await dayOff('RO', '2016-06-01')).toBe(false);
    expect(await dayOff('RO', '2017-06-01')).toBe(true);
  });

  it('Slovenia: 2 January is work-free up to 2012 and again from 2017 (Zakon o praznikih in dela prostih dnevih, art. 1)', async () => {
    expect(await onDay('SI', '2012-01-02')).toEqual([["New Year's Day", 'public']]);
    expect(await dayOff('SI', '2014-01-02')).toBe(false);
    expect(await dayOff('SI', '2017-01-02')).toBe(true);
  });
  it('United Kingdom: the jubilee and royal wedding bank holidays of 2002, 2011 and 2012 (Banking and Financial Dealings Act 1971, s. 1, by proclamation)', async () => {
    expect(await onDay('GB', '2002-06-03')).toEqual([['Queen’s Golden Jubilee', 'public']]);
    expect(await onDay('GB', '2002-06-04')).toEqual([['Spring bank holiday', 'public']]);
    expect(await dayOff('GB', '2002-05-27')).toBe(false);
    expect(await onDay('GB', '2011-04-29')).toEqual([['Royal Wedding', 'public']]);
    expect(await onDay('GB', '2012-06-04')).toEqual([['Spring bank holiday', 'public']]);
    expect(await dayOff('GB', '2012-05-28')).toBe(false);
  });

  it('United Kingdom: New Year’s Day keeps GOV.UK’s name in the years its bank-holiday list does not reach', async () => {
    // GOV.UK's list (2024-2027 in the committed copy) writes a typographic apostrophe; amendments/GB.json renames the rule library's days.
    for (const date of ['2004-01-01', '2026-01-01', '2027-01-01', '2029-01-01', '2035-01-01'])
      expect(await onDay('GB', date), date).toEqual([['New Year’s Day', 'public']]);
  });

  it("Lithuania: Mother's Day is a public holiday from the 2002 Labour Code (2003), Father's Day from 2009", async () => {
    expect(await onDay('LT', '2006-05-07')).toEqual([["Mother's Day", 'public']]);
    expect(await onDay('LT', '2010-06-06')).toEqual([["Father's Day", 'public']]);
  });

  it('Serbia: Armistice Day is a state holiday from 2012 (the amendment of 2011)', async () => {
    expect(await dayOff('RS', '2010-11-11')).toBe(false);
    expect(await dayOff('RS', '2012-11-12')).toBe(true);
  });

  it('Russia: the New Year holidays are 1 and 2 January up to 2004 (Labour Code art. 112 as first enacted; 1-5 January from 2005)', async () => {
    expect(await dayOff('RU', '2003-01-02')).toBe(true);
    // 3 January 2003 was a day off moved from Saturday 4 January by that year's decree (amendments/RU.json); 2002 moved none.
    expect(await dayOff('RU', '2002-01-03')).toBe(false);
    expect(await dayOff('RU', '2003-01-08')).toBe(false);
  });

  it('Latvia: 4 May is a holiday from 2002, with a Monday off for a weekend one only from 2007 (law on holidays, as amended in 2002 and 2007)', async () => {
    expect(await dayOff('LV', '2001-05-04')).toBe(false);
    expect(await dayOff('LV', '2004-05-04')).toBe(true);
    expect(await dayOff('LV', '2003-05-05')).toBe(false);
    expect(await dayOff('LV', '2008-05-05')).toBe(true);
  });
  it("Guernsey: the Royal Wedding of 2011 and the Diamond Jubilee days of 2012 (the States' resolutions)", async () => {
    expect(await onDay('GG', '2011-04-29')).toEqual([['Royal Wedding', 'public']]);
    expect(await onDay('GG', '2012-06-04')).toEqual([['Spring bank holiday', 'public']]);
    expect(await dayOff('GG', '2012-05-28')).toBe(false);
  });
  it("Russia: a holiday on a weekend gives the next working day off (Labour Code art. 112 part 2), unless the year's decree moves it", async () => {
    // 8 March 2014 a Saturday: Monday 10 March off; 4 November 2018 a Sunday: Monday 5 November off.
    expect(await dayOff('RU', '2014-03-10')).toBe(true);
    expect(await dayOff('RU', '2018-11-05')).toBe(true);
    // 23 February 2019 a Saturday: the 2019 decree moved its day off to 10 May.
    expect(await dayOff('RU', '2019-02-25')).toBe(false);
  });
});
