// GET /v3/public-holidays/check?country&date[&regions]: is this day a holiday
// (or an observed day off) there? A day is one when an active record's `date`
// or `observed` is that day, nationwide or in a listed region (docs/api.md, Endpoints).

import { addDays } from '../../core/dates.js';
import { HOLIDAY_TYPES } from '../../core/types.js';
import { RegionScope } from '../../core/iso-3166-2.js';
import { inScope, present } from '../holidays.js';
import * as P from '../parameters.js';
import { answeredRegions, anyHoliday, arrayOf, queryEcho } from '../response-schemas.js';
import type { LedgerData, PublishedHoliday } from '../snapshot.js';
import { countryScope, dateWithinYears, notPublished } from './country-scope.js';
import { echoKey, echoOf, regionsAnswered } from './echo.js';
import { defineEndpoint } from './endpoint.js';

/** The `holiday` of the answer: the most binding kind of day off first. */
const TYPE_RANK = new Map<string, number>(HOLIDAY_TYPES.map((type, index) => [type, index]));

export default defineEndpoint({
  name: 'check',
  tag: 'Holidays',
  paths: [{ path: '/v3/public-holidays/check', operationId: 'checkDay', summary: 'Is this day a holiday?' }],
  description:
    "A day is a holiday when an active record's date or observed day is that day, nationwide or in a listed region.",
  plan: 'explorer',
  parameters: [P.required(P.country), P.required(P.date), P.regions, P.type, P.dataVersion, P.language, P.format],
  success: {
    kind: 'envelope',
    members: {
      is_holiday: {
        type: 'boolean',
        description:
          'true when an active holiday falls on or is observed on the day, nationwide or in a listed region.',
      },
      holiday: {
        ...anyHoliday,
        description:
          'The most binding of `holidays` (public, regional, bank, governmental, religious, observance); absent when none.',
      },
      holidays: arrayOf(anyHoliday, 'holiday', 'Every active holiday whose date or observed day is the day.'),
      regions: answeredRegions,
      query: queryEcho,
    },
    optional: ['holiday', 'regions'],
  },

  scope: (input) => countryScope(input, { check: dateWithinYears }),

  async handle({ snapshot, raw, query, scope: { entry, version, regions } }) {
    const day = query.date;
    const year = Number(day.slice(0, 4));
    // A day off can belong to a holiday of the neighbouring year (1 January observed on 31 December).
    const years = [year];
    if (addDays(day, -7).slice(0, 4) !== String(year) && year - 1 >= entry.years.from) years.unshift(year - 1);
    if (addDays(day, 7).slice(0, 4) !== String(year) && year + 1 <= entry.years.to) years.push(year + 1);
    const files = await Promise.all(years.map((each) => snapshot.year(version, entry.code, each)));
    if (!files[years.indexOf(year)]) throw notPublished(entry, year, version);

    const seen = new Set<string>();
    const found: PublishedHoliday[] = [];
    const foundYears = new Set<number>();
    for (const [index, file] of files.entries()) {
      for (const holiday of file?.holidays ?? []) {
        if (holiday.deprecated || (holiday.date !== day && holiday.observed !== day) || seen.has(holiday.id)) continue;
        // Without regions only nationwide holidays count: a regional day off is not one everywhere.
        if (!inScope(holiday, regions?.scope ?? RegionScope.NONE) || (query.type && !query.type.includes(holiday.type)))
          continue;
        seen.add(holiday.id);
        found.push(holiday);
        foundYears.add(years[index]!);
      }
    }

    // Ids are unique across years, so the country's one ledger serves every year.
    const ledger: LedgerData | null = query.language && found.length > 0 ? await snapshot.ledger(entry.code) : null;
    const language = query.language;
    const holidays = language
      ? found.map((holiday) => present(holiday, { language, ledger, countryZone: entry.timezones[0] ?? 'UTC' }))
      : found;
    const best = [...holidays].sort((a, b) => TYPE_RANK.get(a.type)! - TYPE_RANK.get(b.type)!)[0];
    const digests = files.map((file) => file?.digest ?? '-').join(',');
    // The ledger's digest once per year the answer's holidays come from.
    const ledgerDigests = language ? [...foundYears].map(() => ledger?.digest ?? '-').join(',') : '';

    return {
      status: 200,
      format: query.format ?? 'json',
      envelope: {
        is_holiday: holidays.length > 0,
        holiday: best,
        holidays,
        ...regionsAnswered(regions, version),
        query: echoOf(raw, version),
      },
      etagSource: `check\0${echoKey(raw)}\0${digests}\0${ledgerDigests}`,
    };
  },
});
