// GET /v3/public-holidays/changes?since=<cursor>[&country][&limit]: the change
// feed (docs/api.md, changes), in build order across snapshot switches. Following
// `next_cursor` from the start yields every change exactly once.

import { DEFAULT_VERSION } from '../../core/contracts.js';
import { ChangeFeed, parseCursor, readingSnapshot, UnknownCursorError } from '../change-feed.js';
import { badParameters } from '../errors.js';
import * as P from '../parameters.js';
import { quote } from '../query.js';
import { arrayOf, objectOf, queryEcho } from '../response-schemas.js';
import { resolveCountry } from './country-scope.js';
import { echoKey, echoOf } from './echo.js';
import { defineEndpoint } from './endpoint.js';
import { publishedFields } from '../published-fields.js';

export const DEFAULT_LIMIT = 100;

export const CHANGE_KINDS = ['added', 'revised', 'deprecated', 'revived'];

const fieldChange = objectOf({ from: {}, to: {} });

/** Each changed field as {from, to}, in the feed and in a holiday's history. */
export const fieldChanges = {
  type: 'object',
  description:
    'Each changed field as {from, to}: date, observed, name, name_local, localLanguage, type, substitute, subdivisions, start, end, timezone, variant, estimated, sources, names (only the languages that changed), deprecated. An added record lists its published fields with from: null. A change of name_local comes with nameLocal too, the same value under its former key (deprecated).',
  properties: {
    name_local: { ...fieldChange, description: 'The name in the local language, as the holiday object names it.' },
    nameLocal: {
      ...fieldChange,
      deprecated: true,
      description:
        'Deprecated: the same change as name_local, under the key the feed used before; sent with it in every 3.x contract version. Read name_local.',
    },
  },
  additionalProperties: fieldChange,
};

export default defineEndpoint({
  name: 'changes',
  tag: 'Changes',
  paths: [{ path: '/v3/public-holidays/changes', operationId: 'listChanges', summary: 'The change feed' }],
  description:
    "Every change the builds made to the published holidays, in order, cursor-paginated: start without `since` (or with 0), then send each answer's `next_cursor`; that visits every change exactly once, across dataset updates too. A malformed or unknown cursor is a 400.",
  plan: 'growth',
  parameters: [P.since, P.country, P.limit, P.format],
  // The feed's first page is 100 changes; three are enough to see what one looks like.
  prefilled: ['limit'],
  success: {
    kind: 'envelope',
    members: {
      changes: arrayOf(
        objectOf({
          cursor: { type: 'string', description: 'Position of this change in the feed (opaque); `since` accepts it.' },
          at: { type: 'string', format: 'date-time', description: 'Snapshot time of the build that made the change.' },
          id: { type: 'string' },
          country: { type: 'string' },
          date: { type: 'string', format: 'date', description: "The holiday's date." },
          kind: { enum: CHANGE_KINDS },
          revision: { type: 'integer', minimum: 1, description: 'The revision this change made.' },
          fields: fieldChanges,
        }),
        'change',
        'Changes in the order the builds made them (build by build; within a build by date and id).',
      ),
      next_cursor: {
        type: ['string', 'null'],
        description:
          'Send as `since` for the next page, or later to poll for new changes; null only while the feed is empty.',
      },
      has_more: { type: 'boolean', description: 'true when more changes follow next_cursor now.' },
      query: queryEcho,
    },
  },

  async scope({ snapshot, values, problems }) {
    const countries = await snapshot.countries(DEFAULT_VERSION);
    return { entry: resolveCountry(countries, values.country, 'country', problems) };
  },

  async handle({ snapshot, raw, query: { since, limit, format }, scope: { entry } }) {
    const feed = new ChangeFeed(snapshot);
    const page = await readingSnapshot(snapshot, async () => {
      try {
        return await feed.page(
          since === undefined ? null : parseCursor(since),
          entry?.code ?? null,
          limit ?? DEFAULT_LIMIT,
        );
      } catch (error) {
        if (!(error instanceof UnknownCursorError)) throw error;
        throw badParameters([
          {
            code: 'invalid_parameter',
            parameter: 'since',
            message: `since ${quote(since ?? '')} is not a cursor of this feed (${error.message}): send a next_cursor from an earlier answer, or leave since out to start at the first change`,
          },
        ]);
      }
    });
    const logs = await feed.logs();
    return {
      status: 200,
      format: format ?? 'json',
      envelope: {
        changes: page.entries.map(({ cursor, change }) => ({
          cursor,
          at: change.at,
          id: change.id,
          country: change.country,
          date: change.date,
          kind: change.kind,
          revision: change.revision,
          fields: publishedFields(change.fields),
        })),
        next_cursor: page.next,
        has_more: page.hasMore,
        query: echoOf(raw, DEFAULT_VERSION),
      },
      etagSource: `changes\0${echoKey(raw)}\0${logs.map((log) => log.name).join(',')}`,
    };
  },
});
