// The official (HTTP) sources by id: one line each. Every source is one
// self-describing module (sources/official.ts); what the rest of the code
// knows of the sources is read from here: SOURCE_IDS (sources/config.ts), the
// type table (sources/type-table.ts) and the content rules
// (sources/content-checks.ts). `date-holidays` is computed offline and has an
// interface of its own (sources/date-holidays.ts). The order is the order
// feeds are run in: where two feeds cover one country's year, the first wins.

import { auDataGov } from './au-data-gov.js';
import { caHolidays } from './ca-holidays.js';
import { govUk } from './gov-uk.js';
import { hk1823 } from './hk-1823.js';
import { jpCao } from './jp-cao.js';
import type { OfficialSource } from './official.js';
import { sgDataGov } from './sg-data-gov.js';

const REGISTRY = {
  'gov-uk': govUk,
  'jp-cao': jpCao,
  'au-data-gov': auDataGov,
  'hk-1823': hk1823,
  'ca-holidays': caHolidays,
  'sg-data-gov': sgDataGov,
};

export type OfficialSourceId = keyof typeof REGISTRY;

export const OFFICIAL_SOURCES: Readonly<Record<OfficialSourceId, OfficialSource>> = REGISTRY;

/** The official sources' ids, in registry order. */
export const OFFICIAL_SOURCE_IDS = Object.keys(OFFICIAL_SOURCES) as OfficialSourceId[];

export function officialSource(id: string): OfficialSource | undefined {
  return Object.hasOwn(OFFICIAL_SOURCES, id) ? OFFICIAL_SOURCES[id as OfficialSourceId] : undefined;
}
