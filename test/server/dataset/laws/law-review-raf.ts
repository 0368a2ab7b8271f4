// African countries reviewed against their laws (issue 26 item 2; the records are reviews/<CC>.json), asked for
// as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build
// (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test names the law its answer rests
// on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, dayOff, datesOf } = lawReviewClient(shared);

describe('Morocco: Décrets n° 2-23-1000 and 2-23-688 (Council of Government, 23 November 2023)', () => {
  it('the Amazigh New Year is a paid public holiday on 14 January from 2024, and not before', async () => {
    expect(await datesOf('MA', 2024, 'Amazigh New Year')).toEqual([['2024-01-14', 'public']]);
    expect(await datesOf('MA', 2030, 'Amazigh New Year')).toEqual([['2030-01-14', 'public']]);
    expect(await dayOff('MA', '2024-01-13')).toBe(false);
    expect(await dayOff('MA', '2023-01-14')).toBe(false);
  });
});

describe('Uganda: Public Holidays Act (Cap. 255) and the President’s declaration of 16 February 2015', () => {
  it('Archbishop Janani Luwum Day is a public holiday from 2016, not before', async () => {
    expect(await datesOf('UG', 2016, 'Archbishop Janan Luwum Day')).toEqual([['2016-02-16', 'public']]);
    expect(await dayOff('UG', '2015-02-16')).toBe(false);
    expect(await dayOff('UG', '2005-02-16')).toBe(false);
  });
});

describe('Ghana: Public Holidays Act, 2001 (Act 601), as amended by Act 986 (2019) and the 2025 amendment', () => {
  it('Founders’ Day (4 August) is a holiday 2019-2025 only (Act 986; deleted by the 2025 amendment)', async () => {
    expect(await dayOff('GH', '2018-08-04')).toBe(false);
    expect(await datesOf('GH', 2019, 'Founders Day')).toEqual([['2019-08-04', 'public']]);
    expect(await datesOf('GH', 2024, 'Founders Day')).toEqual([['2024-08-04', 'public']]);
    expect(await dayOff('GH', '2027-08-04')).toBe(false);
  });

  it('Republic Day (1 July) is a public holiday until 2018 and again from 2026; a commemorative day between', async () => {
    expect(await datesOf('GH', 2016, 'Republic Day')).toEqual([['2016-07-01', 'public']]);
    expect(await dayOff('GH', '2022-07-01')).toBe(false);
    expect(await datesOf('GH', 2027, 'Republic Day')).toEqual([['2027-07-01', 'public']]);
  });

  it('African Union Day (25 May) is a public holiday 2002-2018 and not from 2019', async () => {
    expect(await datesOf('GH', 2017, 'African Union Day')).toEqual([['2017-05-25', 'public']]);
    expect(await dayOff('GH', '2023-05-25')).toBe(false);
  });
});

describe('Cameroon: Loi n° 73/5 du 7 décembre 1973 fixant le régime des fêtes légales, art. 2', () => {
  it('a civil holiday on a Sunday gives the next day off: Monday 2 January 2023, Monday 12 February 2024', async () => {
    expect(await dayOff('CM', '2023-01-02')).toBe(true);
    expect(await dayOff('CM', '2024-02-12')).toBe(true);
    expect(await dayOff('CM', '2029-05-21')).toBe(true);
  });

  it('a religious holiday on a Sunday does not: its Monday is off only by the President’s arrêté (26 December 2022, arrêté of 23 December 2022), and Monday 26 December 2033 is a working day', async () => {
    expect(await dayOff('CM', '2022-12-26')).toBe(true);
    expect(await dayOff('CM', '2033-12-26')).toBe(false);
  });
});

describe('Sudan: Christmas, no public holiday from the 2011 secession until the transitional government’s decision of December 2019', () => {
  it('25 December is no holiday 2012-2018 and a public holiday again in 2019', async () => {
    expect(await dayOff('SD', '2015-12-25')).toBe(false);
    expect(await dayOff('SD', '2018-12-25')).toBe(false);
    expect(await datesOf('SD', 2019, 'Christmas Day')).toEqual([['2019-12-25', 'public']]);
  });
});

describe('Eswatini: Public Holidays Act, 1938 (No. 71 of 1938), section 2', () => {
  it('a holiday on a Sunday is kept on the Monday: New Year’s Day 2023, the late King Sobhuza’s birthday 2018', async () => {
    expect(await dayOff('SZ', '2023-01-02')).toBe(true);
    expect(await dayOff('SZ', '2018-07-23')).toBe(true);
  });

  it('a holiday on a Saturday gives no other day: the King’s Birthday, Saturday 19 April 2025; Independence Day, Saturday 6 September 2025', async () => {
    const april = (await listed('SZ', 2025)).filter((holiday) => holiday.date === '2025-04-21');
    expect(april.map((holiday) => holiday.name)).toEqual(['Easter Monday']);
    expect(await dayOff('SZ', '2025-09-08')).toBe(false);
  });

  it('Boxing Day on a Monday (Christmas on a Sunday) is kept on the Tuesday: 27 December 2022', async () => {
    expect(await dayOff('SZ', '2022-12-27')).toBe(true);
  });
});

