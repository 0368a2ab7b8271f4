// Taiwan's bridge days off and makeup Saturdays, and the Philippines' special
// (non-working) days by proclamation, asked for as a client asks: through
// /v3/public-holidays/list, /v3/public-holidays/check and /v3/working-days of
// the shared full offline build (test/golden.ts, buildFullOffline: the
// project's amendments/ and workdays/ folders). Each test names the act its
// answer rests on; the entries in amendments/TW.json and amendments/PH.json
// quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, workingDays, daysOff } = lawReviewClient(shared);

/** [date, type] of the nationwide records of one name in a year. */
const named = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
    .map((holiday) => [holiday.date, holiday.type]);

describe("Taiwan: the DGPA's government office calendar (政府行政機關辦公日曆表)", () => {
  it('2023-01-20 is the bridge day off of the 2023 calendar, typed bank: the calendar binds government offices, private employers by agreement (政府機關調整上班日期處理要點, point 2)', async () => {
    const answer = await check('TW', '2023-01-20');
    expect(answer.is_holiday).toBe(true);
    expect(answer.holiday).toMatchObject({
      name: "Bridge day off before Chinese New Year's Eve",
      type: 'bank',
      subdivisions: [],
    });
    expect((await check('TW', '2023-01-20', 'public')).is_holiday).toBe(false);
  });

  it('every 調整放假 day of the 2020-2025 calendars is listed, and none in 2026 (中華民國115年政府行政機關辦公日曆表: 補假 only, no 調整放假)', async () => {
    const bridgeDays = async (year: number) =>
      (await listed('TW', year)).filter((holiday) => holiday.type === 'bank').map((holiday) => holiday.date);
    expect(await bridgeDays(2020)).toEqual(['2020-01-23', '2020-06-26', '2020-10-02']);
    expect(await bridgeDays(2021)).toEqual(['2021-02-10', '2021-09-20']);
    expect(await bridgeDays(2022)).toEqual(['2022-02-04']);
    expect(await bridgeDays(2023)).toEqual([
      '2023-01-20',
      '2023-01-27',
      '2023-02-27',
      '2023-04-03',
      '2023-06-23',
      '2023-10-09',
    ]);
    expect(await bridgeDays(2024)).toEqual(['2024-02-08']);
    expect(await bridgeDays(2025)).toEqual(['2025-01-27']);
    expect(await bridgeDays(2026)).toEqual([]);
  });

  it('working days count neither half of the 2023 swap: Saturday 2023-01-07 (補行上班) stays a weekend day and Friday 2023-01-20 a working day, as for an employee whose employer did not agree to follow the calendar (Labor Standards Act arts. 30, 36; workdays/README.md, TW)', async () => {
    expect(await workingDays('TW', '2023-01-07', '2023-01-07')).toMatchObject({
      workingDays: 0,
      weekendDays: 1,
      holidayDays: 0,
      workdays: [],
    });
    expect(await workingDays('TW', '2023-01-20', '2023-01-20')).toMatchObject({
      workingDays: 1,
      weekendDays: 0,
      holidayDays: 0,
      workdays: [],
    });
    const year = await workingDays('TW', '2023-01-01', '2023-12-31');
    expect(year.workdays).toEqual([]);
  });
});

describe("the Philippines: special (non-working) days by the President's proclamations", () => {
  it('Black Saturday is a day off every year 2020-2026 (Proclamations No. 845 s. 2019, 986 s. 2020, 1236 s. 2021, 42 s. 2022, 368 s. 2023, 727 s. 2024, 1006 s. 2025)', async () => {
    const blackSaturdays = {
      2020: '2020-04-11',
      2021: '2021-04-03',
      2022: '2022-04-16',
      2023: '2023-04-08',
      2024: '2024-03-30',
      2025: '2025-04-19',
      2026: '2026-04-04',
    };
    for (const [year, date] of Object.entries(blackSaturdays))
      expect(await named('PH', Number(year), 'Easter Saturday'), year).toEqual([[date, 'public']]);
  });

  it('2023-01-02 is an additional special (non-working) day (Proclamation No. 90, s. 2022)', async () => {
    expect(await daysOff('PH', '2023-01-02')).toEqual(["Day after New Year's Day"]);
    expect(await workingDays('PH', '2023-01-02', '2023-01-02')).toMatchObject({ workingDays: 0, holidayDays: 1 });
  });

  it('election days are special (non-working) holidays: 2022-05-09 (Proclamation No. 1357, s. 2022), 2025-05-12 (Proclamation No. 878, s. 2025), 2023-10-30 (Proclamation No. 359, s. 2023)', async () => {
    expect(await daysOff('PH', '2022-05-09')).toEqual(['Election Day']);
    expect(await daysOff('PH', '2025-05-12')).toEqual(['Election Day']);
    expect(await daysOff('PH', '2023-10-30')).toEqual(['Barangay and Sangguniang Kabataan Elections']);
  });

  it("All Souls' Day and Christmas Eve are days off where the year's proclamation says so, special working days in 2021 and 2022 (Proclamation No. 1107, s. 2021; No. 1236, s. 2021)", async () => {
    const type = async (name: string, date: string) =>
      (await named('PH', Number(date.slice(0, 4)), name)).find(([day]) => day === date)?.[1];
    for (const date of ['2020-11-02', '2023-11-02', '2024-11-02', '2026-11-02'])
      expect(await type("All Souls' Day", date), date).toBe('public');
    for (const date of ['2021-11-02', '2022-11-02'])
      expect(await type("All Souls' Day", date), date).not.toBe('public');
    for (const date of ['2020-12-24', '2024-12-24', '2025-12-24', '2026-12-24'])
      expect(await type('Christmas Eve', date), date).toBe('public');
    for (const date of ['2021-12-24', '2022-12-24']) expect(await type('Christmas Eve', date), date).not.toBe('public');
  });

  it('the Last Day of the Year 2021 was a special working day (Proclamation No. 1107, s. 2021), though Republic Act No. 9492 makes it a special day', async () => {
    expect(await daysOff('PH', '2021-12-31')).toEqual([]);
    expect(await workingDays('PH', '2021-12-31', '2021-12-31')).toMatchObject({ workingDays: 1, holidayDays: 0 });
    expect(await daysOff('PH', '2020-12-31')).toEqual(["New Year's Eve"]);
  });

  it('Chinese New Year: 9 and 10 February 2024 (Proclamations No. 453, s. 2024 and 368, s. 2023); not a day off in 2023, which Proclamation No. 42, s. 2022 leaves out', async () => {
    expect(await daysOff('PH', '2024-02-09')).toEqual(["Chinese New Year's Eve"]);
    expect(await daysOff('PH', '2024-02-10')).toEqual(['Chinese New Year']);
    expect(await daysOff('PH', '2023-01-22')).toEqual([]);
  });

  it('the 2023 holidays moved for long weekends: EDSA anniversary on 24 February (Proclamation No. 167, s. 2023), Araw ng Kagitingan on 10 April and Bonifacio Day on 27 November (Proclamation No. 90, s. 2022)', async () => {
    expect(await named('PH', 2023, 'EDSA Revolution Anniversary')).toEqual([['2023-02-24', 'public']]);
    expect(await named('PH', 2023, 'Day of Valor')).toEqual([['2023-04-10', 'public']]);
    expect(await named('PH', 2023, 'Bonifacio Day')).toEqual([['2023-11-27', 'public']]);
    expect(await daysOff('PH', '2023-11-30')).toEqual([]);
  });
});
