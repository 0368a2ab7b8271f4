// The open faults of the law reviews (reviews/<CC>.json, issue 26 item 2) fixed as reviewed data, asked for as a
// client asks: through /v3/public-holidays/list, /v3/public-holidays/check and /v3/working-days of the shared full
// offline build (test/golden.ts, buildFullOffline: the project's amendments/ and workdays/ folders). Each test names
// the law or decree its answer rests on; the entries in amendments/<CC>.json and workdays/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, workingDays, onDay, dayOff, datesOf, daysOff } = lawReviewClient(shared);

describe('Vietnam: the compensatory day off (Labour Code 2019, Art. 111(3))', () => {
  it('2022: New Year on a Saturday is off on Monday 3 January, the Hùng Kings on a Sunday on Monday 11 April', async () => {
    expect(await daysOff('VN', '2022-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('VN', '2022-04-11')).toEqual(['Hung Kings Commemorations (substitute day)']);
  });

  it('2022: 30 April and 1 May on Saturday and Sunday give Monday 2 and Tuesday 3 May; Wednesday 4 May is worked', async () => {
    expect(await dayOff('VN', '2022-05-02')).toBe(true);
    expect(await dayOff('VN', '2022-05-03')).toBe(true);
    expect(await dayOff('VN', '2022-05-04')).toBe(false);
    // May 2022: 22 weekdays, less the two compensatory days.
    expect((await workingDays('VN', '2022-05-01', '2022-05-31')).workingDays).toBe(20);
  });

  it('2023: National Day on a Saturday is off on Monday 4 September; a holiday on a weekday gives no further day (2 September 2025)', async () => {
    expect(await daysOff('VN', '2023-09-04')).toEqual(['National Day (substitute day)']);
    // The second day the government fixed (Art. 112(1)(đ)): Friday 1 September 2023, Monday 1 September 2025.
    expect(await datesOf('VN', 2023, 'National Day')).toEqual([
      ['2023-09-01', 'public'],
      ['2023-09-02', 'public'],
    ]);
    expect(await datesOf('VN', 2025, 'National Day')).toEqual([
      ['2025-09-01', 'public'],
      ['2025-09-02', 'public'],
    ]);
    expect((await listed('VN', 2025)).filter((holiday) => holiday.substitute)).toEqual([]);
  });
});

describe('Costa Rica: the Monday moves of Ley 9875 (2020-2024) and its amendments; Ley 9803', () => {
  it('2020-2023: the law moves each listed holiday to its Monday', async () => {
    expect(await datesOf('CR', 2020, 'Guanacaste Day')).toEqual([['2020-07-27', 'public']]);
    expect(await datesOf('CR', 2020, 'Independence Day')).toEqual([['2020-09-14', 'public']]);
    expect(await datesOf('CR', 2021, 'Labour Day')).toEqual([['2021-05-03', 'public']]);
    expect(await datesOf('CR', 2022, 'Independence Day')).toEqual([['2022-09-19', 'public']]);
    expect(await datesOf('CR', 2023, "Mother's Day")).toEqual([['2023-08-14', 'public']]);
    expect(await dayOff('CR', '2023-08-15')).toBe(false);
  });

  it('2024 (Leyes 10396 and 10438): only 11 April moves, to Monday 15 April; 25 July and 15 August keep their Thursdays', async () => {
    expect(await datesOf('CR', 2024, 'Juan Santamaría Day')).toEqual([['2024-04-15', 'public']]);
    expect(await datesOf('CR', 2024, 'Guanacaste Day')).toEqual([['2024-07-25', 'public']]);
    expect(await datesOf('CR', 2024, "Mother's Day")).toEqual([['2024-08-15', 'public']]);
  });

  it('from 2020 (Ley 9803) 1 December is a holiday, moved to a Monday 2020-2022, and 12 October is none; 2019 keeps 12 October', async () => {
    expect(await datesOf('CR', 2020, 'Army Abolition Day')).toEqual([['2020-11-30', 'public']]);
    expect(await datesOf('CR', 2022, 'Army Abolition Day')).toEqual([['2022-12-05', 'public']]);
    expect(await datesOf('CR', 2025, 'Army Abolition Day')).toEqual([['2025-12-01', 'public']]);
    expect(await dayOff('CR', '2021-10-12')).toBe(false);
    expect(await dayOff('CR', '2030-10-12')).toBe(false);
    expect(await onDay('CR', '2019-10-12')).toEqual([['Columbus Day', 'public']]);
  });
});

describe('transfers of working days', () => {
  it('BY 2025 (Совмин № 839): Monday 6 January off, Saturday 11 January worked; Friday 26 December off, Saturday 20 December worked', async () => {
    expect(await dayOff('BY', '2025-01-06')).toBe(true);
    const january = await workingDays('BY', '2025-01-01', '2025-01-31');
    expect(january.workdays.map((day) => day.date)).toEqual(['2025-01-11']);
    // 23 weekdays, less 1, 2, 6 and 7 January, and Saturday 11 January worked.
    expect(january.workingDays).toBe(20);
    expect(await dayOff('BY', '2025-12-26')).toBe(true);
    expect((await workingDays('BY', '2025-12-01', '2025-12-31')).workdays.map((day) => day.date)).toEqual([
      '2025-12-20',
    ]);
  });

  it('BY 2023, 2024 and 2026 (№ 739, № 814, № 397): the days off between a holiday and the weekend', async () => {
    for (const date of ['2023-04-24', '2023-05-08', '2023-11-06', '2024-05-13', '2024-11-08'])
      expect(await dayOff('BY', date), date).toBe(true);
    expect((await workingDays('BY', '2024-05-01', '2024-05-31')).workdays.map((day) => day.date)).toEqual([
      '2024-05-18',
    ]);
    // 2026 (№ 397 of 22 July 2025): Monday 20 April off, Saturday 25 April worked.
    expect(await dayOff('BY', '2026-04-20')).toBe(true);
    expect((await workingDays('BY', '2026-04-01', '2026-04-30')).workdays.map((day) => day.date)).toEqual([
      '2026-04-25',
    ]);
    // A year whose resolution was not read has no transfer: 2021.
    expect((await workingDays('BY', '2021-01-01', '2021-12-31')).workdays).toEqual([]);
  });

  it('LV 2024: Monday 23 and 30 December are days off of the civil service only (the Cabinet order binds the state institutions), no worked Saturday', async () => {
    expect(await onDay('LV', '2024-12-23')).toEqual([
      ['Day off (working day moved to Saturday 14 December)', 'governmental'],
    ]);
    expect(await dayOff('LV', '2024-12-23')).toBe(false);
    expect((await workingDays('LV', '2024-12-01', '2024-12-31')).workdays).toEqual([]);
  });

  it("LV 2018: Monday 9 July (the Song and Dance Celebration's closing Sunday, 2014 amendment) and Monday 24 September (the Pope's visit) are holidays", async () => {
    expect(await onDay('LV', '2018-07-09')).toEqual([['Closing day of the Latvian Song and Dance Festival', 'public']]);
    expect(await onDay('LV', '2018-09-24')).toEqual([
      ['Day of the Pastoral Visit of Pope Francis to Latvia', 'public'],
    ]);
  });

  it('UA 2000: Orthodox Easter on Sunday 30 April is off on Wednesday 3 May, after the 1 and 2 May holidays (Labour Code art. 67(3))', async () => {
    expect(await daysOff('UA', '2000-05-03')).toEqual(['Orthodox Easter (substitute day)']);
    expect(await daysOff('UA', '2000-05-01')).toEqual(['Labour Day']);
  });

  it('UA 2021: the Cabinet only recommended the transfer (розпорядження № 1191-р): Friday 8 January no day off, Saturday 16 January no working day', async () => {
    expect(await dayOff('UA', '2021-01-08')).toBe(false);
    expect((await workingDays('UA', '2021-01-01', '2021-01-31')).workdays).toEqual([]);
  });
});

describe("Bulgaria: the Council of Ministers' bridge days before 2017 (решения за разместване на почивни дни)", () => {
  it('2012 (Решение № 834 от 17.11.2011): Monday 2 January off, worked on Saturday 21 January; four more pairs', async () => {
    expect(await onDay('BG', '2012-01-02')).toEqual([['Bridge day (worked on Saturday 21 January)', 'public']]);
    const january = await workingDays('BG', '2012-01-01', '2012-01-31');
    expect(january.workdays.map((day) => day.date)).toEqual(['2012-01-21']);
    // 22 weekdays, less Monday 2 January, and Saturday 21 January worked.
    expect(january.workingDays).toBe(22);
    for (const date of ['2012-04-30', '2012-05-25', '2012-09-07', '2012-12-31'])
      expect(await dayOff('BG', date), date).toBe(true);
  });

  it('2006: Monday 2 January off, worked on Saturday 28 January; 2003 (Решение № 142): 2 and 5 May off, but not 26 May', async () => {
    expect(await dayOff('BG', '2006-01-02')).toBe(true);
    expect((await workingDays('BG', '2006-01-01', '2006-01-31')).workdays.map((day) => day.date)).toEqual([
      '2006-01-28',
    ]);
    expect(await dayOff('BG', '2003-05-02')).toBe(true);
    expect(await dayOff('BG', '2003-05-05')).toBe(true);
    expect(await dayOff('BG', '2003-05-26')).toBe(false);
  });

  it('one-off official holidays: 2 January 2007 (Решение № 722/2006); no bridge day from 2017, when art. 154(2) gives substitute days', async () => {
    expect(await dayOff('BG', '2007-01-02')).toBe(true);
    expect((await listed('BG', 2017)).filter((holiday) => /^Bridge day/.test(holiday.name))).toEqual([]);
    expect((await workingDays('BG', '2017-01-01', '2017-12-31')).workdays).toEqual([]);
  });
});

describe('Kosovo: the Easter Mondays are the holidays (Law No. 03/L-064, art. 2.1(j)-(k), art. 4)', () => {
  it('both Easters on one Sunday give one day off, Monday 21 April 2025, not a further Tuesday', async () => {
    expect(await dayOff('XK', '2025-04-21')).toBe(true);
    expect(await dayOff('XK', '2025-04-22')).toBe(false);
    expect(await dayOff('XK', '2028-04-18')).toBe(false);
  });

  it('Orthodox Easter Monday on Constitution Day, 9 April 2018: one day off; 2034: Constitution Day on the Easter Sunday is off on Tuesday 11 April', async () => {
    expect(await dayOff('XK', '2018-04-09')).toBe(true);
    expect(await dayOff('XK', '2018-04-10')).toBe(false);
    expect(await dayOff('XK', '2034-04-10')).toBe(true);
    expect(await daysOff('XK', '2034-04-11')).toEqual(['Constitution Day (substitute day)']);
    expect(await dayOff('XK', '2034-04-12')).toBe(false);
  });

  it('in other years the Monday after each Easter is the day off: 22 and 29 April 2030', async () => {
    expect(await dayOff('XK', '2030-04-22')).toBe(true);
    expect(await dayOff('XK', '2030-04-29')).toBe(true);
  });
});

describe('single faults of the reviews', () => {
  it("EH: 'May 20 Revolution' is on 20 May, the anniversary of the armed struggle of 20 May 1973 (SPS, 2019), not 10 May", async () => {
    expect(await datesOf('EH', 2025, 'May 20 Revolution')).toEqual([['2025-05-20', 'public']]);
    expect(await dayOff('EH', '2025-05-10')).toBe(false);
  });

  it('IN: Ambedkar Jayanti is a closed holiday of all central government offices in the years DoPT declared it (2023, 2025)', async () => {
    expect(await onDay('IN', '2023-04-14')).toEqual([['Ambedkar Jayanti', 'public']]);
    expect(await onDay('IN', '2025-04-14')).toEqual([['Ambedkar Jayanti', 'public']]);
  });

  it('KM: Eid el-Kabir 2024 is Monday 17 and Tuesday 18 June (the Fonction publique communiqué), Wednesday 19 June worked', async () => {
    expect(await daysOff('KM', '2024-06-17')).toEqual(['Feast of the Sacrifice (Eid al-Adha)']);
    expect(await daysOff('KM', '2024-06-18')).toEqual(['Feast of the Sacrifice (Eid al-Adha)']);
    expect(await dayOff('KM', '2024-06-19')).toBe(false);
  });

  it("NA: a Sunday holiday's Monday is its own substitute day (Act 26 of 1990, s. 1(2)), no 'Public Holiday' record", async () => {
    expect(await daysOff('NA', '2025-05-05')).toEqual(['Cassinga Day (substitute day)']);
    expect(await daysOff('NA', '2025-05-26')).toEqual(['Africa Day (substitute day)']);
    expect((await listed('NA', 2025)).filter((holiday) => /Public Holiday/.test(holiday.name))).toEqual([]);
  });

  it("BW: New Year's Day on a Sunday is off on Tuesday 3 January 2023; Botswana Day on a Saturday on Monday 2 October; no 'Public Holiday' record", async () => {
    expect(await daysOff('BW', '2023-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('BW', '2023-10-02')).toEqual(
      expect.arrayContaining(['Botswana Day (substitute day)', 'Botswana Day Holiday (substitute day)']),
    );
    expect((await listed('BW', 2023)).filter((holiday) => /Public Holiday/.test(holiday.name))).toEqual([]);
  });
});

describe('days set by a rule the library has wrong', () => {
  it('AI: August Thursday and Constitution Day follow August Monday (Public Holidays Regulations): 7, 10 and 11 August 2023', async () => {
    expect(await datesOf('AI', 2023, 'August Monday')).toEqual([['2023-08-07', 'public']]);
    expect(await datesOf('AI', 2023, 'August Thursday')).toEqual([['2023-08-10', 'public']]);
    expect(await datesOf('AI', 2023, 'Constitution Day')).toEqual([['2023-08-11', 'public']]);
    expect(await dayOff('AI', '2023-08-03')).toBe(false);
    expect(await datesOf('AI', 2024, 'Constitution Day')).toEqual([['2024-08-09', 'public']]);
    // 1 August a Monday: the first Thursday and Friday of August are the ones after it.
    expect(await datesOf('AI', 2022, 'August Thursday')).toEqual([['2022-08-04', 'public']]);
  });

  it('AI: the post-election public holidays the Governor declared (17 February 2010, 24 April 2015)', async () => {
    expect(await onDay('AI', '2010-02-17')).toEqual([['Post-election public holiday', 'public']]);
    expect(await onDay('AI', '2015-04-24')).toEqual([['Post-election public holiday', 'public']]);
  });

  it('TO: Emancipation Day and the Tupou I coronation day on a Wednesday are kept on the Monday before (Act 10 of 2010)', async () => {
    expect(await daysOff('TO', '2025-06-02')).toEqual(['Emancipation Day (substitute day)']);
    expect(await daysOff('TO', '2024-12-02')).toEqual([
      'Anniversary of the Coronation of H.M. King George Tupou I (substitute day)',
    ]);
    // On a Thursday to a Sunday the next Monday, as before: 4 December 2025 (Thursday) on Monday 8 December.
    expect(await daysOff('TO', '2025-12-08')).toEqual([
      'Anniversary of the Coronation of H.M. King George Tupou I (substitute day)',
    ]);
  });
});
