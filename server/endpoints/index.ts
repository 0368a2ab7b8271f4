// The one list of endpoints. Routing, the OpenAPI document (server/openapi.ts),
// the XML element names and the docs test all read it: adding an endpoint is a
// module in this folder and a line here.

import calendarCountries from './calendar-countries.js';
import calendarHolidays from './calendar-holidays.js';
import calendarPage from './calendar-page.js';
import changes from './changes.js';
import check from './check.js';
import countries from './countries.js';
import docsFiles from './docs-assets.js';
import docsPage from './docs-page.js';
import type { AnyEndpoint } from './endpoint.js';
import exportFile from './export.js';
import health from './health.js';
import history from './history.js';
import list from './list.js';
import metrics from './metrics.js';
import next from './next.js';
import openapiDocument from './openapi-document.js';
import sources from './sources.js';
import workingDays from './working-days.js';

/** In the OpenAPI document's order. */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  list,
  countries,
  check,
  workingDays,
  next,
  exportFile,
  changes,
  history,
  sources,
  health,
  metrics,
  openapiDocument,
  docsPage,
  docsFiles,
  calendarPage,
  calendarCountries,
  calendarHolidays,
];

/** Every path the server answers, templated paths as written (`{id}`). */
export const ROUTE_PATHS: readonly string[] = ENDPOINTS.flatMap((endpoint) => endpoint.paths.map((each) => each.path));

export interface Route {
  endpoint: AnyEndpoint;
  /** Values of the path's `{name}` segments, as sent (not decoded). */
  pathValues: Record<string, string>;
}

const exact = new Map<string, AnyEndpoint>();
const templated: { pattern: RegExp; names: string[]; endpoint: AnyEndpoint }[] = [];
for (const endpoint of ENDPOINTS) {
  for (const { path } of endpoint.paths) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(path, endpoint);
      continue;
    }
    const source = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
    templated.push({ pattern: new RegExp(`^${source.join('([^/]+)')}$`), names, endpoint });
  }
}

/** The endpoint answering a path (without its query and trailing slash), or null. */
export function matchRoute(path: string): Route | null {
  const endpoint = exact.get(path);
  if (endpoint) return { endpoint, pathValues: {} };
  for (const route of templated) {
    const match = route.pattern.exec(path);
    if (match)
      return {
        endpoint: route.endpoint,
        pathValues: Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]!])),
      };
  }
  return null;
}