describe('Namibia: Genocide Remembrance Day (Cabinet, 28 May 2024; Public Holidays Act, 1990, s. 1(3))', () => {
  it('28 May is a public holiday from 2025, with the Monday when on a Sunday (2028), and not before 2025', async () => {
    expect(await datesOf('NA', 2025, 'Genocide Remembrance Day')).toEqual([['2025-05-28', 'public']]);
    expect(await dayOff('NA', '2028-05-29')).toBe(true);
    expect(await dayOff('NA', '2024-05-28')).toBe(false);
  });
});

describe('Zimbabwe: Public Holidays and Prohibition of Business Act [Chapter 10:21]', () => {
  it('Robert Gabriel Mugabe National Youth Day, 21 February, is a public holiday from 2018 (S.I. 143 of 2017), not in 2017', async () => {
    expect(await datesOf('ZW', 2018, 'Robert Gabriel Mugabe National Youth Day')).toEqual([['2018-02-21', 'public']]);
    expect(await dayOff('ZW', '2017-02-21')).toBe(false);
  });

  it('a holiday on a Sunday is kept on the Monday (s. 1): Monday 22 February 2021, Monday 2 January 2023', async () => {
    expect(await dayOff('ZW', '2021-02-22')).toBe(true);
    expect(await dayOff('ZW', '2023-01-02')).toBe(true);
  });

  it('Defence Forces Day is the Tuesday after Heroes’ Day, the second Monday of August: 15 August 2023, not 8 August', async () => {
    expect(await datesOf('ZW', 2023, 'Defence Forces Day')).toEqual([['2023-08-15', 'public']]);
    expect(await dayOff('ZW', '2023-08-08')).toBe(false);
  });
});

describe('Zambia: Public Holidays Act (Cap. 272) and the Declaration Notices of 2007 and 2015', () => {
  it('International Women’s Day is 8 March from 2008 (S.I. 33 of 2007), with the Monday when on a Sunday (2020), and no holiday in 2007', async () => {
    expect(await datesOf('ZM', 2024, 'Women’s Day')).toEqual([['2024-03-08', 'public']]);
    expect(await dayOff('ZM', '2024-03-09')).toBe(false);
    expect(await dayOff('ZM', '2020-03-09')).toBe(true);
    expect(await dayOff('ZM', '2007-03-08')).toBe(false);
  });

  it('the National Day of Prayer (18 October) is a holiday from 2016 (S.I. 78 of 2015), not in 2014', async () => {
    expect(await dayOff('ZM', '2014-10-18')).toBe(false);
    expect(await datesOf('ZM', 2016, 'National Day of Prayers')).toEqual([['2016-10-18', 'public']]);
  });

  it('Holy Saturday is a public holiday (the Act’s Schedule): 4 April 2026', async () => {
    expect(await datesOf('ZM', 2026, 'Holy Saturday')).toEqual([['2026-04-04', 'public']]);
  });
});

describe('Malawi: Boxing Day, an annual public holiday again from the Government’s decision of December 2013', () => {
  it('26 December is a public holiday from 2014, kept on the next working day when on a weekend (Tuesday 28 December 2021)', async () => {
    expect(await datesOf('MW', 2024, 'Boxing Day')).toEqual([['2024-12-26', 'public']]);
    expect(await dayOff('MW', '2021-12-28')).toBe(true);
    expect(await dayOff('MW', '2013-12-26')).toBe(false);
  });
});

describe('Botswana: Public Holidays Act (Cap. 03:07), s. 2 and Schedule', () => {
  it('1 October is a public holiday beside Botswana Day (30 September), every year', async () => {
    expect(await datesOf('BW', 2025, 'Botswana Day Holiday')).toEqual([['2025-10-01', 'public']]);
    expect(await dayOff('BW', '2004-10-01')).toBe(true);
  });

  it('1 October on a Monday is kept on the Tuesday (proviso (ii)): Tuesday 2 October 2018', async () => {
    expect(await dayOff('BW', '2018-10-02')).toBe(true);
  });
});

