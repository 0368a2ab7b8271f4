// GET /v3/sources: where the served data comes from and on what terms, without
// a key. Each source of the published snapshot's manifest: its id, homepage,
// licence and attribution, its status in the build, and when its newest
// payload was fetched (official feeds) or which version ran (the rule library).

import { send } from '../respond.js';
import { arrayOf, envelopeTail, objectOf } from '../response-schemas.js';
import { defineOpenEndpoint } from './endpoint.js';

const text = (description: string) => ({ type: 'string', description });

const sourceObject = objectOf(
  {
    id: text("The source id, as the records' `sources` and the change feed name it."),
    homepage: text('Where the publisher offers the data.'),
    licence: text('The terms the data is published under.'),
    attribution: text('The credit a republisher gives.'),
    version: text("The rule library's version, or the digests (12 hex digits) of the payloads used."),
    status: {
      enum: ['ok', 'stale', 'failed'],
      description: 'ok: fresh; stale: an older payload stood in; failed: no usable data in this build.',
    },
    lastPayloadAt: {
      type: ['string', 'null'],
      description: 'When the newest payload used was fetched (RFC 3339); null for sources without payloads.',
    },
  },
  [],
);

export default defineOpenEndpoint({
  name: 'sources',
  tag: 'Service',
  paths: [
    { path: '/v3/sources', operationId: 'sources', summary: 'The data sources, their licences and their status' },
  ],
  description: 'No key needed. The sources of the served snapshot, with each licence and attribution.',
  responses: {
    '200': {
      description: 'The sources of the served snapshot.',
      headers: ['X-Request-Id'],
      schema: objectOf({
        snapshot: text('Id of the served snapshot.'),
        sources: arrayOf(sourceObject, 'source'),
        ...envelopeTail,
      }),
    },
    '405': { error: true },
    '503': { error: true },
  },
  async serve({ request, response, state, store }) {
    const snapshot = await store.verify();
    const sources = (await snapshot.sources()).map((source) => ({
      id: source.id,
      homepage: source.homepage ?? '',
      licence: source.licence ?? '',
      attribution: source.attribution ?? '',
      version: source.version,
      status: source.status,
      lastPayloadAt: (source.payloads ?? []).reduce<string | null>(
        (latest, payload) => (latest === null || payload.fetchedAt > latest ? payload.fetchedAt : latest),
        null,
      ),
    }));
    await send(request, response, state, { status: 200, format: 'json', envelope: { snapshot: snapshot.id, sources } });
  },
});
