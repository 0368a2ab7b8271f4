// GET /v3/working-days with makeup working days: a dataset built with the
// project's own workdays/ folder (CN, RU and US 2020-2021), one with its
// workdays/ and amendments/ folders both (CN, RU and AZ 2022-2026: the makeup
// days and the days off they pay for), and one with a folder of its own for a
// makeup day of one region (DE 2022).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { DEFAULT_WORKDAYS_DIR } from '../../sources/workdays.js';
import { tempDir } from '../helpers.js';
import { call, child, parseXml, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-working-days-makeup', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['CN', 'RU', 'US'],
    fromYear: 2020,
    toYear: 2021,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    workdaysDir: DEFAULT_WORKDAYS_DIR,
  });
});

const amended = serveOwnDataset('ph-working-days-makeup-amended', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['CN', 'RU', 'AZ'],
    fromYear: 2022,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    workdaysDir: DEFAULT_WORKDAYS_DIR,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
});

// Made-up makeup days (no such decisions exist), to see how regions select them: a Saturday for Bavaria only,
// and a nationwide Sunday that is a statutory holiday in Brandenburg (Easter Sunday).
const regional = serveOwnDataset('ph-working-days-makeup-regional', async (dataDir) => {
  const folder = join(tempDir('workdays-regional'), 'workdays');
  mkdirSync(folder);
  const workdays = [
    { date: '2022-01-08', name: 'Test working Saturday', source: 'a test notice', subdivisions: ['DE-BY'] },
    { date: '2022-04-17', name: 'Test working Sunday', source: 'a test notice' },
  ];
  writeFileSync(join(folder, 'DE.json'), JSON.stringify({ country: 'DE', workdays }));
  await build({
    outDir: dataDir,
    countries: ['DE'],
    fromYear: 2022,
    toYear: 2022,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    workdaysDir: folder,
  });
});

const get = async (server: typeof own, query: string, key = server.server.testKeys.key.builder) => {
  const answer = await call(server.server.url, `/v3/working-days?${query}`, { key });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};

const SPRING_2020 = { date: '2020-01-19', name: 'Working day before Spring Festival' };

