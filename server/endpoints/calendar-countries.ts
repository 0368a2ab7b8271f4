// GET /v3/calendar/countries: what the calendar page (/) offers to choose
// from, without a key: each published country with its years and its
// regions (the subdivision codes `regions=` of the list takes on every plan;
// city codes, a Pro feature of that filter, are left out), and the day its
// weeks start on (CLDR's, core/week-start.ts) for the page's month grids.
// Read from the served snapshot's countries file of the default contract version.

import { DEFAULT_VERSION } from '../../core/contracts.js';
import { weekStart } from '../../core/week-start.js';
import { send } from '../respond.js';
import { arrayOf, envelopeTail, objectOf } from '../response-schemas.js';
import { defineOpenEndpoint } from './endpoint.js';

const text = (description: string) => ({ type: 'string', description });

const countryObject = objectOf({
  code: text('ISO 3166-1 alpha-2 code.'),
  name: text('English name.'),
  years: objectOf({ from: { type: 'integer' }, to: { type: 'integer' } }),
  regions: arrayOf(
    objectOf({ code: text('Subdivision code, as `regions=` takes it.'), name: text('Its name.') }),
    'region',
  ),
  weekStart: {
    type: 'integer',
    minimum: 0,
    maximum: 6,
    description:
      "The day its weeks start on, as CLDR's week data gives it (0 = Sunday … 6 = Saturday): 0 in the United States, 1 in Germany.",
  },
});

export default defineOpenEndpoint({
  name: 'calendar-countries',
  tag: 'Pages',
  paths: [
    {
      path: '/v3/calendar/countries',
      operationId: 'calendarCountries',
      summary: 'The calendar page: countries, years and regions',
    },
  ],
  description:
    "No key needed; not rate-limited. The calendar page's choices: each country of the served snapshot with its published years, its subdivisions (regions; city codes left out) and the day its weeks start on. The same facts as /v3/public-holidays/countries, fewer of them, and the week start.",
  responses: {
    '200': {
      description: 'The countries of the served snapshot.',
      headers: ['X-Request-Id', 'ETag'],
      schema: objectOf({
        snapshot: text('Id of the served snapshot.'),
        countries: arrayOf(countryObject, 'country'),
        ...envelopeTail,
      }),
    },
    '304': { description: 'Not modified: If-None-Match named the current ETag.', headers: ['ETag'] },
    '405': { error: true },
    '500': { error: true },
    '503': { error: true },
  },
  async serve({ request, response, state, store }) {
    const snapshot = store.current();
    const data = await snapshot.countries(DEFAULT_VERSION);
    const countries = data.countries.map((country) => ({
      code: country.code,
      name: country.name,
      years: { from: country.years.from, to: country.years.to },
      regions: country.subdivisions
        .filter((region) => region.type === 'region')
        .map((region) => ({ code: region.code, name: region.name })),
      weekStart: weekStart(country.code),
    }));
    await send(request, response, state, {
      status: 200,
      format: 'json',
      envelope: { snapshot: snapshot.id, countries },
      // The week starts come from the runtime's CLDR data, not the snapshot: a new one changes the ETag.
      etagSource: `calendar-countries\0${snapshot.id}\0${data.digest}\0${countries.map((country) => country.weekStart).join('')}`,
    });
  },
});
