// Hijri days estimated by the crescent and confirmed by announcements, through
// /v3/public-holidays/list (contract 3.2.0) of a build of IR, BD and TZ for
// 2021–2030 with the real project folders: a past day an announcement confirms
// is `estimated: false`, a day only the engine computed is `estimated: true`.
// IR and BD are `crescent` countries (calendars/reckoning.json), TZ `announced`.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { gregorianOfCrescent } from '../../sources/calendars/crescent.js';
import { reckonings } from '../../sources/calendars/islamic.js';
import { manifestOf, tempDir } from '../helpers.js';
import { listIn320, startTestServer, stopServer, type TestServer } from './helpers.js';

let server: TestServer;
let dataDir: string;

const list = (country: string, year: number) => listIn320(server, country, year);
/** [date, estimated, sources] of the holidays whose name matches. */
const rowsOf = async (country: string, year: number, name: RegExp) =>
  (await list(country, year))
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.estimated, holiday.sources]);

const ANNOUNCED = ['calendar-announced', 'date-holidays'];
const CRESCENT = ['calendar-crescent', 'date-holidays'];

beforeAll(async () => {
  dataDir = tempDir('crescent');
  await build({
    outDir: dataDir,
    countries: ['IR', 'BD', 'TZ'],
    fromYear: 2021,
    toYear: 2030,
    keep: 2,
    workers: 1,
    at: '2026-01-01T00:00:00Z',
  });
  server = await startTestServer(dataDir);
}, 180_000);

afterAll(() => stopServer(server));

describe('Iran: its official calendar for past years, the crescent at Bushehr after', () => {
  it("Tasua and Ashura 2021 on 18 and 19 August, as Iran's official calendar has them (the library said 17 and 18), confirmed", async () => {
    expect(await rowsOf('IR', 2021, /^Tasoua$/)).toEqual([['2021-08-18', false, ANNOUNCED]]);
    expect(await rowsOf('IR', 2021, /^Ashoura$/)).toEqual([['2021-08-19', false, ANNOUNCED]]);
  });

  it('every lunar holiday of 2021–2025 is confirmed: none is still an estimate', async () => {
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      const estimated = (await list('IR', year)).filter((holiday) => holiday.estimated);
      expect(
        estimated.map((holiday) => `${holiday.date} ${holiday.name}`),
        String(year),
      ).toEqual([]);
    }
  });

  it("Ashura 2030 is the engine's day (10 Muharram 1452 by the crescent at Bushehr), an estimate listed by calendar-crescent", async () => {
    const { place, criterion } = reckonings().IR as {
      place: { name: string; lat: number; lon: number; zone: string };
      criterion: 'yallop-optical-aid';
    };
    const ashura = gregorianOfCrescent({ year: 1452, month: 1, day: 10 }, place, criterion);
    expect(ashura).toBe('2030-05-13');
    expect(await rowsOf('IR', 2030, /^Ashoura$/)).toEqual([[ashura, true, CRESCENT]]);
  });
});

describe('Bangladesh: announced days, the crescent at Dhaka elsewhere', () => {
  it('Eid-ul-Azha 2024 on 17–19 June as the National Moon Sighting Committee announced (the library said 16–18 June), confirmed', async () => {
    expect(await rowsOf('BD', 2024, /Eid al-Adha/)).toEqual([
      ['2024-06-17', false, ANNOUNCED],
      ['2024-06-18', false, ANNOUNCED],
      ['2024-06-19', false, ANNOUNCED],
    ]);
    expect(await rowsOf('BD', 2024, /Eid al-Fitr/)).toEqual([
      ['2024-04-11', false, ANNOUNCED],
      ['2024-04-12', false, ANNOUNCED],
      ['2024-04-13', false, ANNOUNCED],
    ]);
  });

  it('a year with no announcement: Eid-ul-Fitr 2027 from 10 March by the crescent (the library said 9 March), still an estimate', async () => {
    expect(await rowsOf('BD', 2027, /Eid al-Fitr/)).toEqual([
      ['2027-03-10', true, CRESCENT],
      ['2027-03-11', true, CRESCENT],
      ['2027-03-12', true, CRESCENT],
    ]);
  });

  it('a future Eid is estimated: Eid-ul-Azha 2030', async () => {
    const eid = await rowsOf('BD', 2030, /Eid al-Adha/);
    expect(eid).toHaveLength(3);
    expect(eid.every(([, estimated]) => estimated === true)).toBe(true);
  });

  it("lists the crescent's days in conflicts.ndjson, the engine winning", () => {
    const lines = readFileSync(join(dataDir, 'current', 'conflicts.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            country: string;
            key: string;
            winner: string;
            says: Record<string, { date: string } | null>;
          },
      );
    expect(
      lines.find(
        (line) =>
          line.country === 'BD' &&
          line.key === 'end of ramadan (eid al-fitr)' &&
          line.says['date-holidays']?.date === '2027-03-09',
      ),
    ).toMatchObject({
      winner: 'calendar-crescent',
      says: { 'calendar-crescent': { date: '2027-03-10' } },
    });
    expect(manifestOf(dataDir).sources.find((source) => source.id === 'calendar-crescent')).toMatchObject({
      status: 'ok',
    });
  });
});

describe('Tanzania: announced days', () => {
  it('Eid el-Fitr 2023 from Saturday 22 April and Maulid 2024 on Monday 16 September, as BAKWATA announced (the library said 21 April, 15 September), confirmed', async () => {
    expect(await rowsOf('TZ', 2023, /Eid al-Fitr/)).toEqual([
      ['2023-04-22', false, ANNOUNCED],
      ['2023-04-23', false, ANNOUNCED],
    ]);
    expect(await rowsOf('TZ', 2024, /^Maulid Day$/)).toEqual([['2024-09-16', false, ANNOUNCED]]);
    // A future one is still an estimate.
    expect((await rowsOf('TZ', 2030, /^Maulid Day$/)).map(([, estimated]) => estimated)).toEqual([true]);
  });
});