describe('Angola: Lei n.º 10/11 (Lei dos Feriados Nacionais), as amended by Lei n.º 11/18', () => {
  it('23 March, Southern Africa Liberation Day, is a national holiday from 2019, not in 2018', async () => {
    expect(await datesOf('AO', 2019, 'Southern Africa Liberation Day')).toEqual([['2019-03-23', 'public']]);
    expect(await datesOf('AO', 2030, 'Southern Africa Liberation Day')).toEqual([['2030-03-23', 'public']]);
    expect(await dayOff('AO', '2018-03-23')).toBe(false);
  });
});

describe('DR Congo: Ordonnance n° 23/042 du 30 mars 2023 fixant la liste des jours fériés légaux', () => {
  it('6 April (Simon Kimbangu and African consciousness) is a legal holiday from 2023, not in 2022', async () => {
    expect(await datesOf('CD', 2024, 'Day of the Struggle of Simon Kimbangu and African Consciousness')).toEqual([
      ['2024-04-06', 'public'],
    ]);
    expect(await dayOff('CD', '2023-04-06')).toBe(true);
    expect(await dayOff('CD', '2022-04-06')).toBe(false);
  });
});

describe('Burkina Faso: Loi n° 079-2015/CNT portant institution de fêtes légales, and the decree of 6 May 2024', () => {
  it('a legal holiday on a Sunday gives the next day off: Monday 12 December 2016, Monday 16 September 2024 (Mawlid)', async () => {
    expect(await dayOff('BF', '2016-12-12')).toBe(true);
    expect(await dayOff('BF', '2024-09-16')).toBe(true);
  });

  it('15 May, the Day of Customs and Traditions, is a public holiday from 2024, not in 2023', async () => {
    expect(await datesOf('BF', 2024, 'Day of Customs and Traditions')).toEqual([['2024-05-15', 'public']]);
    expect(await dayOff('BF', '2023-05-15')).toBe(false);
  });
});

describe('Burkina Faso: the law on jours chômés et payés adopted on 9 January 2026, repealing Loi n° 079-2015/CNT', () => {
  const BF_DAYS_OFF_2027 = [
    ['2027-01-01', "New Year's Day"],
    ['2027-03-08', "International Women's Day"],
    ['2027-05-01', 'Labour Day'],
    ['2027-05-06', 'Ascension Day'],
    ['2027-05-15', 'Day of Customs and Traditions'],
    ['2027-08-15', 'Assumption'],
    ['2027-12-11', 'Proclamation of the Republic'],
    ['2027-12-25', 'Christmas Day'],
  ];

  it('eleven days off from 2027: the eight fixed ones and the three Islamic feasts, and no other public day', async () => {
    const publicDays = (await listed('BF', 2027))
      .filter((holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0)
      .map((holiday): [string, string] => [holiday.date, holiday.name]);
    const islamic = [
      'End of Ramadan (Eid al-Fitr)',
      'Feast of the Sacrifice (Eid al-Adha)',
      'Birthday of Muhammad (Mawlid)',
    ];
    expect(publicDays.filter(([, name]) => !islamic.includes(name))).toEqual(BF_DAYS_OFF_2027);
    expect(
      publicDays
        .filter(([, name]) => islamic.includes(name))
        .map(([, name]) => name)
        .sort(),
    ).toEqual([...islamic].sort());
  });

  it('3 January (from 2027), 5 August and 1 November (from 2026) are worked days of commemoration, no longer days off', async () => {
    expect(await datesOf('BF', 2027, "Anniversary of the 1966 Upper Voltan coup d'état")).toEqual([
      ['2027-01-03', 'observance'],
    ]);
    expect(await datesOf('BF', 2026, 'Independence Day')).toEqual([['2026-08-05', 'observance']]);
    expect(await datesOf('BF', 2026, "All Saints' Day")).toEqual([['2026-11-01', 'observance']]);
    expect(await dayOff('BF', '2026-08-05')).toBe(false);
    // 3 January 2026 fell before the law's adoption, under the 2015 law.
    expect(await datesOf('BF', 2026, "Anniversary of the 1966 Upper Voltan coup d'état")).toEqual([
      ['2026-01-03', 'public'],
    ]);
    expect(await datesOf('BF', 2025, 'Independence Day')).toEqual([['2025-08-05', 'public']]);
  });

  it('Easter Monday goes from 2026, and a Sunday holiday no longer gives the Monday: 9 March and 2 November 2026 are worked', async () => {
    expect(await dayOff('BF', '2026-04-06')).toBe(false);
    expect(await dayOff('BF', '2025-04-21')).toBe(true);
    expect(await dayOff('BF', '2026-03-09')).toBe(false);
    expect(await dayOff('BF', '2026-11-02')).toBe(false);
    expect(await datesOf('BF', 2026, 'Day of Customs and Traditions')).toEqual([['2026-05-15', 'public']]);
  });
});
