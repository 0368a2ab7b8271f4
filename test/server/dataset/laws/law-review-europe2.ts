// Thirteen European countries reviewed against their laws (issue 26 item 2: AT, BE, NL, DK, SE, NO, FI, PL, HU,
// HR, GR, IT, FR; the records are reviews/<CC>.json), asked for as a client asks: through
// /v3/public-holidays/list, /v3/public-holidays/check and /v3/working-days of the shared full offline build
// (test/golden.ts, buildFullOffline: the project's amendments/ and workdays/ folders). Each test names the law
// its answer rests on; the entries in amendments/<CC>.json and workdays/HU.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, workingDays, onDay, dayOff, datesOf } = lawReviewClient(shared);

describe('Croatia: Zakon o blagdanima, spomendanima i neradnim danima (NN 33/1996, NN 96/2001, NN 110/2019)', () => {
  it('Statehood Day is 30 May until 2001 (NN 33/1996), 25 June 2002-2019 (NN 96/2001), 30 May again from 2020 (NN 110/2019)', async () => {
    expect(await datesOf('HR', 2000, 'Statehood Day')).toEqual([['2000-05-30', 'public']]);
    expect(await datesOf('HR', 2001, 'Statehood Day')).toEqual([['2001-05-30', 'public']]);
    expect(await dayOff('HR', '2001-06-25')).toBe(false);
    expect(await datesOf('HR', 2002, 'Statehood Day')).toEqual([['2002-06-25', 'public']]);
    // From 2020 the library names it National Day (Dan državnosti); 25 June is a memorial day (Dan neovisnosti).
    expect(await onDay('HR', '2020-05-30')).toEqual([['National Day', 'public']]);
    expect(await dayOff('HR', '2020-06-25')).toBe(false);
  });

  it('Independence Day (8 October) and Corpus Christi are holidays only from 2002 (NN 96/2001) and 8 October no more from 2020', async () => {
    expect(await dayOff('HR', '2001-10-08')).toBe(false);
    expect(await dayOff('HR', '2001-06-14')).toBe(false); // Corpus Christi 2001
    expect(await onDay('HR', '2002-10-08')).toEqual([['Independence Day', 'public']]);
    expect(await onDay('HR', '2002-05-30')).toEqual([['Corpus Christi', 'public']]);
    expect(await dayOff('HR', '2020-10-08')).toBe(false);
  });

  it('6 January 2002 is no holiday (NN 96/2001 left it out; NN 13/2002 restored it), 6 January 2003 is', async () => {
    expect(await dayOff('HR', '2002-01-06')).toBe(false);
    expect(await dayOff('HR', '2003-01-06')).toBe(true);
  });
});

describe('Hungary: bridge days by the yearly decree on the working arrangement around holidays', () => {
  it('2024 (15/2023. rendelet): Monday 19 August, Tuesday 24 and Friday 27 December are days off, Saturdays 3 August, 7 and 14 December worked', async () => {
    for (const date of ['2024-08-19', '2024-12-24', '2024-12-27']) expect(await dayOff('HU', date), date).toBe(true);
    const august = await workingDays('HU', '2024-08-01', '2024-08-31');
    expect(august.workdays.map((day) => day.date)).toEqual(['2024-08-03']);
    // 22 weekdays, less 19 and 20 August, and Saturday 3 August worked.
    expect(august.workingDays).toBe(21);
    const december = await workingDays('HU', '2024-12-01', '2024-12-31');
    expect(december.workdays.map((day) => day.date)).toEqual(['2024-12-07', '2024-12-14']);
  });

  it('2026 (10/2025. NGM rendelet): Friday 2 January and Friday 21 August are days off, Saturdays 10 January and 8 August worked', async () => {
    expect(await dayOff('HU', '2026-01-02')).toBe(true);
    expect(await dayOff('HU', '2026-08-21')).toBe(true);
    const january = await workingDays('HU', '2026-01-01', '2026-01-31');
    expect(january.workdays.map((day) => day.date)).toEqual(['2026-01-10']);
  });

  it('a year without a decree has no bridge day: 2023 (and Good Friday is a holiday from 2017, Mt. § 102(1) as amended in 2016)', async () => {
    expect((await listed('HU', 2023)).filter((holiday) => /Bridge day/.test(holiday.name))).toEqual([]);
    expect(await dayOff('HU', '2017-04-14')).toBe(true);
    expect(await dayOff('HU', '2016-03-25')).toBe(false);
  });
});

describe('laws and decrees of single years', () => {
  it('PL: Monday 12 November 2018 is a day off (ustawa z 9 listopada 2018 r., Dz.U. 2018 poz. 2117); 12 November 2019 is not', async () => {
    expect(await dayOff('PL', '2018-11-12')).toBe(true);
    expect(await dayOff('PL', '2019-11-12')).toBe(false);
  });

  it('GR: Labour Day moved by the Minister of Labour (α.ν. 380/1968, art. 1(1), as replaced in 2017): 4 May 2021, 2 May 2022, 7 May 2024; 1 May 2025 keeps its day', async () => {
    expect(await datesOf('GR', 2016, 'Labour Day')).toEqual([['2016-05-03', 'public']]); // 1 May 2016: Easter Sunday
    expect(await datesOf('GR', 2021, 'Labour Day')).toEqual([['2021-05-04', 'public']]); // ΦΕΚ Β΄ 1661/2021
    expect(await datesOf('GR', 2022, 'Labour Day')).toEqual([['2022-05-02', 'public']]);
    expect(await datesOf('GR', 2024, 'Labour Day')).toEqual([['2024-05-07', 'public']]); // ΦΕΚ Β΄ 1406/2024
    expect(await dayOff('GR', '2024-05-01')).toBe(false);
    expect(await datesOf('GR', 2025, 'Labour Day')).toEqual([['2025-05-01', 'public']]);
  });

  it('IT: the Festa della Repubblica of 2000 is the first Sunday of June, 4 June (Legge 54/1977); 2 June from 2001 (Legge 336/2000)', async () => {
    expect(await datesOf('IT', 2000, 'Republic Day')).toEqual([['2000-06-04', 'public']]);
    expect(await datesOf('IT', 2001, 'Republic Day')).toEqual([['2001-06-02', 'public']]);
  });
});

