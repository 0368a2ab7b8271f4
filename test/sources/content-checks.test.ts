import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_RULES, checkContent, rowYear, type CheckedRow } from '../../sources/content-checks.js';
import { LATIN, type ContentRules } from '../../sources/content-rules.js';
import { csvRecords } from '../../sources/decoding.js';
import { GOV_UK_NAMES, govUk } from '../../sources/gov-uk.js';
import { JP_CAO_NAMES, jpCao } from '../../sources/jp-cao.js';
import type { OfficialSource, Payload } from '../../sources/official.js';
import { OFFICIAL_SOURCES } from '../../sources/registry.js';
import { evaluatePayloads, runSource } from '../../sources/run.js';
import type { SourceHoliday } from '../../core/types.js';
import {
  dropCaoRows,
  editCaoRows,
  everySecondEventGone,
  FEEDS,
  garbleCaoNames,
  realPayload,
  redateCaoRows,
  type FeedId,
} from '../fault-feed.js';
import { tempDir } from '../helpers.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00Z';

const payloadOf = (name: string, body: Buffer): Payload => ({
  url: `http://127.0.0.1/${name}`,
  body,
  contentType: null,
  fetchedAt: at,
  digest: createHash('sha256').update(body).digest('hex'),
  etag: null,
  lastModified: null,
  fromCache: false,
});

const config = (id: string) =>
  ({ id, urls: [], enabled: true, timeoutMs: 1000, retries: 0, maxBytes: 1e7, maxRejectedShare: 0.05 }) as never;

/** A source's evaluation of some payload files, checked against a last good set (or none). */
function evaluate(
  source: OfficialSource,
  bodies: Record<string, Buffer>,
  lastGood: readonly SourceHoliday[] | null = null,
  when = at,
) {
  const payloads = Object.entries(bodies).map(([name, body]) => payloadOf(name, body));
  return evaluatePayloads(source, config(source.id), payloads, { at: when, lastGood: () => lastGood });
}

const realFiles = (feed: FeedId) =>
  Object.fromEntries(FEEDS[feed].files.map((file) => [file, realPayload(feed, file)]));
const rowsOf = (result: ReturnType<typeof evaluate>) => {
  if (!result.ok) throw new Error(result.problem);
  return result.rows;
};

