// Makeup working days (workdays/<CC>.json): the loader's checks, the project's
// own data, and what a build writes into the snapshot (workdays/<CC>.json):
// the built years from the folder, the other years as published, other
// countries' files carried forward, a change to the data published.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../core/dates.js';
import { pathOwner, paths } from '../../core/snapshot-layout.js';
import { weekendOn } from '../../core/weekend.js';
import type { WorkdaysDocument } from '../../core/workdays.js';
import { build } from '../../pipeline/build.js';
import { EXIT, exitCodeOf } from '../../pipeline/exit-codes.js';
import { DEFAULT_WORKDAYS_DIR, loadWorkdays, workdaysDir, WorkdaysError } from '../../sources/workdays.js';
import { manifestOf, tempDir } from '../helpers.js';

const CITE = { source: 'a test notice, item 1' };

/** A workdays folder holding one file per country given. */
function folder(files: Record<string, unknown[]>): string {
  const dir = join(tempDir('workdays'), 'workdays');
  mkdirSync(dir);
  for (const [country, workdays] of Object.entries(files))
    writeFileSync(join(dir, `${country}.json`), JSON.stringify({ country, workdays }));
  return dir;
}

const load = (files: Record<string, unknown[]>) => loadWorkdays(folder(files));

describe('workdays: the loader', () => {
  it('reads one file per country, entries by date; a missing folder has none', () => {
    expect(
      load({
        CN: [
          { date: '2020-05-09', name: 'Later', ...CITE },
          {
            date: '2020-01-19',
            name: 'Working day before Spring Festival',
            ...CITE,
            url: 'https://example.org/notice',
          },
        ],
      }),
    ).toEqual([
      {
        country: 'CN',
        workdays: [
          {
            date: '2020-01-19',
            name: 'Working day before Spring Festival',
            ...CITE,
            url: 'https://example.org/notice',
          },
          { date: '2020-05-09', name: 'Later', ...CITE },
        ],
      },
    ]);
    expect(loadWorkdays(join(tempDir('workdays-none'), 'nothing'))).toEqual([]);
  });

  it('refuses a day that is not a weekend day in the country, naming the file, the entry and the field', () => {
    // Monday 2020-01-20.
    expect(() =>
      load({
        CN: [
          { date: '2020-01-19', name: 'A', ...CITE },
          { date: '2020-01-20', name: 'B', ...CITE },
        ],
      }),
    ).toThrow(
      /workdays .*\/CN\.json: entry 2 \(2020-01-20\), field date: 2020-01-20 is a Monday, not a weekend day in CN \(weekend then: Saturday, Sunday\)/,
    );
    // The convention in force on the day: Friday 2021-12-31 was on the UAE's weekend, Friday 2022-01-07 no longer.
    expect(load({ AE: [{ date: '2021-12-31', name: 'A', ...CITE }] })[0]!.workdays).toHaveLength(1);
    expect(() => load({ AE: [{ date: '2022-01-07', name: 'A', ...CITE }] })).toThrow(
      /AE\.json: entry 1 \(2022-01-07\), field date: 2022-01-07 is a Friday, not a weekend day in AE \(weekend then: Saturday, Sunday\)/,
    );
  });

  it('refuses entries without citation, with a bad day, an unknown field, twice the same day or an unknown subdivision', () => {
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A' }] })).toThrow(
      /CN\.json: entry 1, field source: must cite the notice, decree or law/,
    );
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A', source: '' }] })).toThrow(
      /entry 1, field source: must cite/,
    );
    expect(() => load({ CN: [{ date: '2020-02-30', name: 'A', ...CITE }] })).toThrow(
      /entry 1, field date: must be a calendar day YYYY-MM-DD/,
    );
    expect(() => load({ CN: [{ date: '2020-01-19', ...CITE }] })).toThrow(
      /entry 1, field name: must name the day in English/,
    );
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A', ...CITE, url: 'not a url' }] })).toThrow(
      /entry 1, field url: must be the URL/,
    );
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A', ...CITE, type: 'public' }] })).toThrow(
      /entry 1, field type: not a field of a makeup working day/,
    );
    expect(() =>
      load({
        CN: [
          { date: '2020-01-19', name: 'A', ...CITE },
          { date: '2020-01-19', name: 'B', ...CITE },
        ],
      }),
    ).toThrow(/entry 2 \(2020-01-19\), field date: 2020-01-19 is listed twice \(also entry 1\)/);
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A', ...CITE, subdivisions: ['CN-XX'] }] })).toThrow(
      /entry 1 \(2020-01-19\), field subdivisions: CN-XX is not a subdivision of CN/,
    );
    expect(() => load({ CN: [{ date: '2020-01-19', name: 'A', ...CITE, subdivisions: [] }] })).toThrow(
      /entry 1, field subdivisions: must list at least one subdivision/,
    );
    expect(
      load({ DE: [{ date: '2022-01-08', name: 'A', ...CITE, subdivisions: ['DE-BY', 'DE-BW', 'DE-BY'] }] })[0]!
        .workdays[0]!.subdivisions,
    ).toEqual(['DE-BW', 'DE-BY']);
  });

  it('refuses a file of another country, an unknown country, a bad file', () => {
    const misnamed = folder({});
    writeFileSync(join(misnamed, 'RU.json'), JSON.stringify({ country: 'CN', workdays: [] }));
    expect(() => loadWorkdays(misnamed)).toThrow(/RU\.json: file: the file of country CN must be named CN\.json/);
    expect(() => load({ XX: [] })).toThrow(/XX\.json: field country: unknown country XX/);
    const broken = folder({});
    writeFileSync(join(broken, 'CN.json'), '{"country": "CN", "workdays": [');
    expect(() => loadWorkdays(broken)).toThrow(/CN\.json: file: /);
    const wrong = folder({});
    writeFileSync(join(wrong, 'CN.json'), JSON.stringify({ country: 'CN', days: [] }));
    expect(() => loadWorkdays(wrong)).toThrow(WorkdaysError);
    // A usage error of the build and refresh commands.
    expect(exitCodeOf(new WorkdaysError('x'))).toBe(EXIT.usage);
  });

  it('the project folder is the default, WORKDAYS_DIR another', () => {
    expect(workdaysDir({})).toBe(DEFAULT_WORKDAYS_DIR);
    expect(workdaysDir({ WORKDAYS_DIR: '/srv/workdays' })).toBe('/srv/workdays');
  });

  it("the project's entries all load: each a weekend day of its country, China's 2016 and 2020-2025 as the State Council's notices say", () => {
    const documents = loadWorkdays(DEFAULT_WORKDAYS_DIR);
    for (const { country, workdays } of documents) {
      for (const { date } of workdays)
        expect([country, date, weekendOn(country, date).includes(weekdayOf(date))]).toEqual([country, date, true]);
    }
    const cn = documents.find((document) => document.country === 'CN')!.workdays;
    const perYear = (year: string) => cn.filter((entry) => entry.date.startsWith(year)).length;
    expect([2020, 2021, 2022, 2023, 2024, 2025].map((year) => perYear(String(year)))).toEqual([6, 7, 7, 7, 8, 5]);
    expect(cn.find((entry) => entry.date === '2020-01-19')).toMatchObject({
      name: 'Working day before Spring Festival',
      source: expect.stringContaining('国办发明电〔2019〕16号'),
    });
    // 2016 (国办发明电〔2015〕18号): Spring Festival 6 and 14 February, Dragon Boat 12 June, Mid-Autumn 18 September, National Day 8 and 9 October.
    expect(cn.filter((entry) => entry.date.startsWith('2016')).map((entry) => entry.date)).toEqual([
      '2016-02-06',
      '2016-02-14',
      '2016-06-12',
      '2016-09-18',
      '2016-10-08',
      '2016-10-09',
    ]);
    // Saturday 2020-02-01 was a working day in the 2020 notice until the holiday was extended to 2 February.
    expect(cn.map((entry) => entry.date)).not.toContain('2020-02-01');
    // From 2020 the notices are cited at gov.cn; earlier ones at a reprint where gov.cn's copy is gone.
    expect(
      cn
        .filter((entry) => entry.date >= '2020')
        .every((entry) => entry.url?.startsWith('https://www.gov.cn/zhengce/content/')),
    ).toBe(true);
    expect(documents.find((document) => document.country === 'RU')!.workdays.map((entry) => entry.date)).toContain(
      '2021-02-20',
    );
  });
});

