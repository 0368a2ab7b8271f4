// Two official feeds for one country: the first listed decides a year both
// cover (pipeline/reconcile.ts), where "listed" is the order of SOURCE_IDS
// (sources/config.ts: a configuration's sources come in that order, whatever
// the file's) and the order travels through the gathering of the feeds'
// rows (pipeline/official-sources.ts) into a country's build
// (pipeline/build-country.ts). No two real feeds speak for one country, so
// here gov-uk and jp-cao, the first two feeds of SOURCE_IDS, both speak for
// GB, and each run gives the rows the test chose instead of fetching.
// test/pipeline/reconcile.test.ts checks reconcile() alone; this file checks
// that the pipeline hands it the feeds in that order.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { HolidayType, SourceHoliday } from '../../core/types.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { gatherOfficial } from '../../pipeline/official-sources.js';
import { parseSourcesConfig, SOURCE_IDS } from '../../sources/config.js';
import type { SourceRun } from '../../sources/official.js';

/** What each feed says this run, by source id. */
const said = vi.hoisted(() => new Map<string, SourceHoliday[]>());

vi.mock('../../sources/registry.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sources/registry.js')>();
  const forGb = (id: string) => {
    const source = real.officialSource(id);
    return source && (id === 'gov-uk' || id === 'jp-cao') ? { ...source, countries: ['GB'] } : source;
  };
  return { ...real, officialSource: forGb };
});

vi.mock('../../sources/run.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sources/run.js')>();
  const runSource = async (source: { id: string }): Promise<SourceRun> => {
    const rows = said.get(source.id) ?? [];
    return {
      id: source.id,
      status: 'ok',
      notice: null,
      rows,
      rejected: [],
      coverage: real.coverageOf(rows),
      payloads: [],
      archived: [],
    };
  };
  return { ...real, runSource };
});

const boxingDay = (source: string, date: string): SourceHoliday => ({
  source,
  country: 'GB',
  scope: null,
  date,
  substitute: false,
  key: 'boxing day',
  names: { en: 'Boxing Day' },
  localLanguage: 'en',
  type: 'public' as HolidayType,
  start: `${date}T00:00:00.000Z`,
  end: `${date}T23:59:59.999Z`,
  timezone: 'Europe/London',
});

const cacheDir = mkdtempSync(join(tmpdir(), 'ph-feed-order-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** The Boxing Day records of a GB build of 2023-2024 with the two feeds, each as `<date> <sources>`. */
async function boxingDays(files: Record<string, unknown>) {
  const config = parseSourcesConfig({ sources: files }, 'feed-order');
  const gathering = await gatherOfficial({
    config,
    countries: ['GB'],
    cacheDir,
    at: '2026-01-01T00:00:00Z',
    prior: null,
    payloadsDir: null,
    offline: true,
  });
  const officials = gathering.byCountry.get('GB') ?? [];
  const { records } = produceCountry('GB', 2023, 2024, [], officials);
  return {
    order: officials.map((official) => official.source),
    days: records
      .filter((record) => record.key === 'boxing day' && record.subdivisions.length === 0)
      .map((record) => `${record.date} ${record.sources.join('+')}`),
  };
}

describe('two official feeds for one country', () => {
  // Both cover 2023 and disagree on its Boxing Day; only jp-cao covers 2024.
  const feeds = (govUk: string, jpCao: string) => {
    said.set('gov-uk', [boxingDay('gov-uk', govUk)]);
    said.set('jp-cao', [boxingDay('jp-cao', jpCao), boxingDay('jp-cao', '2024-12-26')]);
  };
  // The configuration file lists jp-cao first: the order that counts is SOURCE_IDS'.
  const files = {
    'jp-cao': { urls: ['https://feed-order.invalid/jp'] },
    'gov-uk': { urls: ['https://feed-order.invalid/uk'] },
  };

  it('are listed in SOURCE_IDS order, gov-uk before jp-cao', () => {
    expect(SOURCE_IDS.indexOf('gov-uk')).toBeLessThan(SOURCE_IDS.indexOf('jp-cao'));
    expect(parseSourcesConfig({ sources: files }, 'feed-order').sources.map((source) => source.id)).toEqual([
      'gov-uk',
      'jp-cao',
    ]);
  });

  it('the first listed decides the year both cover; the other the year only it covers', async () => {
    feeds('2023-12-26', '2023-12-27');
    expect(await boxingDays(files)).toEqual({
      order: ['gov-uk', 'jp-cao'],
      days: ['2023-12-26 date-holidays+gov-uk', '2024-12-26 date-holidays+jp-cao'],
    });
  });

  it('whichever day it gives: the same feeds with their days swapped', async () => {
    feeds('2023-12-27', '2023-12-26');
    expect(await boxingDays(files)).toEqual({
      order: ['gov-uk', 'jp-cao'],
      days: ['2023-12-27 date-holidays+gov-uk', '2024-12-26 date-holidays+jp-cao'],
    });
  });
});
