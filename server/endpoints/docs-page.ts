// GET /v3/docs: the API reference for people, without a key. Swagger UI
// (the swagger-ui-dist package, served from its own files under /v3/docs/…)
// renders the served OpenAPI document, /v3/openapi.json; nothing comes from
// another site, so the page works offline.

import { pageFile, sendStatic } from '../static-files.js';
import { defineOpenEndpoint } from './endpoint.js';

/** Everything from this server; Swagger UI sets style attributes and shows data: images. */
export const DOCS_POLICY = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const page = pageFile('docs.html', { 'Content-Security-Policy': DOCS_POLICY });

export default defineOpenEndpoint({
  name: 'docs',
  paths: [{ path: '/v3/docs', operationId: 'docsPage', summary: 'This reference, as a page' }],
  description: 'No key needed. An HTML page: Swagger UI rendering /v3/openapi.json, its files served from /v3/docs/{file}.',
  responses: {
    '200': { description: 'The page.', headers: ['X-Request-Id', 'ETag'], content: { 'text/html': 'The reference page.' } },
    '304': { description: 'Not modified.', headers: ['ETag'] },
    '405': { error: true },
  },
  serve: ({ request, response, state }) => sendStatic(request, response, state, page),
});
