// GET /v3/docs: the API reference for people, without a key. Swagger UI
// (the swagger-ui-dist package, served from its own files under /v3/docs/…)
// renders the served OpenAPI document, /v3/openapi.json; nothing comes from
// another site, so the page works offline.

import { pageFile } from '../static-files.js';
import { definePageEndpoint } from './page-endpoint.js';

/** Everything from this server; Swagger UI sets style attributes and shows data: images. */
export const DOCS_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const page = pageFile('docs.html', { 'Content-Security-Policy': DOCS_POLICY });

export default definePageEndpoint({
  name: 'docs',
  path: '/v3/docs',
  operationId: 'docsPage',
  summary: 'This reference, as a page',
  description:
    'No key needed. An HTML page: Swagger UI rendering /v3/openapi.json, its files served from /v3/docs/{file}.',
  what: 'The reference page.',
  page,
});
