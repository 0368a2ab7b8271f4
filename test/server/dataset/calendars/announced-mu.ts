// Mauritius's festival days of past years as the Government announced them (issue 25 item 3), asked for as a client
// asks: through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). The Public
// Holidays Act's Hindu festivals are fixed each year by the Prime Minister's Office's notice of the public holidays;
// the Hindu engine sets them (sources/calendars/hindu.json) and the years of a notice on file are `announced` there,
// no longer estimates: 2026's Thaipoosam Cavadee (Sunday 1 February), Maha Shivaratree (Sunday 15 February) and
// Divali (Sunday 8 November), from Government Notice No. 1195 of 2025 as Le Mauricien reported it ('Calendrier 2026 :
// 5 jours fériés tombent un week-end', January 2026). Eid-ul-Fitr is the crescent's day (sources/calendars/
// announced.json): 2021's Friday 14 May moved the library's Thursday. Ougadi and Ganesh Chaturthi of 2026, whose
// notice was not read, and every festival of 2030 stay estimates.

import { describe, expect, it } from 'vitest';
import { type ListedHoliday, listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, set by `source`] of each nationwide row of the holiday in the year. */
const days = async (year: number, name: string, source = 'calendar-hindu') =>
  ((await listIn320(shared.server, 'MU', year)) as ListedHoliday[])
    .filter((holiday) => holiday.name === name && (holiday.subdivisions ?? []).length === 0)
    .map((holiday) => [holiday.date, holiday.estimated ?? false, (holiday.sources ?? []).includes(source)]);
const HINDU = true;

describe('MU: the Government notice of the public holidays for 2026 (list endpoint, 3.2.0)', () => {
  it('Thaipoosam Cavadee on Sunday 1 February 2026 (GN No. 1195 of 2025, Le Mauricien), no longer an estimate', async () => {
    expect(await days(2026, 'Thaipoosam Cavadee')).toEqual([['2026-02-01', false, HINDU]]);
  });

  it('Maha Shivaratree on Sunday 15 February 2026 and Divali on Sunday 8 November 2026 (GN No. 1195 of 2025)', async () => {
    expect(await days(2026, 'Maha Shivaratree')).toEqual([['2026-02-15', false, HINDU]]);
    expect(await days(2026, 'Divali')).toEqual([['2026-11-08', false, HINDU]]);
  });

  it("Ougadi and Ganesh Chaturthi of 2026 (the notice's days not read) stay the engine's estimates", async () => {
    expect(await days(2026, 'Ugadi')).toEqual([['2026-03-19', true, HINDU]]);
    expect(await days(2026, 'Ganesh Chaturthi')).toEqual([['2026-09-15', true, HINDU]]);
  });
});

describe('MU: announced days of earlier years, and the future (list endpoint, 3.2.0)', () => {
  it("Eid-ul-Fitr 2021 on Friday 14 May (no crescent seen on the 12th, Defimedia), a day after the library's", async () => {
    expect(await days(2021, 'Eid-Ul-Fitr', 'calendar-announced')).toEqual([['2021-05-14', false, true]]);
  });

  it("Thaipoosam Cavadee 2025 (PMO notice) confirmed; 2030's festivals estimates", async () => {
    expect(await days(2025, 'Thaipoosam Cavadee')).toEqual([['2025-02-11', false, HINDU]]);
    expect((await days(2030, 'Thaipoosam Cavadee'))[0]?.[1]).toBe(true);
    expect((await days(2030, 'Divali'))[0]?.[1]).toBe(true);
    expect((await days(2030, 'Eid-Ul-Fitr'))[0]?.[1]).toBe(true);
  });
});
