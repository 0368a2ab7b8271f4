// The official (HTTP) sources by id. `date-holidays` is computed offline and
// has an interface of its own (sources/date-holidays.ts).

import { auDataGov } from './au-data-gov.js';
import { caHolidays } from './ca-holidays.js';
import type { SourceId } from './config.js';
import { govUk } from './gov-uk.js';
import { hk1823 } from './hk-1823.js';
import { jpCao } from './jp-cao.js';
import type { OfficialSource } from './official.js';
import { sgDataGov } from './sg-data-gov.js';

export type OfficialSourceId = Exclude<SourceId, 'date-holidays'>;

export const OFFICIAL_SOURCES: Readonly<Record<OfficialSourceId, OfficialSource>> = {
  'gov-uk': govUk,
  'jp-cao': jpCao,
  'au-data-gov': auDataGov,
  'hk-1823': hk1823,
  'ca-holidays': caHolidays,
  'sg-data-gov': sgDataGov,
};

export function officialSource(id: string): OfficialSource | undefined {
  return Object.hasOwn(OFFICIAL_SOURCES, id) ? OFFICIAL_SOURCES[id as OfficialSourceId] : undefined;
}
