// GET /healthz: liveness and the served snapshot, without a key.

import { send } from '../respond.js';
import { envelopeTail, objectOf } from '../response-schemas.js';
import { defineOpenEndpoint } from './endpoint.js';

export default defineOpenEndpoint({
  name: 'health',
  paths: [{ path: '/healthz', operationId: 'health', summary: 'Liveness and the served snapshot' }],
  description: 'No key needed.',
  responses: {
    '200': {
      description: 'The server answers and a snapshot is published.',
      headers: ['X-Request-Id'],
      schema: objectOf({ ok: { const: true }, snapshot: { type: 'string', description: 'Id of the served snapshot.' }, ...envelopeTail }),
    },
    '405': { error: true },
    '503': { error: true },
  },
  async serve({ request, response, state, store }) {
    const snapshot = store.verify();
    await send(request, response, state, { status: 200, format: 'json', envelope: { ok: true, snapshot: snapshot.id } });
  },
});
