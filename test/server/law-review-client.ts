// What the law-review tests ask the shared full build (serveSharedFullBuild):
// a year's holidays through /v3/public-holidays/list (3.2.0), a day through
// /v3/public-holidays/check, a span through /v3/working-days, each answered
// with 200 or the test fails there.

import { expect } from 'vitest';
import { call, qs, type TestServer } from './helpers.js';

export interface Listed {
  date: string;
  observed: string;
  name: string;
  name_local?: string;
  type: string;
  subdivisions: string[];
  substitute?: boolean;
}

export function lawReviewClient(served: { readonly server: TestServer }) {
  const ask = async (path: string, key: 'titan' | 'builder' = 'titan') => {
    const answer = await call(served.server.url, path, { key: served.server.testKeys.key[key] });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  };
  const listed = async (country: string, year: number): Promise<Listed[]> =>
    (await ask(`/v3/public-holidays/list?${qs({ country, year, dataVersion: '3.2.0' })}`)).holidays as Listed[];
  const check = async (country: string, date: string, type?: string) =>
    (await ask(`/v3/public-holidays/check?${qs({ country, date, ...(type ? { type } : {}) })}`)) as {
      is_holiday: boolean;
      holiday?: Listed;
      holidays: Listed[];
    };
  return {
    listed,
    check,
    workingDays: async (country: string, start: string, end: string) =>
      (await ask(`/v3/working-days?${qs({ country, start, end })}`, 'builder')) as {
        workingDays: number;
        weekendDays: number;
        holidayDays: number;
        days: number;
        workdays: { date: string; name: string }[];
      },
    /** The days of a year that hold a record of that name, in any place. */
    daysOf: async (country: string, year: number, name: string) =>
      (await listed(country, year)).filter((holiday) => holiday.name === name).map((holiday) => holiday.date),
    /** [date, type] of the nationwide holidays of that name in the year. */
    datesOf: async (country: string, year: number, name: string) =>
      (await listed(country, year))
        .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
        .map((holiday) => [holiday.date, holiday.type]),
    /** The nationwide records on a day, [name, type], as /list gives the day's year. */
    onDay: async (country: string, date: string) =>
      (await listed(country, Number(date.slice(0, 4))))
        .filter((holiday) => holiday.date === date && holiday.subdivisions.length === 0)
        .map((holiday) => [holiday.name, holiday.type]),
    /** Whether the day is a nationwide public holiday or day off, as /check answers it. */
    dayOff: async (country: string, date: string) => (await check(country, date, 'public')).is_holiday,
    /** The nationwide public holidays (or substitute days) on a day, by name, as /check finds them (not those observed there from another day). */
    daysOff: async (country: string, date: string) =>
      (await check(country, date)).holidays
        .filter((holiday) => holiday.date === date && holiday.type === 'public' && holiday.subdivisions.length === 0)
        .map((holiday) => holiday.name),
  };
}
