// GET /v3/public-holidays/countries (and its alias /v3/countries): the
// supported countries with their subdivisions, languages, zones, weekend and
// published years (decisions §4); `code` picks one.

import { badParameters, type ParameterError } from '../errors.js';
import { RawJson } from '../respond.js';
import { echoKey, echoOf, formatOf, resolveCountry, versionOf, type EndpointHandler } from './common.js';

export const listCountries: EndpointHandler = async ({ snapshot, raw, query }) => {
  const version = versionOf(query);
  const countries = await snapshot.countries(version);
  const code = query.values.get('code') as string | undefined;
  const errors: ParameterError[] = [...query.problems];
  const entry = resolveCountry(countries, code, 'code', errors);
  if (errors.length > 0) throw badParameters(errors);
  const index = entry ? countries.countries.indexOf(entry) : -1;
  const selected = entry ? new RawJson(`[${countries.json[index]}]`, () => [entry]) : new RawJson(`[${countries.json.join(',')}]`, () => countries.countries);
  return {
    status: 200,
    format: formatOf(query),
    envelope: { countries: selected, query: echoOf(raw, version) },
    etagSource: `countries\0${echoKey(raw)}\0${countries.digest}`,
  };
};
