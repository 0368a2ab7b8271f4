// The crosscheck's last lines of Africa and Europe 2000-2035 and West/Central African law reviews (issue 26 items 2
// and 3; the records are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ folder). Each test names the law or practice its answer rests on; amendments/<CC>.json quotes it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe('São Tomé and Príncipe: the weekend day off, a government practice recorded from 2020', () => {
  it('before 2020 a holiday on a Saturday or a Sunday has no day off on the Friday or the Monday', async () => {
    // Labour Day on Saturday 1 May 2004, Christmas on Sunday 25 December 2005, São Tomé Day on Saturday 21 December 2013.
    for (const date of ['2004-04-30', '2005-12-26', '2013-12-20']) expect(await dayOff('ST', date), date).toBe(false);
    expect(await onDay('ST', '2004-05-01')).toEqual([['Labour Day', 'public']]);
  });

  it('from 2020 it has: Friday 30 April 2021 for Labour Day, Monday 13 July 2020 for Independence Day', async () => {
    expect(await onDay('ST', '2021-04-30')).toEqual([['Labour Day (substitute day)', 'public']]);
    expect(await onDay('ST', '2020-07-13')).toEqual([['Independence Day (substitute day)', 'public']]);
  });
});

describe("Madagascar: Africa Day (25 May) is on none of the yearly decrees' lists read, 2011 the first", () => {
  it('25 May 2011 is an observance, no day off', async () => {
    expect(await onDay('MG', '2011-05-25')).toEqual([['Africa Day', 'observance']]);
    expect(await dayOff('MG', '2011-05-25')).toBe(false);
  });
});

describe('Togo: one-off days off the Government declared', () => {
  it('Monday 3 May 2021 (Council of Ministers, 29 April 2021), Monday 3 January 2022 (communiqué of 2 January 2022), Friday 2 May 2025 (decree)', async () => {
    for (const date of ['2021-05-03', '2022-01-03', '2025-05-02']) {
      expect(await onDay('TG', date), date).toEqual([['Bridge Day', 'public']]);
    }
  });

  it('Thursday 17 July 2025, the municipal elections (joint communiqué of 15 July 2025)', async () => {
    expect(await onDay('TG', '2025-07-17')).toEqual([['Municipal Elections', 'public']]);
    expect(await dayOff('TG', '2025-07-18')).toBe(false);
  });
});

describe('Guinea: Décret D/2022/0526 of 2 November 2022 on the fêtes légales', () => {
  it('3 April is no holiday from 2023 (not among the twelve days of art. 1)', async () => {
    expect(await dayOff('GN', '2023-04-03')).toBe(false);
    expect(await dayOff('GN', '2026-04-03')).toBe(false);
  });

  it('the day after Tabaski is a holiday from 2023 (art. 1)', async () => {
    expect(await onDay('GN', '2024-06-17')).toEqual([['Feast of the Sacrifice (Eid al-Adha)', 'public']]);
  });

  it("New Year's Day, Independence Day and Eid al-Fitr on a weekend give the next working day off from 2023 (art. 2), the Mawlid not", async () => {
    expect(await onDay('GN', '2023-01-02')).toEqual([["New Year's Day (substitute day)", 'public']]);
    expect(await onDay('GN', '2025-03-31')).toEqual([['End of Ramadan (Eid al-Fitr) (substitute day)', 'public']]);
    // The Mawlid on Sunday 15 September 2024: Monday 16 September worked (Ministry of Labour, 15 September 2024).
    expect(await dayOff('GN', '2024-09-16')).toBe(false);
  });

  it('in 2022, before the decree, the Minister declared Monday 11 July (Tabaski) and Monday 3 October (Independence Day) off', async () => {
    expect(await dayOff('GN', '2022-07-11')).toBe(true);
    expect(await dayOff('GN', '2022-10-03')).toBe(true);
  });
});

describe('Sierra Leone and Liberia: one-off days off by notice or proclamation', () => {
  it('Sierra Leone: Monday 11 July 2022 for Eid-ul-Adha on Saturday 9 July (public notice of 8 July 2022)', async () => {
    expect(await dayOff('SL', '2022-07-11')).toBe(true);
    // The Public Holidays Act (Cap. 58), s. 2, moves only a Sunday holiday: Armed Forces Day on Saturday 18 February 2023 has none.
    expect(await dayOff('SL', '2023-02-20')).toBe(false);
  });

  it("Liberia: Monday 30 November 2020 for Tubman's birthday on a Sunday (President Weah's proclamation)", async () => {
    expect(await dayOff('LR', '2020-11-30')).toBe(true);
    expect(await onDay('LR', '2020-11-29')).toEqual([["William Tubman's Birthday", 'public']]);
  });
});

