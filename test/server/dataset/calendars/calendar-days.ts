// Holidays whose days another calendar decides, through
// /v3/public-holidays/list of the full offline build (test/full-build.ts):
// each check names the law or calendar its day rests on.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** The days of the holidays whose name matches, in the year. */
const days = async (country: string, year: number, name: RegExp) => {
  const answer = await call(
    shared.server.url,
    `/v3/public-holidays/list?${qs({ country, year, dataVersion: '3.2.0' })}`,
    { key: shared.server.testKeys.key.titan },
  );
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.holidays as { date: string; name: string; sources: string[] }[])
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => holiday.date);
};

describe('the Ethiopian calendar (Proclamation No. 1334/2024; sources/calendars/dates.json)', () => {
  it('Genna is 7 January, the Julian 25 December, every year (the rule library gave 6 January in 2021-2023)', async () => {
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026])
      expect(await days('ET', year, /^Christmas Day$/)).toEqual([`${year}-01-07`]);
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

describe('the Hindu lunisolar calendar (sources/calendars/hindu.ts, by calendars/hindu.json)', () => {
  it("IN: Diwali 8 November 2026 and Dussehra 20 October 2026, as the central government's list (DoPT Office Memorandum of 3 July 2025) has them", async () => {
    expect(await days('IN', 2026, /^Diwali$/)).toEqual(['2026-11-08']);
    expect(await days('IN', 2026, /^Dussehra$/)).toEqual(['2026-10-20']);
    // Every year from the reviewed lists' 2020 to the build's last has both.
    for (let year = 2020; year <= 2035; year++) {
      expect(await days('IN', year, /^Diwali$/), `${year}`).toHaveLength(1);
      expect(await days('IN', year, /^Dussehra$/), `${year}`).toHaveLength(1);
    }
  });

  it("LK: Deepavali on the gazette days (12 November 2023, 31 October 2024), no longer on the rule library's 8 November every year", async () => {
    expect(await days('LK', 2023, /^Deepavali Festival Day$/)).toEqual(['2023-11-12']);
    expect(await days('LK', 2024, /^Deepavali Festival Day$/)).toEqual(['2024-10-31']);
    expect(await days('LK', 2010, /^Mahasivarathri Day$/)).toEqual(['2010-03-13']);
  });

  it("BD: Durga Puja (Bijoya Dashami) 13 October 2024 (The Daily Star, 8 October 2024), not the rule library's 8 October", async () => {
    expect(await days('BD', 2024, /^Durga Puja$/)).toEqual(['2024-10-13']);
  });
});

describe("Ethiopia's holidays by law (Proclamation No. 1334/2024; amendments/ET.json)", () => {
  it("Labour Day (1 May) and Patriots' Victory Day (5 May) are public holidays; the Day of Lament and the first day of Ramadan are no days off", async () => {
    const answer = await call(shared.server.url, `/v3/public-holidays/list?${qs({ country: 'ET', year: 2024 })}`, {
      key: shared.server.testKeys.key.titan,
    });
    expect(answer.status, answer.text).toBe(200);
    const typeOf = (name: string) =>
      (answer.json.holidays as { name: string; type: string }[])
        .filter((holiday) => holiday.name === name)
        .map((holiday) => holiday.type);
    expect(typeOf('Labour Day')).toEqual(['public']);
    expect(typeOf("Patriots' Victory Day")).toEqual(['public']);
    expect(typeOf('Day of Lament')).toEqual(['observance']);
    expect(typeOf('First day of Ramadan')).toEqual(['observance']);
  });
});
