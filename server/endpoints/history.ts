// GET /v3/public-holidays/{id}/history: every revision of one holiday, oldest
// first, with the fields each changed and the sources behind it (docs/api.md, history).

import { DEFAULT_VERSION } from '../../core/contracts.js';
import { ChangeFeed, readingSnapshot } from '../change-feed.js';
import { ApiError } from '../errors.js';
import * as P from '../parameters.js';
import { quote } from '../query.js';
import { arrayOf, objectOf, queryEcho } from '../response-schemas.js';
import { CHANGE_KINDS, fieldChanges } from './changes.js';
import { echoKey, echoOf } from './echo.js';
import { defineEndpoint } from './endpoint.js';
import { publishedFields } from '../published-fields.js';

function unknownHoliday(id: string): ApiError {
  return new ApiError(
    'not_found',
    `no holiday with id ${quote(id, 80)} has ever been published`,
    'Ids look like 20251225_1a2b3c4d5e6f and come from the list, check or changes answers; a moved holiday has a new id.',
  );
}

export default defineEndpoint({
  name: 'history',
  tag: 'Changes',
  paths: [
    { path: '/v3/public-holidays/{id}/history', operationId: 'holidayHistory', summary: "One holiday's revisions" },
  ],
  description:
    'Every revision of a holiday id, oldest first, with the fields each changed and its sources. A holiday moved to another date has a new id (the old one ends deprecated). A malformed id is a 400 naming `id`; an id never published is a 404.',
  plan: 'growth',
  parameters: [P.required(P.holidayId), P.format],
  success: {
    kind: 'envelope',
    members: {
      id: { type: 'string' },
      country: { type: 'string' },
      revisions: arrayOf(
        objectOf({
          revision: { type: 'integer', minimum: 1 },
          at: { type: 'string', format: 'date-time' },
          snapshot: { type: 'string', description: 'The snapshot whose build made the revision.' },
          kind: { enum: CHANGE_KINDS },
          changes: fieldChanges,
          sources: arrayOf({ type: 'string' }, 'source', 'Source ids that listed the record in that revision.'),
        }),
        'revision',
        'Every revision, oldest first.',
      ),
      query: queryEcho,
    },
  },

  async handle({ snapshot, raw, query: { id, format } }) {
    const feed = new ChangeFeed(snapshot);
    const entries = await readingSnapshot(snapshot, () => feed.history(id));
    if (entries.length === 0) throw unknownHoliday(id);
    return {
      status: 200,
      format: format ?? 'json',
      envelope: {
        id,
        country: entries[0]!.change.country,
        revisions: entries.map(({ change }) => ({
          revision: change.revision,
          at: change.at,
          snapshot: change.snapshot,
          kind: change.kind,
          changes: publishedFields(change.fields),
          sources: change.sources,
        })),
        query: echoOf(raw, DEFAULT_VERSION),
      },
      etagSource: `history\0${id}\0${echoKey(raw)}\0${entries.map((entry) => `${entry.cursor}:${entry.change.revision}`).join(',')}`,
    };
  },
});
