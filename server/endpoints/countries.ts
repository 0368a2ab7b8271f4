// GET /v3/public-holidays/countries (and its alias /v3/countries): the
// supported countries with their subdivisions, languages, zones, weekend and
// published years, and in 3.2.0 every ISO 3166-2 subdivision (docs/api.md,
// Endpoints); `code` picks one.

import { DEFAULT_VERSION } from '../../core/contracts.js';
import * as P from '../parameters.js';
import { RawJson } from '../respond.js';
import { anyCountry, arrayOf, queryEcho } from '../response-schemas.js';
import { resolveCountry } from './country-scope.js';
import { echoKey, echoOf } from './echo.js';
import { defineEndpoint } from './endpoint.js';

const DESCRIPTION =
  'Supported countries with their subdivision and city codes, languages, time zones, weekend days and published years; from dataVersion 3.2.0 also every ISO 3166-2 subdivision of each country (isoSubdivisions: code, name, type and parent as ISO gives them, and the codes ISO replaced by it), each a valid regions code.';

export default defineEndpoint({
  name: 'countries',
  tag: 'Countries',
  paths: [
    { path: '/v3/public-holidays/countries', operationId: 'listCountries', summary: 'Supported countries' },
    {
      path: '/v3/countries',
      operationId: 'listCountriesAlias',
      summary: 'Supported countries (alias)',
      note: 'Alias of /v3/public-holidays/countries.',
    },
  ],
  description: DESCRIPTION,
  plan: 'explorer',
  parameters: [P.code, P.dataVersion, P.format],
  success: { kind: 'envelope', members: { countries: arrayOf(anyCountry, 'country'), query: queryEcho } },

  async scope({ snapshot, values, problems }) {
    const version = values.dataVersion ?? DEFAULT_VERSION;
    const countries = await snapshot.countries(version);
    const entry = resolveCountry(countries, values.code, 'code', problems);
    return { countries, entry, version };
  },

  async handle({ raw, query, scope: { countries, entry, version } }) {
    const index = entry ? countries.countries.indexOf(entry) : -1;
    const selected = entry
      ? new RawJson(`[${countries.json[index]}]`, () => [entry])
      : new RawJson(`[${countries.json.join(',')}]`, () => countries.countries);
    return {
      status: 200,
      format: query.format ?? 'json',
      envelope: { countries: selected, query: echoOf(raw, version) },
      etagSource: `countries\0${echoKey(raw)}\0${countries.digest}`,
    };
  },
});
