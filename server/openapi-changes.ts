// The OpenAPI paths of the change feed and of a holiday's history, added to
// the document by server/openapi.ts (which passes its shared builders in).

import type { EndpointName } from './parameters.js';
import { HISTORY_PATH } from './routes/history.js';

type Json = Record<string, unknown>;

export interface OpenApiBuilders {
  dataOperation: (endpoint: EndpointName, summary: string, description: string, success: Json, operationId: string) => Json;
  envelopeTail: Json;
  queryEcho: Json;
}

const KINDS = ['added', 'revised', 'deprecated', 'revived'];

const fieldChanges = {
  type: 'object',
  description:
    'Each changed field as {from, to}: date, observed, name, nameLocal, localLanguage, type, substitute, subdivisions, start, end, timezone, variant, sources, names (only the languages that changed), deprecated. An added record lists its published fields with from: null.',
  additionalProperties: { type: 'object', required: ['from', 'to'], properties: { from: {}, to: {} } },
};

export function changeFeedPaths({ dataOperation, envelopeTail, queryEcho }: OpenApiBuilders): Json {
  const changesSuccess = {
    type: 'object',
    required: ['changes', 'next_cursor', 'has_more', 'query', 'requestId', 'status'],
    properties: {
      changes: {
        type: 'array',
        description: 'Changes in the order the builds made them (build by build; within a build by date and id).',
        items: {
          type: 'object',
          required: ['cursor', 'at', 'id', 'country', 'date', 'kind', 'revision', 'fields'],
          properties: {
            cursor: { type: 'string', description: 'Position of this change in the feed (opaque); `since` accepts it.' },
            at: { type: 'string', format: 'date-time', description: 'Snapshot time of the build that made the change.' },
            id: { type: 'string' },
            country: { type: 'string' },
            date: { type: 'string', format: 'date', description: 'The holiday\'s date.' },
            kind: { enum: KINDS },
            revision: { type: 'integer', minimum: 1, description: 'The revision this change made.' },
            fields: fieldChanges,
          },
        },
      },
      next_cursor: { type: ['string', 'null'], description: 'Send as `since` for the next page, or later to poll for new changes; null only while the feed is empty.' },
      has_more: { type: 'boolean', description: 'true when more changes follow next_cursor now.' },
      query: queryEcho,
      ...envelopeTail,
    },
  };
  const historySuccess = {
    type: 'object',
    required: ['id', 'country', 'revisions', 'query', 'requestId', 'status'],
    properties: {
      id: { type: 'string' },
      country: { type: 'string' },
      revisions: {
        type: 'array',
        description: 'Every revision, oldest first.',
        items: {
          type: 'object',
          required: ['revision', 'at', 'snapshot', 'kind', 'changes', 'sources'],
          properties: {
            revision: { type: 'integer', minimum: 1 },
            at: { type: 'string', format: 'date-time' },
            snapshot: { type: 'string', description: 'The snapshot whose build made the revision.' },
            kind: { enum: KINDS },
            changes: fieldChanges,
            sources: { type: 'array', items: { type: 'string' }, description: 'Source ids that listed the record in that revision.' },
          },
        },
      },
      query: queryEcho,
      ...envelopeTail,
    },
  };
  const history = dataOperation(
    'history',
    "One holiday's revisions",
    'Every revision of a holiday id, oldest first, with the fields each changed and its sources. A holiday moved to another date has a new id (the old one ends deprecated). A malformed id is a 400 naming `id`; an id never published is a 404.',
    historySuccess,
    'holidayHistory',
  );
  history.parameters = [
    { name: 'id', in: 'path', required: true, description: 'A holiday id (`<YYYYMMDD>_<hex>`), as list, check and changes answer it.', schema: { type: 'string', pattern: '^\\d{8}_[0-9a-f]{6,64}$', example: '20251225_1a2b3c4d5e6f' } },
    ...(history.parameters as Json[]),
  ];
  return {
    '/v3/public-holidays/changes': {
      get: dataOperation(
        'changes',
        'The change feed',
        'Every change the builds made to the published holidays, in order, cursor-paginated: start without `since` (or with 0), then send each answer\'s `next_cursor`; that visits every change exactly once, across dataset updates too. A malformed or unknown cursor is a 400.',
        changesSuccess,
        'listChanges',
      ),
    },
    [HISTORY_PATH]: { get: history },
  };
}
