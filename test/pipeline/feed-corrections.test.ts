// An amendment that corrects an official feed (`correctsFeed`): the law it
// cites outranks the feed's file on that day. Victoria's 2020 Grand Final
// Friday (the data.gov.au 2020 file keeps 25 September; the government moved
// it to 23 October when the final moved) and Monday 26 April 2021, which the
// 2021 file lists for Victoria and Tasmania though neither law gives Anzac Day
// an additional day: the build publishes the amendments' days and holds the
// rest of the feed to the file; without `correctsFeed` the same entries break
// the reproduction invariant and nothing is published; an unknown feed id is
// refused when the amendments are read.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { feedCorrectedDays } from '../../pipeline/reproduction.js';
import { DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../sources/amendments.js';
import { fullOfflineOptions } from '../golden.js';
import { tempDir } from '../helpers.js';

/** The project's AU entries that correct the feed, with `correctsFeed` as given (`undefined`: left out). */
function auEntries(correctsFeed: string | undefined) {
  const file = JSON.parse(readFileSync(join(DEFAULT_AMENDMENTS_DIR, 'AU.json'), 'utf8')) as {
    amendments: { correctsFeed?: string }[];
  };
  return file.amendments
    .filter((entry) => entry.correctsFeed === 'au-data-gov')
    .map(({ correctsFeed: _, ...entry }) => (correctsFeed === undefined ? entry : { ...entry, correctsFeed }));
}

function folderWith(entries: unknown[]): string {
  const dir = join(tempDir('feed-corrections'), 'amendments');
  mkdirSync(dir);
  writeFileSync(join(dir, 'AU.json'), JSON.stringify({ country: 'AU', amendments: entries }));
  return dir;
}

const buildAu = (amendmentsDir: string) => {
  const out = tempDir('feed-corrections-out');
  return {
    out,
    result: build({
      ...fullOfflineOptions(out),
      countries: ['AU'],
      fromYear: 2020,
      toYear: 2021,
      workers: 1,
      keep: 5,
      amendmentsDir,
      at: '2026-01-01T00:00:00Z',
    }),
  };
};

describe('an amendment correcting an official feed', () => {
  it('names the days it corrects, in its places', () => {
    const entries = loadAmendments(DEFAULT_AMENDMENTS_DIR).filter((entry) => entry.country === 'AU');
    expect([...feedCorrectedDays(entries, 'au-data-gov')].sort()).toEqual([
      // The Royal Hobart Regatta of 2017 moved from the file's Sunday to the Act's Monday (both days).
      '*|2017-02-12',
      '*|2017-02-13',
      '*|2020-09-25',
      '*|2020-10-23',
      'AU-TAS|2021-04-26',
      'AU-VIC|2021-04-26',
      // Western Australia's Boxing Day 2015 and its Monday, which the file leaves out (Public and Bank Holidays Act 1972, Sch. 2).
      'AU-WA|2015-12-26',
      'AU-WA|2015-12-28',
    ]);
    expect(feedCorrectedDays(entries, 'gov-uk').size).toBe(0);
  });

  it("publishes the law's days, the rest of the feed as the file has it", async () => {
    const { out, result } = buildAu(folderWith(auEntries('au-data-gov')));
    expect(await result).toMatchObject({ status: 'published' });
    const active = readLedger(join(out, 'current'), 'AU').filter((record) => !record.deprecated);
    const on = (date: string) => active.filter((record) => record.date === date);
    expect(on('2020-09-25')).toEqual([]);
    expect(on('2020-10-23')).toEqual([
      expect.objectContaining({ name: 'AFL Grand Final Friday', subdivisions: ['AU-VIC'] }),
    ]);
    // Monday 26 April 2021: still in the five places the file and their laws give it.
    expect(on('2021-04-26').map((record) => record.subdivisions)).toEqual([
      ['AU-ACT', 'AU-NT', 'AU-QLD', 'AU-SA', 'AU-WA'],
    ]);
  }, 120_000);

  it('without correctsFeed, breaks the reproduction of the feed and publishes nothing', async () => {
    const { out, result } = buildAu(folderWith(auEntries(undefined)));
    await expect(result).rejects.toThrow(
      /invariants broken, nothing published: 3 violation.*official-reproduction: au-data-gov: AU-TAS, AU-VIC 2021-04-26/,
    );
    expect(existsSync(join(out, 'current'))).toBe(false);
  }, 120_000);

  it('must name an official feed', () => {
    const entries = auEntries('au-data.gov');
    expect(() => loadAmendments(folderWith(entries))).toThrow(
      /AU\.json: entry 1, field correctsFeed: must be an official feed's id: .*au-data-gov/,
    );
  });
});
