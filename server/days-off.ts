// Which records give a day off (docs/data-layout.md; docs/api.md, working-days): statutory holidays only,
// that is `public` nationwide, or `regional` in one of the asked-for regions.
// A regional day off is not a day off in the whole country, so without
// regions only the nationwide ones count.

import type { RegionScope } from '../core/iso-3166-2.js';
import type { PublishedHoliday } from './snapshot.js';

export function isDayOff(holiday: PublishedHoliday, regions: RegionScope | undefined): boolean {
  if (holiday.deprecated) return false;
  if (holiday.type !== 'public' && holiday.type !== 'regional') return false;
  if (holiday.subdivisions.length === 0) return holiday.type === 'public';
  return regions !== undefined && regions.keeps(holiday.subdivisions);
}