describe('laws that changed a day: the years before and after', () => {
  it('SE: Whit Monday is a public holiday until 2004, the National Day (6 June) from 2005 (lag 1989:253 om allmänna helgdagar)', async () => {
    expect(await onDay('SE', '2004-05-31')).toEqual([['Whit Monday', 'public']]);
    expect(await dayOff('SE', '2004-06-07')).toBe(false); // 6 June 2004 was a Sunday; no day off follows
    expect(await dayOff('SE', '2005-05-16')).toBe(false);
    expect(await onDay('SE', '2005-06-06')).toEqual([['National Day', 'public']]);
  });

  it('DK: Great Prayer Day is a holiday until 2023 and no more from 2024 (lov nr. 214 of 2023, Lovtidende A)', async () => {
    expect(await dayOff('DK', '2023-05-05')).toBe(true);
    expect(await dayOff('DK', '2024-04-26')).toBe(false);
  });

  it('AT: Good Friday is a day off for the members of the Protestant and Old Catholic churches until 2018, none from 2019 (BGBl. I Nr. 22/2019)', async () => {
    expect(await onDay('AT', '2018-03-30')).toEqual([['Good Friday', 'religious']]);
    expect(await onDay('AT', '2019-04-19')).toEqual([]);
  });
});

describe('days the laws give, with their status and scope', () => {
  it('NL: Liberation Day is a recognised holiday (Algemene termijnenwet, art. 3) but no day off by law; King’s Day 2025 is kept on Saturday 26 April', async () => {
    expect(await onDay('NL', '2025-05-05')).toEqual([['Liberation Day', 'observance']]);
    expect(await dayOff('NL', '2025-05-05')).toBe(false);
    expect(await dayOff('NL', '2025-04-26')).toBe(true);
  });

  it('FR: Good Friday and 26 December are holidays of Alsace-Moselle only (Code du travail, art. L3134-13)', async () => {
    const alsace = (await listed('FR', 2024))
      .filter(
        (holiday) => ['2024-03-29', '2024-12-26'].includes(holiday.date) && holiday.subdivisions.includes('FR-57'),
      )
      .map((holiday) => [
        holiday.date,
        holiday.type,
        ['FR-67', 'FR-68'].every((code) => holiday.subdivisions.includes(code)),
      ]);
    expect(alsace).toEqual([
      ['2024-03-29', 'regional', true],
      ['2024-12-26', 'regional', true],
    ]);
    expect(await dayOff('FR', '2024-03-29')).toBe(false);
    expect(await dayOff('FR', '2024-12-26')).toBe(false);
    expect(await dayOff('FR', '2024-05-08')).toBe(true); // Code du travail, art. L3133-1
  });

  it('BE, NO, FI: national days of their laws (BE loi du 4 janvier 1974; NO lov om 1. og 17. mai; FI Midsummer Day, the Saturday of 20-26 June)', async () => {
    expect(await onDay('BE', '2024-07-21')).toEqual([['National Holiday', 'public']]);
    expect(await dayOff('NO', '2024-05-17')).toBe(true);
    expect(await dayOff('FI', '2024-06-22')).toBe(true);
    expect(await dayOff('FI', '2024-06-21')).toBe(false); // Midsummer Eve: a bank holiday, no public one
  });
});

describe('EE, MC, VA', () => {
  it('EE: Christmas Eve is a public holiday from 2005 (Pühade ja tähtpäevade seadus, § 2, as amended), an observance before', async () => {
    expect(await onDay('EE', '2004-12-24')).toEqual([['Christmas Eve', 'observance']]);
    expect(await onDay('EE', '2005-12-24')).toEqual([['Christmas Eve', 'public']]);
  });

  it('MC: New Year, the Assumption and All Saints on a Sunday are kept on the Monday after, Sainte-Dévote is not (loi n° 798 du 18 février 1966; circulaire n° 2022-14)', async () => {
    expect(await dayOff('MC', '2023-01-02')).toBe(true);
    expect(await dayOff('MC', '2021-08-16')).toBe(true);
    expect(await dayOff('MC', '2026-11-02')).toBe(true);
    // 27 January 2030 is a Sunday: no day off on Monday 28 January.
    expect(await dayOff('MC', '2030-01-28')).toBe(false);
    expect(await dayOff('MC', '2015-01-07')).toBe(true); // loi n° 1.413 du 19 décembre 2014
  });

  it("VA: the Holy Father's days belong to the reigning pope: no anniversary on the day of an election, no name day in a vacant see", async () => {
    expect(await onDay('VA', '2013-03-13')).toEqual([]);
    expect((await onDay('VA', '2014-03-13')).map(([name]) => name)).toEqual([
      'Anniversary of the election of Pope Francis',
    ]);
    expect(await onDay('VA', '2025-04-23')).toEqual([]);
  });
});
