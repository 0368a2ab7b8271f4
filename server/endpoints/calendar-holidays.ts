// GET /v3/calendar/holidays?country=US&year=2026: the holidays the calendar
// page (/) shows, without a key: one country's active holidays of one year,
// as the list answers them unfiltered for the default contract version, but
// only the members the page reads, and the year's weekends (core/weekend.ts,
// as /v3/working-days counts them) for the page to shade. The page narrows
// them to a region by the list's own rule (nationwide, or observed in that
// region) and to the types ticked, so that what it shows is what its curl
// line answers.

import { DEFAULT_VERSION } from '../../core/contracts.js';
import { weekendPeriods } from '../../core/weekend.js';
import { badParameters, type ParameterError } from '../errors.js';
import * as P from '../parameters.js';
import { parseRawQuery, quote } from '../query.js';
import { send } from '../respond.js';
import { arrayOf, envelopeTail, objectOf, ref } from '../response-schemas.js';
import { checkYear, notPublished, resolveCountry } from './country-scope.js';
import { defineOpenEndpoint } from './endpoint.js';

const NAMES = ['country', 'year'];

const text = (description: string) => ({ type: 'string', description });

const holidayObject = objectOf({
  id: text('The holiday id, as the list gives it.'),
  date: { type: 'string', format: 'date', description: 'The day (YYYY-MM-DD).' },
  observed: { type: 'string', format: 'date', description: 'The day it is observed.' },
  name: text('English name.'),
  name_local: text('Name in the local language.'),
  type: ref('HolidayType'),
  public: { type: 'boolean', description: 'A public holiday nationwide.' },
  substitute: { type: 'boolean', description: 'A substitute day for a holiday on a weekend or another holiday.' },
  subdivisions: { type: 'array', items: { type: 'string' }, description: 'Where it is observed; empty: nationwide.' },
});

export default defineOpenEndpoint({
  name: 'calendar-holidays',
  tag: 'Pages',
  paths: [
    {
      path: '/v3/calendar/holidays',
      operationId: 'calendarHolidays',
      summary: "The calendar page: one country's holidays of one year",
    },
  ],
  description:
    'No key needed; not rate-limited. What the calendar page shows: the active holidays of one country and year in the default contract version, as /v3/public-holidays/list answers them without filters, with fewer members, and the weekends of that year. The list itself, with its filters, formats, languages and time zones, needs a key.',
  parameters: [
    {
      name: 'country',
      in: 'query',
      required: true,
      description: P.country.description,
      schema: P.country.schema,
      example: P.country.example,
    },
    {
      name: 'year',
      in: 'query',
      required: true,
      description: P.year.description,
      schema: P.year.schema,
      example: P.year.example,
    },
  ],
  responses: {
    '200': {
      description: 'The holidays, in date order.',
      headers: ['X-Request-Id', 'ETag'],
      schema: objectOf({
        country: text('The country code.'),
        year: { type: 'integer' },
        holidays: arrayOf(holidayObject, 'holiday'),
        weekendPeriods: arrayOf(
          objectOf({
            from: { type: 'string', format: 'date', description: 'First day of the period (YYYY-MM-DD).' },
            to: { type: 'string', format: 'date', description: 'Last day of the period.' },
            weekend: arrayOf(
              { type: 'integer', minimum: 0, maximum: 6 },
              'day',
              'The weekend days then (0 = Sunday … 6 = Saturday).',
            ),
          }),
          'period',
          "The year's weekend conventions in order, as /v3/working-days gives them: one for the whole year unless the country changed its weekend that year (Nepal, 6 April 2026).",
        ),
        total: { type: 'integer', minimum: 0, description: 'The number of holidays in `holidays`.' },
        ...envelopeTail,
      }),
    },
    '304': { description: 'Not modified: If-None-Match named the current ETag.', headers: ['ETag'] },
    '400': { error: true },
    '404': { error: true },
    '405': { error: true },
    '500': { error: true },
    '503': { error: true },
  },
  async serve({ request, response, state, store }) {
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    const raw = parseRawQuery(mark === -1 ? '' : url.slice(mark + 1));
    const problems: ParameterError[] = raw.problems.map((problem) => ({ code: 'invalid_parameter', ...problem }));
    for (const [name] of raw.pairs) {
      if (!NAMES.includes(name))
        problems.push({
          code: 'unknown_parameter',
          parameter: name.slice(0, 40),
          message: `unknown parameter ${quote(name)}: this endpoint accepts country, year`,
        });
    }
    const sent = (name: string) => raw.pairs.find(([each]) => each === name)?.[1];
    for (const name of NAMES)
      if (!sent(name))
        problems.push({
          code: 'missing_parameter',
          parameter: name,
          message: `${name} is required: ${name === 'country' ? 'an ISO 3166-1 alpha-2 code such as US' : 'a 4-digit year such as 2026'}`,
        });

    const snapshot = store.current();
    const countries = await snapshot.countries(DEFAULT_VERSION);
    let code: string | undefined;
    const country = sent('country');
    if (country) {
      const parsed = P.country.parse.safeParse(country);
      if (parsed.success) code = parsed.data;
      else
        problems.push({
          code: 'invalid_parameter',
          parameter: 'country',
          message: `country ${quote(country)} must be an ISO 3166-1 alpha-2 country code such as US`,
        });
    }
    const entry = resolveCountry(countries, code, 'country', problems);
    const year = checkYear(raw, entry, problems);
    if (problems.length > 0 || !entry || year === null) throw badParameters(problems);

    const data = await snapshot.year(DEFAULT_VERSION, entry.code, year);
    if (!data) throw notPublished(entry, year, DEFAULT_VERSION);
    const holidays = data.holidays
      .filter((holiday) => !holiday.deprecated)
      .map((holiday) => ({
        id: holiday.id,
        date: holiday.date,
        observed: holiday.observed,
        name: holiday.name,
        name_local: holiday.name_local,
        type: holiday.type,
        public: holiday.public,
        substitute: holiday.substitute,
        subdivisions: holiday.subdivisions,
      }));
    const periods = weekendPeriods(entry.code, `${year}-01-01`, `${year}-12-31`);
    await send(request, response, state, {
      status: 200,
      format: 'json',
      envelope: { country: entry.code, year, holidays, weekendPeriods: periods, total: holidays.length },
      // The weekends come from the server's reviewed history, not the snapshot: a change to it changes the ETag.
      etagSource: `calendar-holidays\0${entry.code}\0${year}\0${data.digest}\0${JSON.stringify(periods)}`,
    });
  },
});
