// GET /v3/public-holidays/check?country&date[&regions]: is this day a holiday
// (or an observed day off) there? A day is one when an active record's `date`
// or `observed` is that day, nationwide or in a listed region (decisions §4).

import { addDays } from '../../pipeline/dates.js';
import { HOLIDAY_TYPES } from '../../pipeline/types.js';
import { badParameters } from '../errors.js';
import { inScope, present } from '../holidays.js';
import { quote } from '../query.js';
import type { LedgerData, PublishedHoliday } from '../snapshot.js';
import { checkCityPlan, echoKey, echoOf, formatOf, notPublished, countryRequest, resolveRegions, type EndpointHandler } from './common.js';

/** The `holiday` of the answer: the most binding kind of day off first. */
const NO_REGIONS: ReadonlySet<string> = new Set();

const TYPE_RANK = new Map<string, number>(HOLIDAY_TYPES.map((type, index) => [type, index]));

export const checkDay: EndpointHandler = async ({ snapshot, plan, raw, query }) => {
  const { values, version, countries, errors, entry } = await countryRequest(snapshot, query);
  const day = values.get('date') as string | undefined;
  const year = day ? Number(day.slice(0, 4)) : null;
  if (entry && year !== null && (year < entry.years.from || year > entry.years.to)) {
    errors.push({
      code: 'invalid_parameter',
      parameter: 'date',
      message: `date must be a day in ${entry.years.from}-${entry.years.to} (the years published for ${entry.code}); got ${quote(day!)}`,
    });
  }
  const regions = entry ? resolveRegions(countries, entry, query, errors) : undefined;
  if (errors.length > 0 || !entry || !day || year === null) throw badParameters(errors);
  checkCityPlan(regions, plan, query.sent.has('regions') ? 'regions' : 'subdivision');

  // A day off can belong to a holiday of the neighbouring year (1 January observed on 31 December).
  const years = [year];
  if (addDays(day, -7).slice(0, 4) !== String(year) && year - 1 >= entry.years.from) years.unshift(year - 1);
  if (addDays(day, 7).slice(0, 4) !== String(year) && year + 1 <= entry.years.to) years.push(year + 1);
  const files = await Promise.all(years.map((each) => snapshot.year(version, entry.code, each)));
  if (!files[years.indexOf(year)]) throw notPublished(entry, year, version);

  const types = values.get('type') as string[] | undefined;
  const seen = new Set<string>();
  const found: { holiday: PublishedHoliday; year: number }[] = [];
  files.forEach((file, index) => {
    for (const holiday of file?.holidays ?? []) {
      if (holiday.deprecated || (holiday.date !== day && holiday.observed !== day) || seen.has(holiday.id)) continue;
      // Without regions only nationwide holidays count: a regional day off is not one everywhere.
      if (!inScope(holiday, regions?.codes ?? NO_REGIONS) || (types && !types.includes(holiday.type))) continue;
      seen.add(holiday.id);
      found.push({ holiday, year: years[index]! });
    }
  });

  const language = values.get('language') as string | undefined;
  const ledgers = new Map<number, LedgerData | null>();
  if (language) for (const { year: each } of found) if (!ledgers.has(each)) ledgers.set(each, await snapshot.ledger(entry.code, each));
  const holidays = found.map(({ holiday, year: each }) =>
    language ? present(holiday, { language, ledger: ledgers.get(each) ?? null, countryZone: entry.timezones[0] ?? 'UTC' }) : holiday,
  );
  const best = [...holidays].sort((a, b) => TYPE_RANK.get(a.type)! - TYPE_RANK.get(b.type)!)[0];
  const digests = files.map((file) => file?.digest ?? '-').join(',');
  const ledgerDigests = [...ledgers.values()].map((ledger) => ledger?.digest ?? '-').join(',');

  return {
    status: 200,
    format: formatOf(query),
    envelope: { is_holiday: holidays.length > 0, holiday: best, holidays, query: echoOf(raw, version) },
    etagSource: `check\0${echoKey(raw)}\0${digests}\0${ledgerDigests}`,
  };
};
