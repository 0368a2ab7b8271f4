// What a page endpoint is: an HTML page for people (server/pages/), served as
// it is without a key (server/static-files.ts sends it). The calendar (/) and
// the API reference (/v3/docs) are each one definition made here.

import { sendStatic, type StaticFile } from '../static-files.js';
import { defineOpenEndpoint, type OpenEndpoint } from './endpoint.js';

/** An HTML page served as it is, no key needed: its path, what it is, and its file. */
export function definePageEndpoint(spec: {
  name: string;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  page: StaticFile;
  what: string;
}): OpenEndpoint {
  return defineOpenEndpoint({
    name: spec.name,
    tag: 'Pages',
    paths: [{ path: spec.path, operationId: spec.operationId, summary: spec.summary }],
    description: spec.description,
    responses: {
      '200': { description: 'The page.', headers: ['X-Request-Id', 'ETag'], content: { 'text/html': spec.what } },
      '304': { description: 'Not modified.', headers: ['ETag'] },
      '405': { error: true },
    },
    serve: ({ request, response, state }) => sendStatic(request, response, state, spec.page),
  });
}