describe('content rules', () => {
  it('know every name the Cabinet Office file has used since 1955', () => {
    const text = new TextDecoder('shift_jis').decode(realPayload('jp-cao'));
    const names = new Set(csvRecords(text, 'syukujitsu.csv').map((record) => record['国民の祝日・休日名称']!));
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) expect(JP_CAO_NAMES.has(name), name).toBe(true);
    // And every name the adapter derives from them.
    for (const row of rowsOf(evaluate(jpCao, realFiles('jp-cao'))))
      expect(JP_CAO_NAMES.has(row.names.ja!), row.names.ja).toBe(true);
  });

  it('know every title of the gov.uk feed and its archive', () => {
    const archive = realPayload('gov-uk', 'archive/bank-holidays.2025-07-06.json');
    for (const body of [realPayload('gov-uk'), archive]) {
      for (const row of rowsOf(evaluate(govUk, { 'bank-holidays.json': body })))
        expect(GOV_UK_NAMES.has(row.names.en!), row.names.en).toBe(true);
    }
  });

  it('pass the real payloads of gov.uk, the Cabinet Office, data.gov.au and 1823, on a first run and against themselves', () => {
    for (const feed of Object.keys(FEEDS) as FeedId[]) {
      const source = OFFICIAL_SOURCES[feed];
      const first = evaluate(source, realFiles(feed));
      expect(first.ok, `${feed}: ${first.ok ? '' : first.problem}`).toBe(true);
      const again = evaluate(source, realFiles(feed), rowsOf(first));
      expect(again.ok, feed).toBe(true);
    }
  });

  it('pass the Canada and Singapore fixtures', () => {
    const ca = evaluate(OFFICIAL_SOURCES['ca-holidays'], {
      'holidays-2023.json': fixture('ca-holidays', 'holidays-2023.json'),
      'holidays-2024.json': fixture('ca-holidays', 'holidays-2024.json'),
    });
    expect(ca.ok).toBe(true);
    const sg = evaluate(OFFICIAL_SOURCES['sg-data-gov'], {
      'PublicHolidaysfor2023.csv': fixture('sg-data-gov', 'PublicHolidaysfor2023.csv'),
      'datastore-2024.json': fixture('sg-data-gov', 'datastore-2024.json'),
    });
    expect(sg.ok).toBe(true);
  });

  it('fail the Cabinet Office file with garbled names, naming the rule and the rows', () => {
    const garbled = garbleCaoNames(realPayload('jp-cao'));
    const result = evaluate(jpCao, { 'syukujitsu.csv': garbled });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatch(
      /^content check "new-names" failed: 1067 of 1067 rows \(100%\) name a holiday that is neither among the source's known names nor in its last good payload \(limit 20%\): syukujitsu\.csv: line 2 "[ァ-ミ]{2}", syukujitsu\.csv: line 3 "[ァ-ミ]+", .* and 1062 more$/,
    );
    // The same holds against a last good payload: its names are the real ones.
    const lastGood = rowsOf(evaluate(jpCao, realFiles('jp-cao')));
    expect(evaluate(jpCao, { 'syukujitsu.csv': garbled }, lastGood).ok).toBe(false);
  });

  it('let a new holiday in: one never-seen name among known ones passes', () => {
    let renamed = 0;
    const withNewDay = editCaoRows(realPayload('jp-cao'), (row) => {
      if (!row.date.startsWith('2027/') || renamed >= 3) return row;
      renamed++;
      return { ...row, name: Buffer.from([0x90, 0x56, 0x82, 0xb5, 0x82, 0xa2, 0x93, 0xfa]) }; // 新しい日
    });
    const result = evaluate(jpCao, { 'syukujitsu.csv': withNewDay }, rowsOf(evaluate(jpCao, realFiles('jp-cao'))));
    expect(result.ok, result.ok ? '' : result.problem).toBe(true);
    expect(rowsOf(result).filter((row) => row.names.ja === '新しい日')).toHaveLength(3);
  });

  it('judge new names against the last good payload where a source has no vocabulary', () => {
    const hk = OFFICIAL_SOURCES['hk-1823'];
    const real = realFiles('hk-1823');
    const lastGood = rowsOf(evaluate(hk, real));
    let count = 0;
    const english = real['1823_en.json']!.toString('utf8').replace(
      /"name": ?"[^"]*"/g,
      () => `"name": "Holiday ${++count % 40}"`,
    );
    const renamed = { ...real, '1823_en.json': Buffer.from(english) };
    // With nothing to compare with, new names alone do not fail a source.
    expect(evaluate(hk, renamed).ok).toBe(true);
    const result = evaluate(hk, renamed, lastGood);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problem).toMatch(
      /^content check "new-names" failed: 258 of 258 rows \(100%\) .*: 1823_en\.json: event 0 \(\S+\) "Holiday 1"/,
    );
  });

  it('fail a name outside the source’s script', () => {
    const body = realPayload('gov-uk').toString('utf8').replace('"Good Friday"', '"聖金曜日"');
    const result = evaluate(govUk, { 'bank-holidays.json': Buffer.from(body) });
    expect(result.ok ? '' : result.problem).toMatch(
      /^content check "script" failed: 1 of 108 rows have a name outside the expected script: bank-holidays\.json: england-and-wales event 1 \(en "聖金曜日"\)$/,
    );
  });

  it('fail a payload that drops a year the last good one listed, from the run’s year on', () => {
    const real = realPayload('jp-cao');
    const lastGood = rowsOf(evaluate(jpCao, { 'syukujitsu.csv': real }));
    const without2027 = editCaoRows(real, (row) => (row.date.startsWith('2027/') ? null : row));
    const result = evaluate(jpCao, { 'syukujitsu.csv': without2027 }, lastGood);
    expect(result.ok ? '' : result.problem).toBe(
      'content check "years" failed: no rows for 2027, which the last good payload listed (years from 2026 on must stay listed)',
    );
    // Old years may leave a feed (gov.uk keeps only a few).
    const without1955 = editCaoRows(real, (row) => (row.date.startsWith('1955/') ? null : row));
    expect(evaluate(jpCao, { 'syukujitsu.csv': without1955 }, lastGood).ok).toBe(true);
  });

  it('fail a year cut short, but not the last year listed, which may be listed in part', () => {
    const real = realPayload('jp-cao');
    const short2026 = editCaoRows(real, (row) =>
      row.date.startsWith('2026/') && !/^2026\/1\//.test(row.date) ? null : row,
    );
    const result = evaluate(jpCao, { 'syukujitsu.csv': short2026 });
    expect(result.ok ? '' : result.problem).toMatch(
      /^content check "days-per-year" failed: 2026 lists 2 days \(syukujitsu\.csv: line \d+, syukujitsu\.csv: line \d+\): at least 8 days are expected in 2026 and each later year but the last listed$/,
    );
    const short2027 = editCaoRows(real, (row) =>
      row.date.startsWith('2027/') && !/^2027\/1\//.test(row.date) ? null : row,
    );
    expect(evaluate(jpCao, { 'syukujitsu.csv': short2027 }).ok).toBe(true);
    // A half-empty gov.uk feed still lists enough days a year: that is the guards' to judge.
    expect(evaluate(govUk, { 'bank-holidays.json': everySecondEventGone(realPayload('gov-uk')) }).ok).toBe(true);
  });

  it('do not look at anything but the run’s year and later for whole years', () => {
    const short2026 = editCaoRows(realPayload('jp-cao'), (row) =>
      row.date.startsWith('2026/') && !/^2026\/1\//.test(row.date) ? null : row,
    );
    expect(evaluate(jpCao, { 'syukujitsu.csv': short2026 }, null, '2027-03-01T00:00:00Z').ok).toBe(true);
  });

  it('read the year of a rejected row from its day field, or say it cannot', () => {
    expect(rowYear('jp-cao', { '国民の祝日・休日月日': '2025/2/30' })).toBe(2025);
    expect(rowYear('gov-uk', { date: '2025-02-30' })).toBe(2025);
    expect(rowYear('au-data-gov', { Date: '20250230' })).toBe(2025);
    expect(rowYear('hk-1823', { date: '2025-13-01' })).toBe(2025);
    expect(rowYear('jp-cao', { '国民の祝日・休日月日': 'soon' })).toBeNull();
    expect(rowYear('gov-uk', { date: 20250101 })).toBeNull();
    expect(rowYear('gov-uk', {})).toBeNull();
    expect(rowYear('au-data-gov', { Date: '202502301' })).toBeNull();
  });

  it("are each registered source's own, English and French names checked in the Latin script (docs/pipeline.md)", () => {
    for (const source of Object.values(OFFICIAL_SOURCES)) {
      const rules: ContentRules | undefined = CONTENT_RULES[source.id];
      expect(rules, source.id).toBe(source.contentRules);
      for (const language of ['en', 'fr'])
        if (rules!.scripts[language]) expect(rules!.scripts[language], `${source.id} ${language}`).toBe(LATIN);
    }
  });

  it('check nothing of a source without rules, or of no rows', () => {
    expect(
      checkContent('no-such-source', [{ label: 'x', holidays: [] } as CheckedRow], { at, lastGood: () => null }),
    ).toEqual([]);
    expect(checkContent('jp-cao', [], { at, lastGood: () => null })).toEqual([]);
  });
});

