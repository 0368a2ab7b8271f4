// GET /v3/openapi.json: the committed OpenAPI document (server/openapi.json,
// written by `tsx server/openapi.ts`), without a key. The document itself is
// the body, so it carries no requestId; its X-Request-Id header does. Sent as
// the pages are (server/static-files.ts): compressed once per encoding, as
// every other body of its size is when the client accepts it.

import { CONTENT_TYPES } from '../respond.js';
import { bytesFile, sendStatic } from '../static-files.js';
import { defineOpenEndpoint } from './endpoint.js';
import { OPENAPI_BYTES } from '../openapi-file.js';

const document = bytesFile(OPENAPI_BYTES, CONTENT_TYPES.json, {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, X-Request-Id',
});

export default defineOpenEndpoint({
  name: 'openapi',
  tag: 'Service',
  paths: [{ path: '/v3/openapi.json', operationId: 'openapi', summary: 'This document' }],
  description: 'No key needed. The document itself carries no requestId or status; the X-Request-Id header does.',
  responses: {
    '200': { description: 'The OpenAPI document.', headers: ['X-Request-Id', 'ETag'], schema: { type: 'object' } },
    '304': { description: 'Not modified.', headers: ['ETag'] },
    '405': { error: true },
  },
  serve: ({ request, response, state }) => sendStatic(request, response, state, document),
});
