// The calendar engines' days through /v3/public-holidays/list: a dataset of
// LK, TH, BD, TZ, SA, the announced countries NG, IR, EG, GM, BN, PK and TG,
// and KR (a reviewed span) for 2020–2021 built with the real project folders.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestOf, tempDir } from '../helpers.js';
import { listIn320, startTestServer, stopServer, type ListedHoliday, type TestServer } from './helpers.js';
import { gregorianOf } from '../../sources/calendars/islamic.js';

let server: TestServer;
let dataDir: string;

const list = (country: string, year: number) => listIn320(server, country, year);
const daysOf = (holidays: ListedHoliday[], name: RegExp) =>
  holidays.filter((holiday) => name.test(holiday.name)).map((holiday) => holiday.date);

beforeAll(async () => {
  dataDir = tempDir('lunar-dates');
  await build({
    outDir: dataDir,
    countries: ['LK', 'TH', 'BD', 'TZ', 'SA', 'NG', 'IR', 'EG', 'GM', 'BN', 'PK', 'TG', 'KR'],
    fromYear: 2020,
    toYear: 2021,
    keep: 2,
    workers: 1,
    at: '2026-01-01T00:00:00Z',
  });
  server = await startTestServer(dataDir);
}, 180_000);

afterAll(() => stopServer(server));

