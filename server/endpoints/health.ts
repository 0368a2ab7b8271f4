// GET /healthz: liveness, the served snapshot and where the limits are
// counted, without a key. `health` is `degraded` (still 200: the API serves)
// while the shared counters cannot be reached and each process counts alone,
// and while the published snapshot failed its check and the one before it is
// served.

import { send } from '../respond.js';
import { envelopeTail, objectOf } from '../response-schemas.js';
import { defineOpenEndpoint } from './endpoint.js';

export default defineOpenEndpoint({
  name: 'health',
  tag: 'Service',
  paths: [{ path: '/healthz', operationId: 'health', summary: 'Liveness and the served snapshot' }],
  description: 'No key needed.',
  responses: {
    '200': {
      description:
        'The server answers and a snapshot is published. `health` is `degraded` while the shared request counters (Redis) cannot be reached (requests are then counted in each process alone, and still answered), and while the newest published snapshot failed its check (`refused`): the one before it is served.',
      headers: ['X-Request-Id'],
      schema: objectOf(
        {
          ok: { const: true },
          health: {
            enum: ['ok', 'degraded'],
            description:
              '`degraded`: the limits are counted where other processes cannot see them (Redis unreachable), or the newest published snapshot was refused.',
          },
          snapshot: { type: 'string', description: 'Id of the served snapshot.' },
          refused: {
            ...objectOf({
              snapshot: { type: 'string', description: 'Id of the published snapshot that is not served.' },
              reason: { type: 'string', description: 'The file and what is wrong with it.' },
            }),
            description:
              'Present when the newest published snapshot failed its check (a file missing, not matching its digest in the manifest, or breaking its schema) and the one before it is served.',
          },
          counters: objectOf({
            store: {
              enum: ['process', 'primary', 'redis'],
              description:
                'Where the limits are counted: this process, the cluster primary (shared by its workers), or Redis (shared by every process).',
            },
            degraded: { type: 'boolean' },
            detail: { type: 'string', description: 'One sentence for operators.' },
          }),
          ...envelopeTail,
        },
        ['refused'],
      ),
    },
    '405': { error: true },
    '503': { error: true },
  },
  async serve({ request, response, state, store, counters }) {
    const snapshot = await store.verify();
    const refused = store.refused();
    const health = counters.degraded || refused ? 'degraded' : 'ok';
    await send(request, response, state, {
      status: 200,
      format: 'json',
      envelope: { ok: true, health, snapshot: snapshot.id, ...(refused ? { refused } : {}), counters },
    });
  },
});