describe('Cabo Verde, Guinea-Bissau and Equatorial Guinea: the laws in force by year', () => {
  it("Cabo Verde: Children's Day (1 June) is a holiday from 2005 (Lei n.º 69/VI/2005), not before", async () => {
    expect(await dayOff('CV', '2004-06-01')).toBe(false);
    expect(await dayOff('CV', '2005-06-01')).toBe(true);
  });

  it('Guinea-Bissau: 14 November is no holiday from 2023 (Decreto n.º 1/2023; the Labour Code has none either)', async () => {
    expect(await dayOff('GW', '2022-11-14')).toBe(true);
    expect(await dayOff('GW', '2023-11-14')).toBe(false);
  });

  it('Equatorial Guinea: 8 March, Maundy Thursday and 25 May are holidays from 2007 (Decree 9/2007), and 23 January 2024 by the President', async () => {
    expect(await onDay('GQ', '2024-03-08')).toEqual([["International Women's Day", 'public']]);
    expect(await onDay('GQ', '2024-03-28')).toEqual([['Maundy Thursday', 'public']]);
    expect(await onDay('GQ', '2024-05-25')).toEqual([['African Liberation Day', 'public']]);
    expect(await dayOff('GQ', '2006-05-25')).toBe(false);
    expect(await dayOff('GQ', '2024-01-23')).toBe(true);
  });
});

describe('Gabon, Congo and the Central African Republic: the days by their laws and communiqués', () => {
  it('Gabon: Ascension is a holiday from 2018 (the 2022 communiqué under the 1998/2004 decree), the 2024 referendum days too', async () => {
    expect(await onDay('GA', '2022-05-26')).toEqual([['Ascension Day', 'public']]);
    for (const date of ['2024-11-14', '2024-11-15', '2024-11-16']) expect(await dayOff('GA', date), date).toBe(true);
    expect(await dayOff('GA', '2024-11-13')).toBe(false);
  });

  it('Congo: Republic Day (28 November) only from 2010 (Loi n° 18-2010)', async () => {
    expect(await dayOff('CG', '2009-11-28')).toBe(false);
    expect(await dayOff('CG', '2010-11-29')).toBe(false);
    expect(await onDay('CG', '2010-11-28')).toEqual([['Republic Day', 'public']]);
  });

  it('Central African Republic: no Eid day off before 2015 (the Forum de Bangui), Eid al-Fitr 2016 on 6 July', async () => {
    expect(await dayOff('CF', '2014-07-28')).toBe(false);
    expect(await dayOff('CF', '2016-07-06')).toBe(true);
  });
});

describe('Chad and Burundi: the decrees on the jours fériés', () => {
  it('Chad: 8 March is a holiday from 2019 (Décret n° 273 of 7 March 2019), Monday 9 March 2020 for the Sunday', async () => {
    expect(await onDay('TD', '2021-03-08')).toEqual([["International Women's Day", 'public']]);
    expect(await dayOff('TD', '2020-03-09')).toBe(true);
    expect(await dayOff('TD', '2018-03-08')).toBe(false);
  });

  it('Burundi: 6 April only from 2007 (Décret n° 100/182 of 17 July 2006), 8 June from 2021 (Décret n° 100/150)', async () => {
    expect(await dayOff('BI', '2006-04-06')).toBe(false);
    expect(await onDay('BI', '2007-04-06')).toEqual([['Ntaryamira Day', 'public']]);
    expect(await onDay('BI', '2021-06-08')).toEqual([['National Day of Patriotism', 'public']]);
    expect(await dayOff('BI', '2020-06-08')).toBe(false);
  });
});

describe('Seychelles: the Public Holidays Act (Act 19 of 1976) and its 2017 amendment', () => {
  it('Liberation Day (5 June) until 2016, Easter Monday from 2017 (Act 3 of 2017)', async () => {
    expect(await onDay('SC', '2015-06-05')).toEqual([['Liberation Day', 'public']]);
    expect(await dayOff('SC', '2016-03-28')).toBe(false);
    expect(await dayOff('SC', '2017-06-05')).toBe(false);
    expect(await onDay('SC', '2017-04-17')).toEqual([['Easter Monday', 'public']]);
  });

  it('s. 4: a holiday on a Sunday gives the next day (All Saints on Sunday 1 November 2020: Monday 2 November)', async () => {
    expect(await onDay('SC', '2020-11-02')).toEqual([["All Saints' Day (substitute day)", 'public']]);
  });

  it('s. 5: the President proclaimed Saturday 10 September 2016 (parliamentary election) and 24 and 26 October 2020', async () => {
    for (const date of ['2016-09-10', '2020-10-24', '2020-10-26']) expect(await dayOff('SC', date), date).toBe(true);
  });
});

describe('Mauritius: the Assumption in even years, All Saints in odd years (Public Holidays Act, First Schedule)', () => {
  it('2022: 15 August a holiday, 1 November not; 2023: 1 November', async () => {
    expect(await dayOff('MU', '2022-08-15')).toBe(true);
    expect(await dayOff('MU', '2022-11-01')).toBe(false);
    expect(await onDay('MU', '2023-11-01')).toEqual([["All Saints' Day", 'public']]);
    expect(await dayOff('MU', '2023-08-15')).toBe(false);
  });
});
