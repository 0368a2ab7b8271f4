// One-off days off by government decision in Albania, Bulgaria, Georgia and Bosnia and Herzegovina (Republika
// Srpska), entered in amendments/<CC>.json from the decisions or news reports of them (reviews/<CC>.json `fixed`),
// asked through /v3/public-holidays/list (3.2.0) and /v3/public-holidays/check of the shared full offline build.
// A day off of the state administration only is `governmental` (no day off for every employer); the Bulgarian
// Council of Ministers' days under the Labour Code are `public`; the Republika Srpska Government's days for its
// bodies are `governmental` in BA-SRP.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, dayOff } = lawReviewClient(shared);

/** [name, type, subdivisions] of the records on a day. */
const on = async (country: string, date: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date)
    .map((holiday) => [holiday.name, holiday.type, holiday.subdivisions]);

describe('oneoff-eu: one-off days off by government decision (AL, BG, GE, BA-SRP)', () => {
  it("Albania: the Council of Ministers' days off for the state administration are governmental, not public", async () => {
    expect(await on('AL', '2020-01-03')).toEqual([['Day off (after New Year)', 'governmental', []]]);
    expect(await on('AL', '2022-03-21')).toEqual([['Day off (before Nowruz)', 'governmental', []]]);
    expect(await on('AL', '2024-03-15')).toEqual([['Day off (after Summer Day)', 'governmental', []]]);
    expect(await on('AL', '2025-12-26')).toEqual([['Day off (after Christmas)', 'governmental', []]]);
    expect(await dayOff('AL', '2024-03-15')).toBe(false);
    // no decision for Friday 27 November 2026 (before Flag Day on a Saturday): a working day
    expect(await on('AL', '2026-11-27')).toEqual([]);
  });

  it('Bulgaria: 31 December 2025 and 2 January 2026 are days off for all (Decision No. 808 of 19 November 2025)', async () => {
    expect(await on('BG', '2025-12-31')).toEqual([['Day off (euro changeover)', 'public', []]]);
    expect(await on('BG', '2026-01-02')).toEqual([['Day off (euro changeover)', 'public', []]]);
    expect(await dayOff('BG', '2026-01-02')).toBe(true);
    expect(await dayOff('BG', '2027-01-02')).toBe(false);
  });

  it("Georgia: the Government's January 2023 and May 2024 days off for the administrative bodies are governmental", async () => {
    expect(await on('GE', '2023-01-03')).toEqual([['Day off (administrative bodies)', 'governmental', []]]);
    expect(await on('GE', '2023-01-06')).toEqual([['Day off (administrative bodies)', 'governmental', []]]);
    expect(await on('GE', '2024-05-10')).toEqual([['Day off (administrative bodies)', 'governmental', []]]);
    expect(await dayOff('GE', '2023-01-04')).toBe(false);
  });

  it('Georgia: the decrees of 17 May 2024, 29 August and 3 October 2025 and 5-6 January 2026 reach the administrative bodies only', async () => {
    for (const date of ['2024-05-17', '2025-08-29', '2025-10-03', '2026-01-05', '2026-01-06']) {
      expect(await on('GE', date)).toEqual([['Day off (administrative bodies)', 'governmental', []]]);
      expect(await dayOff('GE', date)).toBe(false);
    }
    // no decree for Friday 2 January 2026 is needed: a public holiday by the Labour Code
    expect(await dayOff('GE', '2026-01-02')).toBe(true);
  });

  it("Republika Srpska: the Government's 14 January 2026 and 16 February 2026 days off, governmental in BA-SRP", async () => {
    expect(await on('BA', '2026-01-14')).toEqual([
      ['Day off (Orthodox New Year)', 'governmental', ['BA-SRP']],
      ['Orthodox New Year', 'observance', []],
    ]);
    expect(await on('BA', '2026-02-16')).toEqual([['Day off (Sretenje)', 'governmental', ['BA-SRP']]]);
    expect(await on('BA', '2021-11-22')).toEqual([['Day off (Dayton Agreement Day)', 'governmental', ['BA-SRP']]]);
    // 2025: no report of the decision found, the library's observance alone
    expect(await on('BA', '2025-01-14')).toEqual([['Orthodox New Year', 'observance', []]]);
  });
});
