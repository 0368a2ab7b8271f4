// Hong Kong's general holidays that are not statutory holidays, asked for as a
// client asks: through /v3/public-holidays/list and /v3/working-days. Built as
// a build without network builds HK: the 1823 feed's committed copy, the rule
// library for the years the feed does not cover, and the project's amendments
// (amendments/HK.json: the Employment Ordinance's statutory holidays, five
// general holidays added to them in turn from 2022 to 2030).

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { DEFAULT_PAYLOADS_DIR } from '../../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../../sources/config.js';
import { call, qs, serveOwnDataset } from './helpers.js';
import { crosscheckRun } from '../../pipeline/crosscheck.js';
import { readPublished } from '../../pipeline/publish.js';

const own = serveOwnDataset('ph-general-holidays', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['HK'],
    fromYear: 2011,
    toYear: 2030,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
    sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
    payloadsDir: DEFAULT_PAYLOADS_DIR,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
});

interface Listed {
  date: string;
  observed: string;
  name: string;
  type: string;
}

const listed = async (year: number, query: Record<string, string> = {}) => {
  const answer = await call(own.server.url, `/v3/public-holidays/list?${qs({ country: 'HK', year, ...query })}`, {
    key: own.server.testKeys.key.titan,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as Listed[];
};
const kinds = async (date: string) =>
  (await listed(Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date)
    .map((holiday) => [holiday.name, holiday.type]);

describe('Hong Kong: general holidays that are not statutory are bank holidays', () => {
  it.each([
    ['2021-04-02', 'Good Friday', 'bank'],
    ['2021-04-03', 'The day following Good Friday', 'bank'],
    ['2021-04-06', 'The day following Easter Monday', 'bank'],
    ['2021-05-19', 'Birthday of the Buddha', 'bank'],
    ['2021-12-27', 'The first weekday after Christmas Day', 'bank'],
    ['2021-07-01', 'Hong Kong Special Administrative Region Establishment Day', 'public'],
    ['2021-12-25', 'Christmas Day', 'public'],
  ])('2021: %s %s is %s', async (date, name, type) => {
    expect(await kinds(date)).toEqual([[name, type]]);
  });

  it('turns each of the five statutory in its year: the Buddha 2022, 26 December 2024, Easter Monday 2026, Good Friday 2028, the day after 2030', async () => {
    expect(await kinds('2022-05-08')).toEqual([['Birthday of the Buddha', 'public']]);
    expect(await kinds('2023-12-26')).toEqual([['The first weekday after Christmas Day', 'bank']]);
    expect(await kinds('2024-12-26')).toEqual([['The first weekday after Christmas Day', 'public']]);
    expect(await kinds('2025-04-21')).toEqual([['Easter Monday', 'bank']]);
    expect(await kinds('2026-04-07')).toEqual([['The day following Easter Monday', 'public']]);
    expect(await kinds('2027-03-26')).toEqual([['Good Friday', 'bank']]);
    expect(await kinds('2028-04-14')).toEqual([['Good Friday', 'public']]);
    expect(await kinds('2029-03-31')).toEqual([['The day following Good Friday', 'bank']]);
    expect(await kinds('2030-04-20')).toEqual([['The day following Good Friday', 'public']]);
  });

  it('types a Sunday holiday the feed lists only by its Monday off: the Birthday of the Buddha 2019', async () => {
    const days = (await listed(2019)).filter(
      (holiday) => holiday.date === '2019-05-12' || holiday.date === '2019-05-13',
    );
    expect(days.map((holiday) => [holiday.date, holiday.observed, holiday.type])).toEqual([
      ['2019-05-12', '2019-05-13', 'bank'],
      ['2019-05-13', '2019-05-13', 'bank'],
    ]);
  });

  it('leaves them out of type=public, and counts them as working days', async () => {
    const statutory = await listed(2021, { type: 'public' });
    expect(statutory.map((holiday) => holiday.name)).not.toContain('Good Friday');
    expect(statutory.length).toBeGreaterThan(10);
    // April 2021: 22 weekdays; Ching Ming (Sunday 4) observed on Monday 5 is the one statutory day off.
    const april = await call(
      own.server.url,
      `/v3/working-days?${qs({ country: 'HK', start: '2021-04-01', end: '2021-04-30' })}`,
      { key: own.server.testKeys.key.builder },
    );
    expect(april.status, april.text).toBe(200);
    expect(april.json).toMatchObject({ days: 30, weekendDays: 8, holidayDays: 1, workingDays: 21 });
  });

  it("publishes 2011 whole from the rule library: the feed's copy opens on 26 December 2011, a year it does not cover", async () => {
    const year = await listed(2011);
    expect(year.length).toBeGreaterThan(15);
    expect(year.map((holiday) => holiday.date)).toContain('2011-02-03');
    expect(year.some((holiday) => holiday.name.includes('Chrstmas'))).toBe(false);
  });

  it("agrees with the 1823 feed's committed copy in the cross-check: a general holiday typed bank is still one of its days off", async () => {
    const published = readPublished(own.dataDir)!;
    const outcome = await crosscheckRun({
      dir: published.dir,
      snapshot: published.manifest.snapshot,
      at: '2026-01-01T00:00:00Z',
      countries: ['HK'],
      fromYear: 2021,
      toYear: 2021,
      payloadsDir: DEFAULT_PAYLOADS_DIR,
      sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
    });
    if ('error' in outcome) throw new Error(outcome.error);
    const feed = outcome.countries
      .find((country) => country.country === 'HK')!
      .sources.find((source) => source.id === 'committed:hk-1823')!;
    // 2021: the 17 days the feed lists and the two Sunday holidays two of them stand for; five are bank records
    // (Good Friday and the day after, the day after Easter Monday, the Buddha, 27 December).
    expect([feed.agreements, feed.disagreements]).toEqual([19, 0]);
  });
});
