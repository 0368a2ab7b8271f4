// The cross-check's Islamic engine is an estimate (Umm al-Qura; countries
// sight the moon): where the dataset's day is a government's announced day
// (a cited entry of sources/calendars/announced.json, or an official feed's),
// the engine's other day is explained by that announcement
// (pipeline/crosscheck/announced.ts), in the run's result and in the
// `crosscheck` command's report, without a reviewed entry; without the cited
// entry, or on a day the records estimate, it is not.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerRecord } from '../../core/types.js';
import { build } from '../../pipeline/build.js';
import { main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import { runCrosscheck, unexplainedOf, type CrossSource, type Disagreement } from '../../pipeline/crosscheck.js';
import { ANNOUNCED_FILE, governmentDayOf, shortened } from '../../pipeline/crosscheck/announced.js';
import { chineseCalendar } from '../../pipeline/crosscheck/chinese-calendar.js';
import { islamicCalendar } from '../../pipeline/crosscheck/islamic-calendar.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { ledgerFiles } from '../../pipeline/ledger-files.js';
import { readPublished } from '../../pipeline/publish.js';
import { announcedDays, type Announced } from '../../sources/calendars/islamic.js';
import { tempDir } from '../helpers.js';
import { ledgerRecord } from '../records.js';

const ANNOUNCED = announcedDays();

// Nepal's Ministry of Home Affairs gave Eid al-Fitr 2022 on Tuesday 3 May; 1 Shawwal 1443 is 2 May by Umm al-Qura.
const NEPAL_EID = ANNOUNCED.findIndex(
  (entry) => entry.country === 'NP' && entry.holiday === 'Eid al-Fitr' && entry.date === '2022-05-03',
);

const eidOf = (disagreements: readonly Disagreement[]) =>
  disagreements.find((each) => each.subject === '1 Shawwal' && each.date === '2022-05-03');

describe("a small build of Nepal's 2022: Eid al-Fitr on the announced day, a day after Umm al-Qura", () => {
  const dataDir = tempDir('crosscheck-announced');
  let dir: string;
  let snapshot: string;
  const check = (announced: readonly Announced[] = ANNOUNCED) =>
    runCrosscheck({ dir, snapshot, countries: ['NP'], years: () => [2022], sources: [islamicCalendar], announced });

  beforeAll(async () => {
    expect(NEPAL_EID).toBeGreaterThanOrEqual(0);
    await build({
      outDir: dataDir,
      countries: ['NP'],
      fromYear: 2022,
      toYear: 2022,
      at: '2026-01-01T00:00:00Z',
      keep: 1,
      workers: 1,
      offline: true,
    });
    const published = readPublished(dataDir)!;
    dir = published.dir;
    snapshot = published.manifest.snapshot;
  });

  it('is explained by the announcement, with its source text shortened, its address and its place in the file', async () => {
    const eid = eidOf((await check()).countries[0]!.disagreements)!;
    expect(eid).toMatchObject({
      dataset: { date: '2022-05-03', names: ['Eid al-Fitr'] },
      sources: { 'engine:islamic': { date: '2022-05-02' } },
      disagreeing: ['engine:islamic'],
    });
    const entry = ANNOUNCED[NEPAL_EID]!;
    expect(eid.explanations).toEqual({
      'engine:islamic': {
        reason: `announced: ${shortened(entry.source)}`,
        citation: entry.url,
        at: `${ANNOUNCED_FILE}#${NEPAL_EID + 1}`,
        announcement: true,
      },
    });
    expect(eid.explanations!['engine:islamic']!.reason).toMatch(
      /^announced: Ministry of Home Affairs notice of 19 Baisakh 2079 \(2 May 2022\): .*…$/,
    );
    expect(unexplainedOf(eid)).toEqual([]);
  });

  it('is unexplained once the announced entry is removed: the explanation is the cited entry, not the label on the record', async () => {
    const without = ANNOUNCED.filter((_, index) => index !== NEPAL_EID);
    const eid = eidOf((await check(without)).countries[0]!.disagreements)!;
    expect(eid.explanations).toBeUndefined();
    expect(unexplainedOf(eid)).toEqual(['engine:islamic']);
  });

  it('the command reports it and exits 0; a reviewed entry for the same day is not needed, and is listed as matching nothing', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (line) => out.push(line),
      progress: () => {},
      err: (line) => err.push(line),
      isTTY: false,
      env: {},
      now: () => new Date('2026-11-21T10:00:00Z'),
    };
    const explanations = tempDir('crosscheck-announced-explanations');
    const redundant = {
      source: 'engine:islamic',
      what: 'other-day',
      date: '2022-05-03',
      name: 'Eid al-Fitr',
      reason: 'A reviewed reason the announcement makes unnecessary.',
      citation: 'test/pipeline/crosscheck-announced.test.ts',
    };
    writeFileSync(join(explanations, 'NP.json'), JSON.stringify({ country: 'NP', explanations: [redundant] }));
    const report = join(tempDir('crosscheck-announced-report'), 'check.md');
    expect(
      await main(
        [
          'crosscheck',
          '--out',
          dataDir,
          '--countries',
          'NP',
          '--years',
          '2022',
          '--report',
          report,
          '--explanations',
          explanations,
        ],
        io,
      ),
      err.join('\n'),
    ).toBe(EXIT.published);
    expect(out[1]).toMatch(
      /explained, 0 unexplained \(.*: 1 entries read for these countries, 1 matched nothing; \d+ by the announced day the dataset keeps\)$/,
    );
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toContain(
      `| 2022-05-03 |  | 1 Shawwal | "Eid al-Fitr" | 2022-05-02 "1 Shawwal 1443 AH (Umm al-Qura)" | engine:islamic: explained: announced: Ministry of Home Affairs notice of 19 Baisakh 2079 (2 May 2022)`,
    );
    expect(markdown).toContain(`; ${ANNOUNCED_FILE}#${NEPAL_EID + 1}) |`);
    expect(markdown).toMatch(/## Explanations that matched nothing \(1\)[\s\S]*NP\.json#1/);
  });
});