describe('working days with makeup working days', () => {
  it('names the reviewed makeup days among the sources, with their licence (GET /v3/sources)', async () => {
    const answer = await call(own.server.url, '/v3/sources');
    expect(answer.status, answer.text).toBe(200);
    const entry = answer.json.sources.find((source: { id: string }) => source.id === 'workdays');
    expect(entry).toMatchObject({ id: 'workdays', status: 'ok' });
    expect(entry.licence).toBeTruthy();
  });

  it('counts China’s makeup Sunday 2020-01-19 as a working day and lists it (January-February 2020)', async () => {
    const answer = await get(own, 'country=CN&start=2020-01-01&end=2020-02-29');
    expect(Object.keys(answer)).toEqual([
      'workingDays',
      'weekendDays',
      'holidayDays',
      'days',
      'holidays',
      'workdays',
      'weekend',
      'weekendPeriods',
      'query',
      'requestId',
      'status',
    ]);
    // 60 days, 17 of them Saturdays and Sundays; Sunday 19 January was worked, Saturday 1 February no longer (the holiday was extended).
    expect(answer).toMatchObject({ days: 60, weekendDays: 16, workdays: [SPRING_2020] });
    expect(answer.workingDays).toBe(60 - 16 - answer.holidayDays);
    expect(answer.holidayDays).toBeGreaterThan(0);

    // The day alone, and the Saturday before it, which stayed a weekend day.
    expect(await get(own, 'country=CN&start=2020-01-19&end=2020-01-19')).toMatchObject({
      workingDays: 1,
      weekendDays: 0,
      holidayDays: 0,
      days: 1,
      workdays: [SPRING_2020],
    });
    expect(await get(own, 'country=CN&start=2020-01-18&end=2020-01-18')).toMatchObject({
      workingDays: 0,
      weekendDays: 1,
      days: 1,
      workdays: [],
    });
  });

  it('lists every makeup day of a span, by date, across years', async () => {
    const answer = await get(own, 'country=CN&start=2020-09-01&end=2021-02-28');
    expect(answer.workdays).toEqual([
      { date: '2020-09-27', name: 'Working day before National Day and Mid-Autumn Festival holiday' },
      { date: '2020-10-10', name: 'Working day after National Day and Mid-Autumn Festival holiday' },
      { date: '2021-02-07', name: 'Working day before Spring Festival' },
      { date: '2021-02-20', name: 'Working day after Spring Festival' },
    ]);
    const russia = await get(own, 'country=RU&start=2021-02-15&end=2021-02-21');
    // Monday 15 to Sunday 21 February 2021: Saturday the 20th was worked.
    expect(russia).toMatchObject({
      workingDays: 6,
      weekendDays: 1,
      holidayDays: 0,
      workdays: [{ date: '2021-02-20', name: 'Working Saturday (day off moved to Monday 22 February)' }],
    });
  });

  it('counts China’s 2026 makeup Saturdays as working days and the nine days of Spring Festival as holidays', async () => {
    // Monday 9 February to Sunday 1 March 2026, 21 days: Saturdays 14 and 28 February worked; 15-23 February off,
    // six of them weekdays; Sundays 15 and 22 February, Saturday 21 and Sunday 1 March stay weekend days.
    const answer = await get(amended, 'country=CN&start=2026-02-09&end=2026-03-01');
    expect(answer).toMatchObject({
      days: 21,
      workingDays: 11,
      weekendDays: 4,
      holidayDays: 6,
      workdays: [
        { date: '2026-02-14', name: 'Working day before Spring Festival' },
        { date: '2026-02-28', name: 'Working day after Spring Festival' },
      ],
    });
    // The other makeup days of 2026, in date order.
    expect(
      (await get(amended, 'country=CN&start=2026-03-01&end=2026-12-31')).workdays.map(
        (day: { date: string }) => day.date,
      ),
    ).toEqual(['2026-05-09', '2026-09-20', '2026-10-10']);
  });

  it('counts Russia’s working Saturdays of 2022 and 2025, and the Mondays they moved the day off to', async () => {
    // Monday 28 February to Sunday 13 March 2022: Saturday 5 March worked, Monday 7 March off, Tuesday 8 March a holiday.
    expect(await get(amended, 'country=RU&start=2022-02-28&end=2022-03-13')).toMatchObject({
      days: 14,
      workingDays: 9,
      weekendDays: 3,
      holidayDays: 2,
      workdays: [{ date: '2022-03-05', name: 'Working Saturday (day off moved to Monday 7 March)' }],
    });
    // Monday 27 October to Sunday 9 November 2025: Saturday 1 November worked, Monday 3 November off, Tuesday 4 November Unity Day.
    const november = await get(amended, 'country=RU&start=2025-10-27&end=2025-11-09');
    expect(november).toMatchObject({
      days: 14,
      workingDays: 9,
      weekendDays: 3,
      holidayDays: 2,
      workdays: [{ date: '2025-11-01', name: 'Working Saturday (day off moved to Monday 3 November)' }],
    });
    expect(november.holidays.map((holiday: { date: string; name: string }) => [holiday.date, holiday.name])).toEqual([
      ['2025-11-03', 'Unity Day (transferred day off)'],
      ['2025-11-04', 'Unity Day'],
    ]);
  });

  it('counts Azerbaijan’s working Saturdays of November 2024, and the days off they paid for', async () => {
    // Monday 11 to Sunday 24 November 2024: Monday 11 off for Flag Day (Saturday 9), Tuesday 12 and Wednesday 13
    // off by the Cabinet's decision, paid for with Saturdays 16 and 23; Constitution Day (12) and National Revival
    // Day (Sunday 17) are working-day holidays. Sundays 17 and 24 stay weekend days.
    const saturdays = [
      { date: '2024-11-16', name: 'Working Saturday (day off moved to Tuesday 12 November)' },
      { date: '2024-11-23', name: 'Working Saturday (day off moved to Wednesday 13 November)' },
    ];
    const november = await get(amended, 'country=AZ&start=2024-11-11&end=2024-11-24');
    expect(november).toMatchObject({ days: 14, workingDays: 9, weekendDays: 2, holidayDays: 3, workdays: saturdays });
    // Flag Day is listed with its day off, observed on the Monday.
    expect(november.holidays.map((holiday: { date: string; name: string }) => [holiday.date, holiday.name])).toEqual([
      ['2024-11-09', 'Flag Day'],
      ['2024-11-11', 'Flag Day (substitute day)'],
      ['2024-11-12', 'Victory Day (transferred day off)'],
      ['2024-11-13', 'Victory Day (transferred day off)'],
    ]);
    // The Saturday alone, and the Saturday before the holidays, which stayed a weekend day.
    expect(await get(amended, 'country=AZ&start=2024-11-16&end=2024-11-16')).toMatchObject({
      workingDays: 1,
      weekendDays: 0,
      holidayDays: 0,
      days: 1,
      workdays: [saturdays[0]],
    });
    expect(await get(amended, 'country=AZ&start=2024-11-02&end=2024-11-02')).toMatchObject({
      workingDays: 0,
      weekendDays: 1,
      days: 1,
      workdays: [],
    });
  });

  it('has no makeup days in a span without any, nor for a country without a file', async () => {
    // March 2020: 22 weekdays, 9 weekend days, no holiday in China.
    expect(await get(own, 'country=CN&start=2020-03-01&end=2020-03-31')).toMatchObject({
      workingDays: 22,
      weekendDays: 9,
      holidayDays: 0,
      days: 31,
      workdays: [],
    });
    expect(await get(own, 'country=US&start=2020-01-13&end=2020-01-19')).toMatchObject({
      workingDays: 5,
      weekendDays: 2,
      holidayDays: 0,
      days: 7,
      holidays: [],
      workdays: [],
    });
  });

  it('answers the makeup days in XML as workdays/workday', async () => {
    const xml = await call(own.server.url, '/v3/working-days?country=CN&start=2020-01-13&end=2020-01-19&format=xml', {
      key: own.server.testKeys.key.growth,
    });
    expect(xml.status).toBe(200);
    const root = parseXml(xml.text);
    expect(child(root, 'workingDays')!.text).toBe('6');
    const workdays = child(root, 'workdays')!;
    expect(workdays.children.map((item) => [item.name, child(item, 'date')!.text, child(item, 'name')!.text])).toEqual([
      ['workday', '2020-01-19', SPRING_2020.name],
    ]);
  });

  it('counts a makeup day of some subdivisions only when one of them is asked for', async () => {
    // Monday 3 to Sunday 9 January 2022; Epiphany (Thursday 6th) is a day off in Bavaria.
    expect(await get(regional, 'country=DE&start=2022-01-03&end=2022-01-09')).toMatchObject({
      workingDays: 5,
      weekendDays: 2,
      holidayDays: 0,
      workdays: [],
    });
    expect(await get(regional, 'country=DE&start=2022-01-03&end=2022-01-09&regions=DE-BY')).toMatchObject({
      workingDays: 5,
      weekendDays: 1,
      holidayDays: 1,
      workdays: [{ date: '2022-01-08', name: 'Test working Saturday' }],
    });
    expect(await get(regional, 'country=DE&start=2022-01-03&end=2022-01-09&regions=DE-BE')).toMatchObject({
      workingDays: 5,
      weekendDays: 2,
      workdays: [],
    });
  });

  it('counts a nationwide makeup day as a weekday: a region whose holiday is observed on it keeps its day off', async () => {
    // Saturday 16 and Sunday 17 April 2022 (Easter Sunday, a statutory day off in Brandenburg only); Good Friday and Easter Monday lie outside.
    const sunday = { date: '2022-04-17', name: 'Test working Sunday' };
    expect(await get(regional, 'country=DE&start=2022-04-16&end=2022-04-17')).toMatchObject({
      workingDays: 1,
      weekendDays: 1,
      holidayDays: 0,
      holidays: [],
      workdays: [sunday],
    });
    const brandenburg = await get(regional, 'country=DE&start=2022-04-16&end=2022-04-17&regions=DE-BB');
    expect(brandenburg).toMatchObject({ workingDays: 0, weekendDays: 1, holidayDays: 1, workdays: [] });
    expect(
      brandenburg.holidays.map((holiday: { name: string; subdivisions: string[] }) => [
        holiday.name,
        holiday.subdivisions,
      ]),
    ).toEqual([['Easter Sunday', ['DE-BB']]]);
  });
});
