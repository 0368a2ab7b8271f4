// The committed copies of the official feeds (sources/payloads/<id>/, read
// by the feeds' own adapters offline, as a build without network reads them;
// a copy's archive years included): what each government publishes, as an
// independent check of the records, which amendments, corrections and the
// rule library's days for other years also shape. The copies are those of
// the checkout: a refresh that has just fetched newer payloads commits them
// only after it publishes, so its days may differ from the copies' there.
//
// Compared as days off, place by place (the feed's regions: GB's nations,
// AU's states; the whole country when it names none): the feed's statutory
// days (public or regional rows), substitute days paired with the holidays
// they stand for as the dataset pairs them, vs the statutory records on
// their own days. A year the feed marks provisional may lack days: there a
// day only the dataset has is not a disagreement. Bank-only and other kinds
// of day are not compared, except where a feed's category also covers them
// (`reproducedAlsoBy` in a source's `types`: Hong Kong's general holidays, of which
// those not yet statutory are `bank` records).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { yearOf } from '../../core/dates.js';
import type { SourceHoliday } from '../../core/types.js';
import { pairSubstitutes } from '../normalise.js';
import { gatherOfficial, type CountryOfficial } from '../official-sources.js';
import { readCommittedIndex } from '../../sources/committed.js';
import { loadSourcesConfig, type SourcesConfig } from '../../sources/config.js';
import { OFFICIAL_SOURCES } from '../../sources/registry.js';
import { isStatutory, type CrossSource } from './source.js';
import { reproducingTypes } from '../../sources/type-table.js';
import type { LedgerRecord } from '../../core/types.js';

export interface CommittedOptions {
  /** The committed payloads folder. */
  payloadsDir: string;
  /** The time the feeds' content rules read the years from (the snapshot's). */
  at: string;
  /** Which feeds are configured (default: sources.config.json, or SOURCES_CONFIG). */
  config?: SourcesConfig;
}

/** One source per official feed with a committed copy, all read in one offline gathering when first asked. */
export function committedPayloadSources(options: CommittedOptions): CrossSource[] {
  const feeds = Object.values(OFFICIAL_SOURCES).filter(
    (feed) => readCommittedIndex(options.payloadsDir, feed.id) !== null,
  );
  // Each feed's rows are gathered when a country it speaks for is first compared: a run that built GB does not evaluate Australia's feed.
  const gathered = new Map<string, Promise<Map<string, CountryOfficial[]>>>();
  const gather = (feed: (typeof feeds)[number]) => {
    let gathering = gathered.get(feed.id);
    if (!gathering) {
      gathering = (async () => {
        // An empty cache: the committed copies, never a payload cached by some earlier run.
        const cacheDir = mkdtempSync(join(tmpdir(), 'crosscheck-cache-'));
        try {
          const result = await gatherOfficial({
            config: options.config ?? loadSourcesConfig(),
            countries: feed.countries,
            cacheDir,
            at: options.at,
            prior: null,
            payloadsDir: options.payloadsDir,
            offline: true,
          });
          return result.byCountry;
        } finally {
          rmSync(cacheDir, { recursive: true, force: true });
        }
      })();
      gathered.set(feed.id, gathering);
    }
    return gathering;
  };
  const rowsOf = async (feed: (typeof feeds)[number], country: string): Promise<SourceHoliday[]> =>
    (await gather(feed)).get(country)?.find((each) => each.source === feed.id)?.rows ?? [];

  return feeds.map((feed) => {
    const alsoDaysOff = reproducingTypes(feed.id);
    const compared = (record: LedgerRecord) => isStatutory(record) || alsoDaysOff.has(record.type);
    return {
      id: `committed:${feed.id}`,
      label: `${feed.id}, its committed payload (sources/payloads/${feed.id}/)`,
      countries: feed.countries,
      rule: "days off, per region the feed names: the feed's public and regional days (substitutes paired) vs the statutory records' own days (and the records of a type the feed's category also covers)",
      async covers(country, years) {
        const covered = new Set((await rowsOf(feed, country)).map((row) => yearOf(row.date)));
        return years.filter((year) => covered.has(year));
      },
      async partialYears(country) {
        const provisional = new Map<number, boolean>();
        for (const row of await rowsOf(feed, country))
          provisional.set(yearOf(row.date), (provisional.get(yearOf(row.date)) ?? true) && row.provisional === true);
        return [...provisional].filter(([, all]) => all).map(([year]) => year);
      },
      async days(country, years) {
        const wanted = new Set(years);
        return pairSubstitutes(await rowsOf(feed, country))
          .filter((row) => (row.type === 'public' || row.type === 'regional') && wanted.has(yearOf(row.date)))
          .map((row) => ({
            date: row.date,
            name: row.names.en ?? Object.values(row.names)[0] ?? row.key,
            dayOff: true,
            ...(row.scope ? { place: row.scope } : {}),
          }));
      },
      daysOff: { select: compared, day: 'date' },
    };
  });
}
