// GET /v3/openapi.json: the committed OpenAPI document (server/openapi.json,
// written by `tsx server/openapi.ts`), without a key. The document itself is
// the body, so it carries no requestId; its X-Request-Id header does.

import { CONTENT_TYPES, etagOf, notModified } from '../respond.js';
import { defineOpenEndpoint } from './endpoint.js';
import { OPENAPI_BYTES } from '../openapi-file.js';

const etag = etagOf(OPENAPI_BYTES.toString('utf8'));

export default defineOpenEndpoint({
  name: 'openapi',
  paths: [{ path: '/v3/openapi.json', operationId: 'openapi', summary: 'This document' }],
  description: 'No key needed. The document itself carries no requestId or status; the X-Request-Id header does.',
  responses: {
    '200': { description: 'The OpenAPI document.', headers: ['X-Request-Id', 'ETag'], schema: { type: 'object' } },
    '304': { description: 'Not modified.', headers: ['ETag'] },
    '405': { error: true },
  },
  serve({ request, response, state }) {
    const headers = {
      'X-Request-Id': state.requestId,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'ETag, X-Request-Id',
      ETag: etag,
      'Cache-Control': 'no-cache',
      ...state.headers,
    };
    if (notModified(request, etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES.json, 'Content-Length': OPENAPI_BYTES.length });
    response.end(request.method === 'HEAD' ? undefined : OPENAPI_BYTES);
  },
});
