// Days set from Easter Sunday by the project's amendments (amendments/SS.json:
// South Sudan's four Easter days, which the rule library lacks), asked for as
// a client asks: through /v3/public-holidays/list and /v3/working-days.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { call, qs, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-easter-days', async (dataDir) => {
  await build({ outDir: dataDir, countries: ['SS'], fromYear: 2011, toYear: 2030, at: '2026-01-01T00:00:00Z', keep: 1, workers: 1, offline: true, amendmentsDir: DEFAULT_AMENDMENTS_DIR });
});

const listed = async (year: number) => {
  const answer = await call(own.server.url, `/v3/public-holidays/list?${qs({ country: 'SS', year, dataVersion: '3.2.0' })}`, { key: own.server.testKeys.key.titan });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as { date: string; name: string; type: string; sources: string[] }[];
};
const easterDays = async (year: number) => (await listed(year)).filter((holiday) => /Good Friday|Holy Saturday|Easter/.test(holiday.name)).map((holiday) => [holiday.date, holiday.name, holiday.type]);

describe('South Sudan: Good Friday to Easter Monday', () => {
  it.each([
    [2020, ['2020-04-10', '2020-04-11', '2020-04-12', '2020-04-13']],
    [2024, ['2024-03-29', '2024-03-30', '2024-03-31', '2024-04-01']],
    [2030, ['2030-04-19', '2030-04-20', '2030-04-21', '2030-04-22']],
  ])('%i: four public days, Friday to Monday', async (year, days) => {
    expect(await easterDays(year)).toEqual([
      [days[0], 'Good Friday', 'public'],
      [days[1], 'Holy Saturday', 'public'],
      [days[2], 'Easter Sunday', 'public'],
      [days[3], 'Easter Monday', 'public'],
    ]);
  });

  it('lists the amendments as their source (3.2.0), and none before the country\'s first Easter (2012)', async () => {
    expect((await listed(2020)).find((holiday) => holiday.name === 'Good Friday')!.sources).toEqual(['amendments']);
    expect(await easterDays(2011)).toEqual([]);
  });

  it('counts Good Friday and Easter Monday out of the working days', async () => {
    // 6-17 April 2020: ten weekdays, two of them Good Friday and Easter Monday.
    const answer = await call(own.server.url, `/v3/working-days?${qs({ country: 'SS', start: '2020-04-06', end: '2020-04-17' })}`, { key: own.server.testKeys.key.builder });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ days: 12, weekendDays: 2, holidayDays: 2, workingDays: 8 });
  });
});