describe('workdays: into the snapshot', () => {
  const fileOf = (dataDir: string, country: string): WorkdaysDocument | null => {
    const path = join(dataDir, 'current', paths.workdaysFile(country));
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as WorkdaysDocument) : null;
  };
  const datesOf = (dataDir: string, country: string) =>
    fileOf(dataDir, country)?.workdays.map((entry) => entry.date) ?? null;

  it('is a country file of the snapshot', () => {
    expect(paths.workdaysFile('CN')).toBe('workdays/CN.json');
    expect(pathOwner('workdays/CN.json')).toEqual({ country: 'CN', year: null });
    expect(pathOwner('workdays/README.md')).toBeNull();
  });

  it('holds the built years from the folder, keeps the other years as published, and is carried for countries not built', async () => {
    const dir = folder({
      CN: [
        { date: '2020-01-19', name: 'Working day before Spring Festival', ...CITE, url: 'https://example.org/2020' },
        { date: '2021-02-07', name: 'Working day before Spring Festival', ...CITE },
        { date: '2022-01-29', name: 'Working day before Spring Festival', ...CITE },
      ],
    });
    const out = tempDir('workdays-build');
    const options = { outDir: out, keep: 5, workers: 1, workdaysDir: dir };
    expect(
      await build({ ...options, countries: ['CN'], fromYear: 2020, toYear: 2021, at: '2026-01-01T00:00:00Z' }),
    ).toMatchObject({ status: 'published' });
    expect(fileOf(out, 'CN')).toEqual({
      country: 'CN',
      workdays: [
        { date: '2020-01-19', name: 'Working day before Spring Festival', ...CITE, url: 'https://example.org/2020' },
        { date: '2021-02-07', name: 'Working day before Spring Festival', ...CITE },
      ],
    });
    expect(manifestOf(out).files[paths.workdaysFile('CN')]).toEqual(expect.any(String));

    // Another country built alone: CN's file is carried as it is; US has none.
    const digest = manifestOf(out).files[paths.workdaysFile('CN')];
    expect(
      await build({ ...options, countries: ['US'], fromYear: 2021, toYear: 2021, at: '2026-01-02T00:00:00Z' }),
    ).toMatchObject({ status: 'published' });
    expect(manifestOf(out).files[paths.workdaysFile('CN')]).toBe(digest);
    expect(datesOf(out, 'CN')).toEqual(['2020-01-19', '2021-02-07']);
    expect(datesOf(out, 'US')).toBeNull();

    // CN 2022 alone: 2022 from the folder, 2020-2021 as published, even though the folder changed them since.
    writeFileSync(
      join(dir, 'CN.json'),
      JSON.stringify({
        country: 'CN',
        workdays: [
          { date: '2021-02-20', name: 'Changed', ...CITE },
          { date: '2022-01-29', name: 'Working day before Spring Festival', ...CITE },
        ],
      }),
    );
    expect(
      await build({ ...options, countries: ['CN'], fromYear: 2022, toYear: 2022, at: '2026-01-03T00:00:00Z' }),
    ).toMatchObject({ status: 'published' });
    expect(datesOf(out, 'CN')).toEqual(['2020-01-19', '2021-02-07', '2022-01-29']);
  });

  it('a change to the data alone publishes a new snapshot; the same data again builds nothing', async () => {
    const dir = folder({ CN: [{ date: '2020-01-19', name: 'Working day before Spring Festival', ...CITE }] });
    const out = tempDir('workdays-change');
    const options = {
      outDir: out,
      countries: ['CN'],
      fromYear: 2020,
      toYear: 2020,
      keep: 5,
      workers: 1,
      workdaysDir: dir,
    };
    const first = await build({ ...options, at: '2026-01-01T00:00:00Z' });
    expect(first.status).toBe('published');
    expect(await build({ ...options, at: '2026-01-02T00:00:00Z' })).toMatchObject({
      status: 'unchanged',
      snapshot: first.snapshot,
    });

    writeFileSync(
      join(dir, 'CN.json'),
      JSON.stringify({
        country: 'CN',
        workdays: [
          { date: '2020-01-19', name: 'Working day before Spring Festival', ...CITE },
          { date: '2020-04-26', name: 'Working day before Labour Day holiday', ...CITE },
        ],
      }),
    );
    const second = await build({ ...options, at: '2026-01-03T00:00:00Z' });
    // No holiday record changed, yet the snapshot did: the makeup days are records of the dataset.
    expect(second).toMatchObject({ status: 'published', added: 0, revised: 0 });
    expect(datesOf(out, 'CN')).toEqual(['2020-01-19', '2020-04-26']);

    // Emptied: the country has no file any more.
    writeFileSync(join(dir, 'CN.json'), JSON.stringify({ country: 'CN', workdays: [] }));
    expect(await build({ ...options, at: '2026-01-04T00:00:00Z' })).toMatchObject({ status: 'published' });
    expect(datesOf(out, 'CN')).toBeNull();
    // And without a folder (null), none either.
    expect(await build({ ...options, workdaysDir: null, at: '2026-01-05T00:00:00Z' })).toMatchObject({
      status: 'unchanged',
    });
  });
});
