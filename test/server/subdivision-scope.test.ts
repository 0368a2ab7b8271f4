// Regional scope through the server: a country-level holiday that a subdivision's own
// rules drop is not served to it (check, list with regions, working days).

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { call, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-subdivision-scope', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['CH', 'MY'],
    fromYear: 2026,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
  });
});

const get = async (path: string) => {
  const answer = await call(own.server.url, path, { key: own.server.testKeys.key.builder });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const names = (holidays: { name: string }[]) => holidays.map((holiday) => holiday.name);

describe('a holiday a subdivision drops is not served to it', () => {
  it('CH Good Friday 2026: no holiday in Ticino, a holiday in Zurich', async () => {
    const ticino = await get('/v3/public-holidays/check?country=CH&date=2026-04-03&regions=CH-TI');
    expect(ticino.is_holiday).toBe(false);
    expect(ticino.holidays).toEqual([]);
    const zurich = await get('/v3/public-holidays/check?country=CH&date=2026-04-03&regions=CH-ZH');
    expect(zurich.is_holiday).toBe(true);
    expect(zurich.holiday).toMatchObject({ name: 'Good Friday', type: 'regional' });
  });

  it('CH working days in April 2026: Ticino works on Good Friday, Zurich does not', async () => {
    const range = 'start=2026-04-01&end=2026-04-30';
    const ticino = await get(`/v3/working-days?country=CH&${range}&regions=CH-TI`);
    const zurich = await get(`/v3/working-days?country=CH&${range}&regions=CH-ZH`);
    expect(names(ticino.holidays)).not.toContain('Good Friday');
    expect(names(zurich.holidays)).toContain('Good Friday');
    expect(names(ticino.holidays)).toContain('Easter Monday');
    expect(ticino.workingDays).toBe(zurich.workingDays + 1);
    expect(zurich).toMatchObject({ days: 30, weekendDays: 8, holidayDays: 2, workingDays: 20 });
  });

  it('CH Federal Fast 2026: not served to Glarus, served to Zurich; regional in the list', async () => {
    expect((await get('/v3/public-holidays/check?country=CH&date=2026-09-20&regions=CH-GL')).is_holiday).toBe(false);
    expect((await get('/v3/public-holidays/check?country=CH&date=2026-09-20&regions=CH-ZH')).is_holiday).toBe(true);
    const glarus = await get('/v3/public-holidays/list?country=CH&year=2026&regions=CH-GL');
    expect(glarus.holidays.filter((holiday: { date: string }) => holiday.date === '2026-09-20')).toEqual([]);
    const all = await get('/v3/public-holidays/list?country=CH&year=2026');
    const fast = all.holidays.find((holiday: { date: string }) => holiday.date === '2026-09-20');
    expect(fast).toMatchObject({ type: 'regional' });
  });

  it('MY New Year 2026 (a Thursday): a working day in Johor, a day off in Selangor', async () => {
    const range = 'start=2026-01-01&end=2026-01-01';
    expect(await get(`/v3/working-days?country=MY&${range}&regions=MY-01`)).toMatchObject({
      workingDays: 1,
      holidayDays: 0,
    });
    expect(await get(`/v3/working-days?country=MY&${range}&regions=MY-10`)).toMatchObject({
      workingDays: 0,
      holidayDays: 1,
    });
    expect((await get('/v3/public-holidays/check?country=MY&date=2026-01-01&regions=MY-01')).is_holiday).toBe(false);
  });
});
