// GET /: the holiday calendar for people, without a key. One HTML file
// (server/pages/calendar.html, its style and script inline): pick a country,
// a year and a region, see the twelve months with the holidays coloured by
// type, their list, and the list call that answers the same. Its data comes
// from /v3/calendar/countries and /v3/calendar/holidays.

import { inlineHashes, pageFile } from '../static-files.js';
import { definePageEndpoint } from './page-endpoint.js';

const page = pageFile('calendar.html');
const html = page.body.toString('utf8');
// Its own inline script and style only (by digest), and requests to this server.
page.headers['Content-Security-Policy'] =
  `default-src 'none'; script-src ${inlineHashes(html, 'script')}; style-src ${inlineHashes(html, 'style')}; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export default definePageEndpoint({
  name: 'calendar',
  path: '/',
  operationId: 'calendarPage',
  summary: 'The holiday calendar, as a page',
  description:
    "No key needed. An HTML page: a country's year as twelve months with its holidays by type, their list, and the list call that returns them. Its data: /v3/calendar/countries and /v3/calendar/holidays.",
  what: 'The calendar page.',
  page,
});