describe('which records an announcement explains, on records written by hand', () => {
  const record = (country: string, date: string, key: string, sources: string[]): LedgerRecord =>
    ledgerRecord(date, key, {
      id: `${date.replaceAll('-', '')}_${country.toLowerCase()}${key.length}`,
      country,
      key,
      variant: 0,
      sources,
    });

  function snapshotOf(records: LedgerRecord[]): string {
    const dir = tempDir('crosscheck-announced-ledger');
    mkdirSync(join(dir, 'ledger'));
    for (const country of new Set(records.map((each) => each.country))) {
      for (const file of ledgerFiles(
        country,
        records.filter((each) => each.country === country),
      ))
        writeFileSync(join(dir, file.path), file.text);
    }
    return dir;
  }
  const run = (dir: string, countries: string[], sources: CrossSource[], announced: Announced[]) =>
    runCrosscheck({ dir, snapshot: 'test', countries, years: () => [2022, 2026], sources, announced });

  it("an official feed's day is explained by the feed; a day the records estimate is not; a calendar that is no estimate is not", async () => {
    const announced: Announced[] = [
      {
        country: 'AE',
        holiday: 'Eid al-Fitr',
        date: '2022-05-03',
        source: 'A test announcement of Eid al-Fitr on 3 May 2022.',
      },
    ];
    const dir = snapshotOf([
      // 1 Shawwal 1443: 2 May 2022 by Umm al-Qura.
      record('SG', '2022-05-03', 'hari raya puasa', ['date-holidays', 'sg-data-gov']),
      // An estimate on the announced day is still an estimate: its sources do not say the announcement set it.
      record('AE', '2022-05-03', 'eid al-fitr', ['date-holidays']),
      // Announced, but the entry is for another day.
      record('BH', '2022-05-03', 'eid al-fitr', ['calendar-announced', 'date-holidays']),
      // The Chinese calendar is not an estimate: lunar new year 2026 is 17 February.
      record('TW', '2026-02-18', 'chinese new year', ['calendar-announced', 'date-holidays']),
    ]);
    const result = await run(dir, ['AE', 'BH', 'SG', 'TW'], [islamicCalendar, chineseCalendar], announced);
    const explained = (country: string) =>
      result.countries.find((each) => each.country === country)!.disagreements.map((each) => each.explanations ?? null);
    expect(explained('SG')).toEqual([
      {
        'engine:islamic': {
          reason: 'official feed: the day Ministry of Manpower, Public Holidays (data.gov.sg) publishes',
          citation: 'https://data.gov.sg/collections/691/view',
          at: 'official feed sg-data-gov',
          announcement: true,
        },
      },
    ]);
    expect(explained('AE')).toEqual([null]);
    expect(explained('BH')).toEqual([null]);
    expect(explained('TW')).toEqual([null]);
  });

  it('governmentDayOf reads the record on the announced day of its holiday, in its country', () => {
    const announced: Announced[] = [
      {
        country: 'JO',
        holiday: 'Eid al-Fitr',
        date: '2025-03-31',
        source: 'Petra (Jordan News Agency), 29 Mar 2025: Monday 31 March is Eid.',
        url: 'https://petra.gov.jo/',
      },
    ];
    const jordan = record('JO', '2025-03-31', 'eid al-fitr', ['calendar-announced', 'country-definitions']);
    expect(governmentDayOf([jordan], announced)).toEqual({
      reason: 'announced: Petra (Jordan News Agency), 29 Mar 2025: Monday 31 March is Eid.',
      citation: 'https://petra.gov.jo/',
      at: `${ANNOUNCED_FILE}#1`,
      announcement: true,
    });
    expect(governmentDayOf([{ ...jordan, country: 'SY' }], announced)).toBeNull();
    expect(governmentDayOf([{ ...jordan, key: 'eid al-adha' }], announced)).toBeNull();
    expect(governmentDayOf([{ ...jordan, date: '2025-03-30' }], announced)).toBeNull();
  });

  it('shortens a long source text at a word, and leaves a short one whole', () => {
    expect(shortened('Short enough.')).toBe('Short enough.');
    const long = `${'word '.repeat(40)}end`;
    expect(shortened(long)).toMatch(/^(word ){27}word…$/);
    expect(shortened(long).length).toBeLessThanOrEqual(141);
  });
});
