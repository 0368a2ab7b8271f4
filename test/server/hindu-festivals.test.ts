// Hindu lunisolar festivals (sources/calendars/hindu.ts, by calendars/hindu.json) through
// /v3/public-holidays/list: a dataset of IN, LK and BD for 2023–2027 built with the real project folders, amendments/ included.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { manifestOf, tempDir } from '../helpers.js';
import { listIn320, startTestServer, stopServer, type TestServer } from './helpers.js';

let server: TestServer;
let dataDir: string;

const list = (country: string, year: number) => listIn320(server, country, year);
const named = async (country: string, year: number, name: string) =>
  (await list(country, year)).filter((holiday) => holiday.name === name);

beforeAll(async () => {
  dataDir = tempDir('hindu-festivals');
  await build({
    outDir: dataDir,
    countries: ['IN', 'LK', 'BD'],
    fromYear: 2023,
    toYear: 2027,
    keep: 2,
    workers: 1,
    at: '2026-01-01T00:00:00Z',
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
  server = await startTestServer(dataDir);
}, 180_000);

afterAll(() => stopServer(server));

describe('Hindu festivals decided by the calendar engine (list endpoint)', () => {
  it("IN 2026: Diwali on 8 November and Dussehra on 20 October, nationwide public holidays of the central government's list, announced", async () => {
    expect(
      (await named('IN', 2026, 'Diwali')).map((holiday) => [
        holiday.date,
        holiday.type,
        holiday.estimated,
        holiday.sources,
      ]),
    ).toEqual([['2026-11-08', 'public', false, ['calendar-hindu']]]);
    expect(
      (await named('IN', 2026, 'Dussehra')).map((holiday) => [holiday.date, holiday.type, holiday.estimated]),
    ).toEqual([['2026-10-20', 'public', false]]);
    const days = (await list('IN', 2026)).filter((holiday) =>
      ['Mahavir Jayanti', 'Buddha Purnima', "Guru Nanak's Birthday", 'Holi', 'Ram Navami', 'Janmashtami'].includes(
        holiday.name,
      ),
    );
    expect(days.map((holiday) => [holiday.date, holiday.name, holiday.type])).toEqual([
      ['2026-03-04', 'Holi', 'regional'],
      ['2026-03-26', 'Ram Navami', 'regional'],
      ['2026-03-31', 'Mahavir Jayanti', 'public'],
      ['2026-05-01', 'Buddha Purnima', 'public'],
      ['2026-09-04', 'Janmashtami', 'regional'],
      ['2026-11-24', "Guru Nanak's Birthday", 'public'],
    ]);
    expect(days.find((holiday) => holiday.name === 'Holi')!.subdivisions).toEqual(['IN-DL']);
  });

  it('IN 2027: computed days, estimates until the Department of Personnel and Training publishes the list', async () => {
    expect((await named('IN', 2027, 'Diwali')).map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2027-10-29', true],
    ]);
    expect((await named('IN', 2027, 'Dussehra')).map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2027-10-09', true],
    ]);
  });

  it("IN 2025: Ram Navami (a Sunday) is not among Delhi's holidays; Maha Shivaratri is (amendments/IN.json)", async () => {
    expect(await named('IN', 2025, 'Ram Navami')).toEqual([]);
    expect((await named('IN', 2025, 'Maha Shivaratri')).map((holiday) => holiday.date)).toEqual(['2025-02-26']);
  });

  it('LK: Deepavali 2023 on the gazette day, 12 November; no Deepavali or Mahasivarathri on the same day two years running', async () => {
    expect(
      (await named('LK', 2023, 'Deepavali Festival Day')).map((holiday) => [
        holiday.date,
        holiday.estimated,
        holiday.sources,
      ]),
    ).toEqual([['2023-11-12', false, ['calendar-hindu', 'date-holidays']]]);
    for (const name of ['Deepavali Festival Day', 'Mahasivarathri Day']) {
      const days: string[] = [];
      for (const year of [2023, 2024, 2025, 2026, 2027])
        days.push(...(await named('LK', year, name)).map((holiday) => holiday.date));
      expect(days, name).toHaveLength(5);
      expect(new Set(days.map((day) => day.slice(5))).size, name).toBe(5);
    }
  });

  it("BD: Durga Puja (Bijoya Dashami) 2024 on 13 October, not the rule library's 8 October", async () => {
    expect((await named('BD', 2024, 'Durga Puja')).map((holiday) => holiday.date)).toEqual(['2024-10-13']);
  });

  it("BD: Janmashtami on 16 August 2025 and 4 September 2026 as the Ministry of Public Administration's lists have them, announced; 2027 an estimate; never the rule library's 24 August", async () => {
    const days = async (year: number) =>
      (await named('BD', year, 'Krishna Janmashtami')).map((holiday) => [
        holiday.date,
        holiday.type,
        holiday.estimated,
      ]);
    expect(await days(2025)).toEqual([['2025-08-16', 'public', false]]);
    expect(await days(2026)).toEqual([['2026-09-04', 'public', false]]);
    expect(await days(2027)).toEqual([['2027-08-25', 'public', true]]);
  });

  it("lists the engine's days in conflicts.ndjson and the engine among the manifest's sources", () => {
    const lines = readFileSync(join(dataDir, 'current', 'conflicts.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            country: string;
            key: string;
            kind: string;
            winner: string;
            says: Record<string, { date: string } | null>;
          },
      );
    expect(
      lines.find(
        (line) =>
          line.country === 'LK' &&
          line.key === 'deepavali festival day' &&
          line.says['calendar-hindu']?.date === '2023-11-12',
      ),
    ).toMatchObject({
      kind: 'different-date',
      winner: 'calendar-hindu',
      says: { 'date-holidays': { date: '2023-11-08' } },
    });
    expect(
      lines.find(
        (line) => line.country === 'IN' && line.key === 'diwali' && line.says['calendar-hindu']?.date === '2026-11-08',
      ),
    ).toMatchObject({ kind: 'only-engine', says: { 'date-holidays': null } });
    expect(manifestOf(dataDir).sources.find((source) => source.id === 'calendar-hindu')).toMatchObject({
      status: 'ok',
      attribution: "this project's calendar engines",
    });
  });
});
