// What the data endpoints share: the checked request, the contract version and
// format, the `query` echo, and the checks that need the countries file.

import { DEFAULT_VERSION, type ContractVersion } from '../../pipeline/contracts.js';
import { ApiError, type ParameterError } from '../errors.js';
import { CREDENTIAL_PARAMETERS } from '../parameters.js';
import { CITY_REGIONS_PLAN, planIncludes, type Plan } from '../plans.js';
import { echoObject, echoString, quote, type RawQuery } from '../query.js';
import type { Format, Reply } from '../respond.js';
import type { CountriesData, CountryEntry, Snapshot } from '../snapshot.js';
import { planRestricted, type CheckedQuery } from '../validate.js';

export interface EndpointRequest {
  snapshot: Snapshot;
  plan: Plan;
  raw: RawQuery;
  query: CheckedQuery;
}

export type EndpointHandler = (request: EndpointRequest) => Promise<Reply>;

export const versionOf = (query: CheckedQuery) => (query.values.get('dataVersion') as ContractVersion | undefined) ?? DEFAULT_VERSION;
export const formatOf = (query: CheckedQuery) => (query.values.get('format') as Format | undefined) ?? 'json';

/** `query` of list-like answers: a string in 3.1.x, an object in 3.0.0 (decisions §7). */
export function echoOf(raw: RawQuery, version: ContractVersion): string | Record<string, string> {
  return version === '3.0.0' ? echoObject(raw.pairs, CREDENTIAL_PARAMETERS) : echoString(raw.pairs, CREDENTIAL_PARAMETERS);
}

/** The same echo as text, for ETags. */
export const echoKey = (raw: RawQuery) => echoString(raw.pairs, CREDENTIAL_PARAMETERS);

/** The value as sent, for messages. */
export const sentValue = (raw: RawQuery, name: string) => raw.pairs.find(([parameter]) => parameter === name)?.[1] ?? '';

const COUNTRIES_HINT = 'GET /v3/public-holidays/countries lists the supported codes';

export function resolveCountry(countries: CountriesData, code: string | undefined, parameter: string, errors: ParameterError[]): CountryEntry | null {
  if (code === undefined) return null;
  const entry = countries.byCode.get(code);
  if (!entry) errors.push({ code: 'invalid_parameter', parameter, message: `${parameter} ${quote(code)} is not a supported country: ${COUNTRIES_HINT}` });
  return entry ?? null;
}

/** What every per-country endpoint starts from: the countries file of its version, the country asked for, the errors so far. */
export async function countryRequest(snapshot: EndpointRequest['snapshot'], query: CheckedQuery, version: ContractVersion = versionOf(query)) {
  const countries = await snapshot.countries(version);
  const errors: ParameterError[] = [...query.problems];
  const entry = resolveCountry(countries, query.values.get('country') as string | undefined, 'country', errors);
  return { values: query.values, version, countries, errors, entry };
}

export const yearRangeMessage = (entry: CountryEntry) => `year must be a 4-digit year between ${entry.years.from} and ${entry.years.to}`;

/** The year of a request, checked against the country's published years. */
export function checkYear(raw: RawQuery, entry: CountryEntry | null, errors: ParameterError[]): number | null {
  const sent = sentValue(raw, 'year');
  // Missing, or already reported (too long): nothing more to say.
  if (sent === '' || errors.some((error) => error.parameter === 'year')) return null;
  if (!/^\d{4}$/.test(sent)) {
    errors.push({ code: 'invalid_parameter', parameter: 'year', message: `${entry ? yearRangeMessage(entry) : 'year must be a 4-digit year such as 2025'}; got ${quote(sent)}` });
    return null;
  }
  const year = Number(sent);
  if (entry && (year < entry.years.from || year > entry.years.to)) {
    errors.push({ code: 'invalid_parameter', parameter: 'year', message: `${yearRangeMessage(entry)} (the years published for ${entry.code}); got ${quote(sent)}` });
    return null;
  }
  return year;
}

/** The `regions` codes of a request, each known for the country; city codes listed apart for gating. */
export function resolveRegions(
  countries: CountriesData,
  entry: CountryEntry,
  query: CheckedQuery,
  errors: ParameterError[],
): { codes: Set<string>; cities: string[] } | undefined {
  const codes = query.values.get('regions') as string[] | undefined;
  if (!codes) return undefined;
  const parameter = query.sent.has('regions') ? 'regions' : 'subdivision';
  const kinds = countries.regionKinds.get(entry.code)!;
  const unknown = codes.filter((code) => !kinds.has(code));
  if (unknown.length > 0) {
    errors.push({
      code: 'invalid_parameter',
      parameter,
      message: `${parameter} ${unknown.length > 1 ? 'codes' : 'code'} ${unknown.map((code) => quote(code)).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a subdivision or city of ${entry.code}: GET /v3/public-holidays/countries?code=${entry.code} lists its codes`,
    });
  }
  return { codes: new Set(codes), cities: codes.filter((code) => kinds.get(code) === 'city') };
}

/** City codes need the Pro plan (spec "Limits" rule 5). */
export function checkCityPlan(regions: { cities: string[] } | undefined, plan: Plan, parameter: string): void {
  if (regions && regions.cities.length > 0 && !planIncludes(plan, CITY_REGIONS_PLAN)) {
    throw planRestricted([{ what: `${parameter} with city codes (${regions.cities.join(', ')})`, plan: CITY_REGIONS_PLAN }], plan);
  }
}

export function notPublished(entry: CountryEntry, year: number, version: ContractVersion): ApiError {
  return new ApiError(
    'not_found',
    `no holidays are published for ${entry.code} ${year} in contract ${version}`,
    `The published years of ${entry.code} are ${entry.years.from}-${entry.years.to}; some years in between may be missing from this snapshot.`,
  );
}