describe('lunar days decided by the calendar engines (list endpoint)', () => {
  it('LK: Duruthu Poya 2020 on 10 January (the library said 3 January), and every 2020 Poya on the gazette day', async () => {
    const holidays = await list('LK', 2020);
    expect(daysOf(holidays, /^Duruthu Full Moon Poya Day$/)).toEqual(['2020-01-10']);
    expect(daysOf(holidays, /^(Adhi )?\w+ Full Moon Poya Day$/).filter((day) => day !== '2020-05-01')).toEqual([
      '2020-01-10',
      '2020-02-08',
      '2020-03-09',
      '2020-04-07',
      '2020-05-07',
      '2020-06-05',
      '2020-07-04',
      '2020-08-03',
      '2020-09-01',
      '2020-10-01',
      '2020-10-30',
      '2020-11-29',
      '2020-12-29',
    ]);
    expect(holidays.find((holiday) => holiday.name === 'Duruthu Full Moon Poya Day')!.sources).toEqual([
      'calendar-buddhist',
      'date-holidays',
    ]);
  });

  it('TH: Asalha Puja 2020 on 5 July (the library said 4 July), confirmed', async () => {
    const holidays = await list('TH', 2020);
    expect(daysOf(holidays, /^Asalha Puja$/)).toEqual(['2020-07-05']);
    expect(holidays.find((holiday) => holiday.name === 'Asalha Puja')).toMatchObject({
      estimated: false,
      sources: ['calendar-announced', 'date-holidays'],
    });
  });

  it('BD: Eid al-Fitr 2020 from 25 May (the library said 24 May), no longer an estimate', async () => {
    const holidays = await list('BD', 2020);
    const eid = holidays.filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    expect(eid.map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2020-05-25', false],
      ['2020-05-26', false],
      ['2020-05-27', false],
    ]);
  });

  it("BD: Durga Puja (Bijoya Dashami) 2020 on 26 October, the dashami at Dhaka's sunrise (the library said the 25th)", async () => {
    const holidays = await list('BD', 2020);
    expect(daysOf(holidays, /^Durga Puja$/)).toEqual(['2020-10-26']);
    expect(holidays.find((holiday) => holiday.name === 'Durga Puja')).toMatchObject({
      estimated: false,
      sources: ['calendar-hindu', 'date-holidays'],
    });
  });

  it('TZ: Eid al-Fitr 2021 from Friday 14 May as announced (the library said 13 May), no longer an estimate', async () => {
    const eid = (await list('TZ', 2021)).filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    expect(eid.map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2021-05-14', false],
      ['2021-05-15', false],
    ]);
  });

  it("NG: the Sultan's 1 Muharram 2020 and 2021 and the Federal Government's Maulud 2021, a day after the library; Eid-el-Fitr 2020 confirmed", async () => {
    const y2020 = await list('NG', 2020);
    const y2021 = await list('NG', 2021);
    expect(daysOf(y2020, /^Islamic New Year$/)).toEqual(['2020-08-21']);
    expect(daysOf(y2021, /^Islamic New Year$/)).toEqual(['2021-08-10']);
    expect(daysOf(y2021, /^Birthday of Muhammad \(Mawlid\)$/)).toEqual(['2021-10-19']);
    expect(y2021.find((holiday) => holiday.name === 'Birthday of Muhammad (Mawlid)')).toMatchObject({
      estimated: false,
      sources: ['calendar-announced', 'date-holidays'],
    });
    // 24 May is the Sultan's Eid: the library's two days, confirmed (the tests build without amendments/, so no 26 May).
    expect(
      y2020.filter((holiday) => holiday.name === 'Id el Fitr').map((holiday) => [holiday.date, holiday.estimated]),
    ).toEqual([
      ['2020-05-24', false],
      ['2020-05-25', false],
    ]);
  });

  it("IR 2020: the days Iran kept, a day after the library's (Fatima, Imam Mahdi, Imam Ali, Tasua and Ashura, Arbaeen, 28 Safar); Eid al-Fitr confirmed", async () => {
    const holidays = await list('IR', 2020);
    const day = (name: string) => daysOf(holidays, new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`));
    expect(day('Martyrdom of Fatima-Zahara')).toEqual(['2020-01-29']);
    expect(day('Birthday of Imam Mahdi')).toEqual(['2020-04-09']);
    expect(day('Martyrdom of Imam Ali')).toEqual(['2020-05-15']);
    expect(day('Tasoua')).toEqual(['2020-08-29']);
    expect(day('Ashoura')).toEqual(['2020-08-30']);
    expect(day('Arbaeen-e Hosseini')).toEqual(['2020-10-08']);
    expect(day('Demise of Prophet Muhammad and Imam Hassan (Mujtaba)')).toEqual(['2020-10-16']);
    expect(holidays.find((holiday) => holiday.name === 'Martyrdom of Fatima-Zahara')).toMatchObject({
      estimated: false,
      sources: ['calendar-announced', 'date-holidays'],
    });
    expect(holidays.find((holiday) => /Eid al-Fitr/.test(holiday.name))).toMatchObject({
      date: '2020-05-24',
      estimated: false,
    });
    // 2021: Iran's official calendar (announced) puts it on 17 January, a day after the library.
    expect((await list('IR', 2021)).find((holiday) => holiday.name === 'Martyrdom of Fatima-Zahara')).toMatchObject({
      date: '2021-01-17',
      estimated: false,
    });
  });

  it("EG: Dar al-Ifta's Eid days of 2021 confirm the library's, no longer estimates", async () => {
    const eid = (await list('EG', 2021)).filter((holiday) => /Eid al-(Fitr|Adha)/.test(holiday.name));
    expect(eid.map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2021-05-13', false],
      ['2021-05-14', false],
      ['2021-05-15', false],
      ['2021-07-20', false],
      ['2021-07-21', false],
      ['2021-07-22', false],
      ['2021-07-23', false],
    ]);
  });

  it('GM: Koriteh 2020 on Saturday 23 May as the Supreme Islamic Council announced (the library said 24 May)', async () => {
    expect(daysOf(await list('GM', 2020), /^Korité$/)).toEqual(['2020-05-23']);
  });

  it('BN: Hari Raya Aidiladha 2020 on Saturday 1 August as the Religious Council announced (the library said Friday 31 July)', async () => {
    const holidays = await list('BN', 2020);
    expect(daysOf(holidays, /Eid al-Adha/)).toEqual(['2020-08-01']);
    expect(holidays.find((holiday) => /Eid al-Adha/.test(holiday.name))).toMatchObject({ estimated: false });
  });

  it('PK: Eid-ul-Adha 2021 from Wednesday 21 July and Ashura 2020 on 29–30 August, as the Ruet-e-Hilal Committee announced', async () => {
    expect(daysOf(await list('PK', 2021), /Eid al-Adha/)).toEqual(['2021-07-21', '2021-07-22', '2021-07-23']);
    expect(daysOf(await list('PK', 2020), /^Ashura$/)).toEqual(['2020-08-29', '2020-08-30']);
  });

  it('TG: Aïd El Fitr 2021 on Thursday 13 May as the Union Musulmane du Togo announced (the library said 14 May)', async () => {
    const eid = (await list('TG', 2021)).filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    expect(eid.map((holiday) => [holiday.date, holiday.estimated])).toEqual([['2021-05-13', false]]);
  });

  it("SA: Eid al-Fitr 2021 on the Umm al-Qura day, which the Supreme Court's announcement confirmed: no longer an estimate", async () => {
    const eid = (await list('SA', 2021)).filter((holiday) => /Eid al-Fitr/.test(holiday.name));
    const first = gregorianOf({ year: 1442, month: 10, day: 1 }, 'umalqura');
    expect(eid.map((holiday) => holiday.date)).toContain(first);
    expect(eid.every((holiday) => holiday.estimated === false)).toBe(true);
  });

  it('lists each day an engine changed in conflicts.ndjson, the engine winning', () => {
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
    const line = (country: string, key: string) =>
      lines.find(
        (each) => each.country === country && each.key === key && each.says['date-holidays']?.date.startsWith('2020'),
      );
    expect(line('BD', 'end of ramadan (eid al-fitr)')).toMatchObject({
      winner: 'calendar-announced',
      says: { 'calendar-announced': { date: '2020-05-25' }, 'date-holidays': { date: '2020-05-24' } },
    });
    expect(line('LK', 'duruthu full moon poya day')).toMatchObject({
      winner: 'calendar-buddhist',
      says: { 'calendar-buddhist': { date: '2020-01-10' } },
    });
    expect(line('TH', 'asalha puja')).toMatchObject({ winner: 'calendar-announced' });
    expect(line('IR', 'martyrdom of fatima-zahara')).toMatchObject({
      winner: 'calendar-announced',
      says: { 'calendar-announced': { date: '2020-01-29' }, 'date-holidays': { date: '2020-01-28' } },
    });
    expect(line('NG', 'islamic new year')).toMatchObject({
      winner: 'calendar-announced',
      says: { 'calendar-announced': { date: '2020-08-21' }, 'date-holidays': { date: '2020-08-20' } },
    });
    // A confirmed day is no conflict.
    expect(line('EG', 'end of ramadan (eid al-fitr)')).toBeUndefined();
  });

  it('KR: Seollal is the day before the lunar new year, the day and the day after (the library said the day and the two after)', async () => {
    const seollal = (holidays: ListedHoliday[]) => holidays.filter((holiday) => holiday.name === 'Korean New Year');
    expect(seollal(await list('KR', 2021)).map((holiday) => [holiday.date, holiday.sources])).toEqual([
      ['2021-02-11', ['calendar-spans', 'date-holidays']],
      ['2021-02-12', ['calendar-spans', 'date-holidays']],
      ['2021-02-13', ['calendar-spans', 'date-holidays']],
    ]);
    expect(daysOf(await list('KR', 2020), /^Korean New Year/)).toEqual([
      '2020-01-24',
      '2020-01-25',
      '2020-01-26',
      '2020-01-27',
    ]);
    // 2020: the 26th is a Sunday, so the Monday after the three days is the substitute day (the library's, kept).
    expect((await list('KR', 2020)).find((holiday) => holiday.date === '2020-01-27')!.name).toBe(
      'Korean New Year (substitute day)',
    );
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
      lines.find((line) => line.country === 'KR' && line.says['date-holidays']?.date === '2021-02-14'),
    ).toMatchObject({ winner: 'calendar-spans', says: { 'calendar-spans': { date: '2021-02-13' } } });
  });

  it("lists the engines among the manifest's sources, with their provenance", () => {
    const sources = manifestOf(dataDir).sources;
    for (const id of [
      'calendar-islamic',
      'calendar-crescent',
      'calendar-announced',
      'calendar-buddhist',
      'calendar-chinese',
      'calendar-spans',
      'calendar-solar',
      'calendar-hindu',
    ]) {
      expect(
        sources.find((source) => source.id === id),
        id,
      ).toMatchObject({ status: 'ok', attribution: "this project's calendar engines" });
    }
  });
});