describe('runSource with content checks', () => {
  it('keeps the last good payload when a fresh one is garbled: stale, the notice names the rule', async () => {
    const server = await startLoopback({
      '/syukujitsu.csv': [
        send(realPayload('jp-cao'), { contentType: 'text/csv' }),
        send(garbleCaoNames(realPayload('jp-cao')), { contentType: 'text/csv' }),
      ],
    });
    const dir = tempDir('content-run');
    const [cao] = sourcesConfigFor(dir, { 'jp-cao': { urls: [server.url('/syukujitsu.csv')] } });
    const options = { cacheDir: join(dir, 'cache'), at };
    const good = await runSource(jpCao, cao!, options);
    expect(good.status).toBe('ok');
    const held = await runSource(jpCao, cao!, { ...options, at: '2026-11-22T00:00:00Z' });
    expect(held.status).toBe('stale');
    expect(held.notice).toMatch(
      /^jp-cao: stale: content check "new-names" failed: 1067 of 1067 .*…; using the last good payload of 2026-11-21T00:00:00Z$/,
    );
    expect(held.rows).toEqual(good.rows);
    expect(held.payloads[0]!.digest).toBe(good.payloads[0]!.digest);
  });

  it('names the year of each rejected row', async () => {
    const bad = redateCaoRows(dropCaoRows(realPayload('jp-cao'), []), {
      '2025/1/1': '2025/2/30',
      '1955/1/1': 'someday',
    });
    const server = await startLoopback({ '/syukujitsu.csv': send(bad, { contentType: 'text/csv' }) });
    const dir = tempDir('content-rejected');
    const [cao] = sourcesConfigFor(dir, { 'jp-cao': { urls: [server.url('/syukujitsu.csv')] } });
    const result = await runSource(jpCao, cao!, { cacheDir: dir, at });
    expect(result.status).toBe('ok');
    expect(result.rejected).toEqual([
      {
        source: 'jp-cao',
        row: 'syukujitsu.csv: line 2',
        field: '国民の祝日・休日月日',
        message: 'must be a day YYYY/M/D',
        year: null,
      },
      {
        source: 'jp-cao',
        row: expect.stringMatching(/^syukujitsu\.csv: line \d+$/),
        field: '国民の祝日・休日月日',
        message: 'must be a day YYYY/M/D',
        year: 2025,
      },
    ]);
  });
});
