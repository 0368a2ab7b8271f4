// South Sudan's reviewed days (amendments/SS.json), asked for as a client
// asks: through /v3/public-holidays/list and /v3/working-days. The four
// Easter days, set from Easter Sunday, which the rule library lacks; and the
// Eid holidays the Ministry of Labour's circulars declared, three days each
// where the library has one.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { call, qs, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-south-sudan', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['SS'],
    fromYear: 2011,
    toYear: 2030,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
});

const listed = async (year: number) => {
  const answer = await call(
    own.server.url,
    `/v3/public-holidays/list?${qs({ country: 'SS', year, dataVersion: '3.2.0' })}`,
    { key: own.server.testKeys.key.titan },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as { date: string; name: string; type: string; sources: string[]; estimated: boolean }[];
};
const easterDays = async (year: number) =>
  (await listed(year))
    .filter((holiday) => /Good Friday|Holy Saturday|Easter/.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.name, holiday.type]);

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

  it("lists the amendments as their source (3.2.0), and none before the country's first Easter (2012)", async () => {
    expect((await listed(2020)).find((holiday) => holiday.name === 'Good Friday')!.sources).toEqual(['amendments']);
    expect(await easterDays(2011)).toEqual([]);
  });

  it('counts Good Friday and Easter Monday out of the working days', async () => {
    // 6-17 April 2020: ten weekdays, two of them Good Friday and Easter Monday.
    const answer = await call(
      own.server.url,
      `/v3/working-days?${qs({ country: 'SS', start: '2020-04-06', end: '2020-04-17' })}`,
      { key: own.server.testKeys.key.builder },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ days: 12, weekendDays: 2, holidayDays: 2, workingDays: 8 });
  });
});

describe("South Sudan: the Eid holidays of the Ministry of Labour's circulars", () => {
  const eid = async (year: number, name: RegExp) =>
    (await listed(year)).filter((holiday) => name.test(holiday.name)).map((holiday) => [holiday.date, holiday.type]);

  it.each([
    [2014, /Eid al-Fitr/, ['2014-07-28', '2014-07-29', '2014-07-30']],
    [2022, /Eid al-Fitr/, ['2022-05-02', '2022-05-03', '2022-05-04']],
    [2024, /Eid al-Fitr/, ['2024-04-09', '2024-04-10', '2024-04-11']],
    [2024, /Eid al-Adha/, ['2024-06-16', '2024-06-17', '2024-06-18']],
  ])('%i %s: three public days', async (year, name, days) => {
    expect(await eid(year, name)).toEqual(days.map((day) => [day, 'public']));
  });

  it("confirms the library's day among them (no longer an estimate) and lists the amendments as a source", async () => {
    const fitr = (await listed(2024)).filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    expect(fitr.map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2024-04-09', false],
      ['2024-04-10', false],
      ['2024-04-11', false],
    ]);
    // The library's day, moved from 2 Shawwal to 1 Shawwal (sources/calendars/hijri-spans.json), is the circular's 10 April.
    expect(fitr.find((holiday) => holiday.date === '2024-04-10')!.sources).toEqual([
      'amendments',
      'calendar-islamic',
      'date-holidays',
    ]);
    // A year without a circular or an announcement (sources/calendars/announced.json) keeps the library's one
    // estimated day, on 1 Shawwal.
    const estimate = (await listed(2025)).filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    expect(estimate.map((holiday) => [holiday.date, holiday.estimated])).toEqual([['2025-03-30', true]]);
  });
});
