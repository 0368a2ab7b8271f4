// Holidays whose days another calendar decides, through
// /v3/public-holidays/list of the full offline build (test/full-build.ts):
// each check names the law or calendar its day rests on.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from './helpers.js';

const shared = serveSharedFullBuild();

/** The days of the holidays whose name matches, in the year. */
const days = async (country: string, year: number, name: RegExp) => {
  const answer = await call(shared.server.url, `/v3/public-holidays/list?${qs({ country, year, dataVersion: '3.2.0' })}`, { key: shared.server.testKeys.key.titan });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.holidays as { date: string; name: string; sources: string[] }[]).filter((holiday) => name.test(holiday.name)).map((holiday) => holiday.date);
};

describe('the Ethiopian calendar (Proclamation No. 1334/2024; sources/calendars/dates.json)', () => {
  it('Genna is 7 January, the Julian 25 December, every year (the rule library gave 6 January in 2021-2023)', async () => {
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) expect(await days('ET', year, /^Christmas Day$/)).toEqual([`${year}-01-07`]);
  });

  it('Enkutatash (1 Meskerem) is 12 September 2023, the year before a Gregorian leap year, and 11 September 2024', async () => {
    expect(await days('ET', 2023, /^New Year's Day$/)).toEqual(['2023-09-12']);
    expect(await days('ET', 2024, /^New Year's Day$/)).toEqual(['2024-09-11']);
  });

  it('Meskel (17 Meskerem) is 28 September 2023; Timket (11 Tir) is 20 January 2024', async () => {
    expect(await days('ET', 2023, /^Finding of the True Cross$/)).toEqual(['2023-09-28']);
    expect(await days('ET', 2024, /^Epiphany$/)).toEqual(['2024-01-20']);
    expect(await days('ET', 2025, /^Epiphany$/)).toEqual(['2025-01-19']);
  });
});
