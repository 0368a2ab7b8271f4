import { beforeAll, describe, expect, it } from 'vitest';
import { DateHolidaysCountry } from '../../sources/date-holidays.js';
import { isoDayOf, jpCao, substitutedHoliday } from '../../sources/jp-cao.js';
import type { SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const on = (run: SourceRun, date: string) => run.rows.find((row) => row.date === date);

describeAdapterContract(jpCao, {
  sets: [{ files: ['syukujitsu.csv'], coverage: { JP: [1988, 2015, 2019, 2020] } }],
  url: () => 'https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv',
});

describe('jp-cao source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    const server = await startLoopback({
      '/chosei/shukujitsu/syukujitsu.csv': send(fixture('jp-cao', 'syukujitsu.csv'), { contentType: 'text/csv' }),
    });
    const dir = tempDir('jp-cao');
    const [config] = sourcesConfigFor(dir, { 'jp-cao': { urls: [server.url('/chosei/shukujitsu/syukujitsu.csv')] } });
    run = await runSource(jpCao, config!, { cacheDir: dir, at });
  });

  it('decodes the Shift_JIS file over HTTP, one row a line', () => {
    expect(run.status).toBe('ok');
    expect(run.rows).toHaveLength(46);
  });

  it('reads a 休日 after a Sunday holiday as that holiday\u2019s substitute', () => {
    expect(on(run, '2019-05-06')).toMatchObject({
      key: "children's day",
      names: { en: "Children's Day", ja: 'こどもの日' },
      substitute: true,
      substituteFor: '2019-05-05',
    });
    // 2020: Constitution Day on a Sunday, then two holidays, then the day off.
    expect(on(run, '2020-05-06')).toMatchObject({
      key: 'constitution day',
      substitute: true,
      substituteFor: '2020-05-03',
    });
    expect(on(run, '2019-08-12')).toMatchObject({ key: 'mountain day', substitute: true, substituteFor: '2019-08-11' });
  });

  it('reads a 休日 between two holidays as a citizens\u2019 holiday of its own', () => {
    for (const date of ['2019-04-30', '2019-05-02', '2015-09-22', '1988-05-04']) {
      expect(on(run, date)).toMatchObject({
        key: "citizens' holiday",
        names: { en: "Citizens' Holiday", ja: '国民の休日' },
        substitute: false,
        type: 'public',
      });
      expect(on(run, date)!.substituteFor).toBeUndefined();
    }
  });

  it('names the days treated as national holidays in 2019', () => {
    expect(on(run, '2019-05-01')).toMatchObject({
      key: 'coronation day',
      names: { en: 'Coronation Day', ja: '即位の日' },
    });
    expect(on(run, '2019-10-22')).toMatchObject({
      key: 'enthronement ceremony day',
      names: { en: 'Enthronement Ceremony Day', ja: '即位礼正殿の儀' },
    });
    expect(on(run, '2019-10-14')).toMatchObject({
      key: 'sports day',
      names: { en: 'Sports Day', ja: '体育の日（スポーツの日）' },
    });
  });

  it('spans a local day in Asia/Tokyo', () => {
    expect(on(run, '2019-05-05')).toMatchObject({
      scope: null,
      timezone: 'Asia/Tokyo',
      localLanguage: 'ja',
      start: '2019-05-04T15:00:00.000Z',
      end: '2019-05-05T15:00:00.000Z',
    });
  });

  it('gives the keys date-holidays gives for the same days', () => {
    const library = new DateHolidaysCountry('JP')
      .holidays(2019, 2020)
      .filter((row) => row.type === 'public' && row.scope === null);
    const libraryKeys = new Set(library.map((row) => `${row.date}|${row.key}|${row.substitute}`));
    const ours = run.rows.filter((row) => row.date >= '2019').map((row) => `${row.date}|${row.key}|${row.substitute}`);
    // The 2020 Olympics law moved Mountain Day itself to 10 August; date-holidays says so too.
    expect(ours.filter((key) => !libraryKeys.has(key))).toEqual([]);
  });

  it('parses unpadded dates and classifies a run of holidays', () => {
    expect(isoDayOf('2019/5/6')).toBe('2019-05-06');
    expect(isoDayOf('2019/2/30')).toBeNull();
    const beforeMay6 = [
      { date: '2019-05-03', name: '憲法記念日' },
      { date: '2019-05-04', name: 'みどりの日' },
      { date: '2019-05-05', name: 'こどもの日' },
    ];
    expect(substitutedHoliday(beforeMay6)).toEqual({ date: '2019-05-05', name: 'こどもの日' });
    // A rest day already in the run took the substitute's place.
    expect(
      substitutedHoliday([
        { date: '2019-05-05', name: 'こどもの日' },
        { date: '2019-05-06', name: '休日' },
      ]),
    ).toBeUndefined();
  });
});
