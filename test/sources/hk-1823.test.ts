import { beforeAll, describe, expect, it } from 'vitest';
import { hk1823, holidayName, replacementOf } from '../../sources/hk-1823.js';
import type { Payload, SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { realPayload } from '../fault-feed.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback, type Loopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const on = (run: SourceRun, date: string) => run.rows.find((row) => row.date === date);

describeAdapterContract(hk1823, {
  // In the configured order: English, Traditional Chinese, Simplified Chinese.
  sets: [{ files: ['en.json', 'tc.json', 'sc.json'], coverage: { HK: [2023, 2024] } }],
  url: (file) => `https://www.1823.gov.hk/common/ical/${file}`,
});

describe('hk-1823 source', () => {
  let server: Loopback;
  let run: SourceRun;
  const urls = () => ['en', 'tc', 'sc'].map((language) => server.url(`/common/ical/${language}.json`));
  beforeAll(async () => {
    server = await startLoopback(
      Object.fromEntries(
        ['en', 'tc', 'sc'].map((language) => [
          `/common/ical/${language}.json`,
          send(fixture('hk-1823', `${language}.json`), { contentType: 'application/json' }),
        ]),
      ),
    );
    const dir = tempDir('hk-1823');
    const [config] = sourcesConfigFor(dir, { 'hk-1823': { urls: urls() } });
    run = await runSource(hk1823, config!, { cacheDir: dir, at });
  });

  it('joins the three language files (with a BOM) on the event uid', () => {
    expect(run.status).toBe('ok');
    expect(run.rows).toHaveLength(12);
  });

  it('reads the archive: names without the control characters some carry (Good Friday 2013), and not the tail of 2011 it opens with (its window opens in 2012)', async () => {
    const files = { en: '1823_en.json', tc: '1823_tc.json', sc: '1823_sc.json' };
    expect(realPayload('hk-1823', files.en).toString('utf8')).toContain('Good Friday\u0080');
    const archive = await startLoopback(
      Object.fromEntries(
        Object.entries(files).map(([language, file]) => [
          `/${language}.json`,
          send(realPayload('hk-1823', file), { contentType: 'application/json' }),
        ]),
      ),
    );
    const dir = tempDir('hk-1823-archive');
    const [config] = sourcesConfigFor(dir, {
      'hk-1823': { urls: ['en', 'tc', 'sc'].map((language) => archive.url(`/${language}.json`)) },
    });
    const result = await runSource(hk1823, config!, { cacheDir: dir, at });
    expect(result.status).toBe('ok');
    expect(on(result, '2013-03-29')).toMatchObject({
      key: 'good friday',
      names: { en: 'Good Friday', zh: '耶穌受難節' },
    });
    expect(
      result.rows.every((row) => Object.values(row.names).every((name) => !/[\u0000-\u001f\u007f-\u009f]/.test(name))),
    ).toBe(true);
    // The archive opens on 26 December 2011: that year is not the feed's, and its two days are left to the other sources.
    expect(realPayload('hk-1823', files.en).toString('utf8')).toContain('"date": "2011-12-26"');
    expect(result.coverage.HK![0]).toBe(2012);
    expect(result.rows.filter((row) => row.date < '2012-01-01')).toEqual([]);
    expect(on(result, '2012-01-02')).toMatchObject({ substitute: true, substituteFor: '2012-01-01' });
  });

  it('publishes English and Traditional Chinese, as en and zh', () => {
    expect(on(run, '2023-12-25')).toMatchObject({
      key: 'christmas day',
      names: { en: 'Christmas Day', zh: '聖誕節' },
      localLanguage: 'zh',
      timezone: 'Asia/Hong_Kong',
      start: '2023-12-24T16:00:00.000Z',
      end: '2023-12-25T16:00:00.000Z',
    });
    expect(
      run.rows.every((row) => Object.keys(row.names).every((language) => language === 'en' || language === 'zh')),
    ).toBe(true);
    // Missing from the Simplified file: still published from the other two.
    expect(on(run, '2023-12-26')).toMatchObject({
      names: { en: 'The first weekday after Christmas Day', zh: '聖誕節後第一個周日' },
    });
  });

  it('reads the day off after a Sunday holiday as that holiday\u2019s substitute', () => {
    expect(on(run, '2023-01-02')).toMatchObject({
      key: 'the first day of january',
      names: { en: 'The first day of January', zh: '一月一日' },
      substitute: true,
      substituteFor: '2023-01-01',
    });
    expect(on(run, '2023-10-02')).toMatchObject({
      key: 'national day',
      names: { en: 'National Day', zh: '國慶日' },
      substituteFor: '2023-10-01',
    });
    // The fourth day of Lunar New Year stands for the first, which fell on Sunday 22 January.
    expect(on(run, '2023-01-25')).toMatchObject({
      key: "lunar new year's day",
      names: { zh: '農曆年初一' },
      substitute: true,
      substituteFor: '2023-01-22',
    });
  });

  it('keeps days that follow a weekday holiday, or the Mid-Autumn Festival, as holidays of their own', () => {
    expect(on(run, '2023-04-08')).toMatchObject({ key: 'the day following good friday', substitute: false });
    expect(on(run, '2023-09-30')).toMatchObject({
      key: 'the day following the chinese mid-autumn festival',
      substitute: false,
    });
    expect(on(run, '2023-01-23')).toMatchObject({ key: 'the second day of lunar new year', substitute: false });
  });

  it('fails when the first URL is not the English feed', async () => {
    const dir = tempDir('hk-1823-order');
    const [tc, en, sc] = [urls()[1]!, urls()[0]!, urls()[2]!];
    const [config] = sourcesConfigFor(dir, { 'hk-1823': { urls: [tc, en, sc] } });
    const wrong = await runSource(hk1823, config!, { cacheDir: dir, at });
    expect(wrong.status).toBe('failed');
    expect(wrong.notice).toMatch(
      /^hk-1823: failed: undecodable payload: 127\.0\.0\.1:\d+: names are Chinese; .*; no usable cached or committed copy$/,
    );
    expect(wrong.rows).toEqual([]);
  });

  it('also reads the flattened archive form of the feed', () => {
    const payload = (events: unknown): Payload => ({
      url: 'http://127.0.0.1/data/en.json',
      body: Buffer.from(JSON.stringify(events)),
      contentType: 'application/json',
      fetchedAt: at,
      digest: '',
      etag: null,
      lastModified: null,
      fromCache: false,
    });
    const rows = hk1823.decode([
      payload([{ id: '20210405@1823.gov.hk', name: 'The day following Ching Ming Festival', date: '2021-04-05' }]),
    ]);
    expect(rows).toEqual([
      {
        label: 'en.json: event 0 (20210405@1823.gov.hk)',
        row: {
          uid: '20210405@1823.gov.hk',
          date: '2021-04-05',
          en: 'The day following Ching Ming Festival',
          zh: undefined,
          zhHans: undefined,
        },
      },
    ]);
    const holiday = hk1823.toHolidays(hk1823.rowSchema.parse(rows[0]!.row));
    expect(holiday).toEqual([
      expect.objectContaining({
        key: 'ching ming festival',
        substitute: true,
        substituteFor: '2021-04-04',
        names: { en: 'Ching Ming Festival' },
      }),
    ]);
  });

  it('spells a holiday one way whether or not the feed writes "The"', () => {
    expect(holidayName('The Birthday of the Buddha')).toBe('Birthday of the Buddha');
    expect(holidayName('the Chung Yeung Festival')).toBe('Chung Yeung Festival');
    expect(holidayName('The first day of January')).toBe('The first day of January');
    expect(
      replacementOf('2022-09-12', 'The second day following the Chinese Mid-Autumn Festival', '中秋節後第二日'),
    ).toEqual({
      substituteFor: '2022-09-11',
      en: 'The day following the Chinese Mid-Autumn Festival',
      zh: '中秋節翌日',
    });
  });
});
