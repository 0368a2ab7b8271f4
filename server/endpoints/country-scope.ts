// The steps every per-country endpoint shares, done once: the countries file
// of the contract version asked for, the country, the endpoint's own checks
// against that country (a year or a day within its published years), and the
// `regions` codes. Problems are collected, so a request hears of all at once.

import { DEFAULT_VERSION, type ContractVersion } from '../../core/contracts.js';
import { currentIsoCode, isoSubdivisions, RegionScope } from '../../core/iso-3166-2.js';
import { nearestNames } from '../../core/text.js';
import { ApiError, type ParameterError } from '../errors.js';
import { quote, type RawQuery } from '../query.js';
import type { CountriesData, CountryEntry } from '../snapshot.js';
import type { ScopeInput } from './endpoint.js';

export interface Regions {
  /** The codes as answered: as sent, a replaced ISO code as its current one. */
  codes: ReadonlySet<string>;
  /** Which holidays they select. */
  scope: RegionScope;
}

export interface CountryScope {
  countries: CountriesData;
  entry: CountryEntry;
  version: ContractVersion;
  /** The listed codes, each known for the country; absent without `regions`. */
  regions?: Regions;
}

interface CountryValues {
  country?: string;
  dataVersion?: ContractVersion;
  regions?: string[];
}

export interface CountryScopeOptions<Q, X> {
  /** A version of the endpoint's own rather than `dataVersion`'s. */
  version?: ContractVersion;
  /** The endpoint's checks against the country; null when it added a problem. */
  check?: (input: ScopeInput<Q>, entry: CountryEntry | null) => X | null;
}

const COUNTRIES_HINT = 'GET /v3/public-holidays/countries lists the supported codes';

export function resolveCountry(
  countries: CountriesData,
  code: string | undefined,
  parameter: string,
  problems: ParameterError[],
): CountryEntry | null {
  if (code === undefined) return null;
  const entry = countries.byCode.get(code);
  if (!entry)
    problems.push({
      code: 'invalid_parameter',
      parameter,
      message: `${parameter} ${quote(code)} is not a supported country: ${COUNTRIES_HINT}`,
    });
  return entry ?? null;
}

/** The `scope` of a per-country endpoint: `scope: (input) => countryScope(input, options)`. */
export async function countryScope<Q extends CountryValues, X extends object = object>(
  input: ScopeInput<Q>,
  options: CountryScopeOptions<Q, X> = {},
): Promise<(CountryScope & X) | null> {
  const { values, problems } = input;
  const version = options.version ?? values.dataVersion ?? DEFAULT_VERSION;
  const countries = await input.snapshot.countries(version);
  const entry = resolveCountry(countries, values.country, 'country', problems);
  const own = options.check ? options.check(input, entry) : ({} as X);
  const regions =
    entry && values.regions
      ? resolveRegions(
          countries,
          entry,
          values.regions,
          input.sent.has('regions') ? 'regions' : 'subdivision',
          problems,
        )
      : undefined;
  if (problems.length > 0 || !entry || own === null) return null;
  return { countries, entry, version, regions, ...own };
}

/**
 * The listed codes, each a subdivision or city code the data publishes or an
 * ISO 3166-2 code of the country (current, or replaced: then its current code).
 */
function resolveRegions(
  countries: CountriesData,
  entry: CountryEntry,
  codes: string[],
  parameter: string,
  problems: ParameterError[],
): Regions {
  const kinds = countries.regionKinds.get(entry.code)!;
  const resolved = codes.map((code) => (kinds.has(code) ? code : currentIsoCode(entry.code, code)));
  const unknown = codes.filter((_, index) => resolved[index] === null);
  if (unknown.length > 0) {
    const known = [
      ...new Set([...kinds.keys(), ...isoSubdivisions(entry.code).map((subdivision) => subdivision.code)]),
    ];
    // Compared without the country prefix, so DE-BY sent for AT still finds AT-… codes that look like BY.
    const local = (code: string) => code.slice(code.indexOf('-') + 1);
    const nearest = [...new Set(unknown.flatMap((code) => nearestNames(local(code), known.map(local), 3)))].map(
      (suffix) => `${entry.code}-${suffix}`,
    );
    problems.push({
      code: 'invalid_parameter',
      parameter,
      message: `${parameter} ${unknown.length > 1 ? 'codes' : 'code'} ${unknown.map((code) => quote(code)).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a subdivision or city of ${entry.code}${nearest.length > 0 ? ` (nearest: ${nearest.join(', ')})` : ''}: GET /v3/public-holidays/countries?code=${entry.code} lists its codes`,
    });
  }
  const answered = resolved.filter((code): code is string => code !== null);
  return { codes: new Set(answered), scope: new RegionScope(entry.code, answered) };
}

/** The value as sent, for messages. */
const sentValue = (raw: RawQuery, name: string) => raw.pairs.find(([parameter]) => parameter === name)?.[1] ?? '';

const yearRangeMessage = (entry: CountryEntry) =>
  `year must be a 4-digit year between ${entry.years.from} and ${entry.years.to}`;

/** The year of a request, checked against the country's published years; null when missing or refused. */
export function checkYear(raw: RawQuery, entry: CountryEntry | null, problems: ParameterError[]): number | null {
  const sent = sentValue(raw, 'year');
  // Missing, or already reported (too long): nothing more to say.
  if (sent === '' || problems.some((problem) => problem.parameter === 'year')) return null;
  if (!/^\d{4}$/.test(sent)) {
    problems.push({
      code: 'invalid_parameter',
      parameter: 'year',
      message: `${entry ? yearRangeMessage(entry) : 'year must be a 4-digit year such as 2025'}; got ${quote(sent)}`,
    });
    return null;
  }
  const year = Number(sent);
  if (entry && (year < entry.years.from || year > entry.years.to)) {
    problems.push({
      code: 'invalid_parameter',
      parameter: 'year',
      message: `${yearRangeMessage(entry)} (the years published for ${entry.code}); got ${quote(sent)}`,
    });
    return null;
  }
  return year;
}

/** A problem when `day` lies outside the country's published years. */
export function dayOutsideYears(entry: CountryEntry, parameter: string, day: string): ParameterError | null {
  const year = Number(day.slice(0, 4));
  if (year >= entry.years.from && year <= entry.years.to) return null;
  return {
    code: 'invalid_parameter',
    parameter,
    message: `${parameter} must be a day in ${entry.years.from}-${entry.years.to} (the years published for ${entry.code}); got ${quote(day)}`,
  };
}

/** The check of endpoints that take one `date`: it must lie within the country's published years. */
export function dateWithinYears<Q extends { date?: string }>(
  { values, problems }: ScopeInput<Q>,
  entry: CountryEntry | null,
): object {
  const outside = entry && values.date !== undefined ? dayOutsideYears(entry, 'date', values.date) : null;
  if (outside) problems.push(outside);
  return {};
}

/** A year within the country's range whose file this snapshot lacks (a gap between two builds' ranges). */
export function notPublished(entry: CountryEntry, year: number, version: ContractVersion): ApiError {
  return new ApiError(
    'not_found',
    `no holidays are published for ${entry.code} ${year} in contract ${version}`,
    `The published years of ${entry.code} are ${entry.years.from}-${entry.years.to}; some years in between may be missing from this snapshot.`,
  );
}
