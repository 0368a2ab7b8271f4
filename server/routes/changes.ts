// GET /v3/public-holidays/changes?since=<cursor>[&country][&limit]: the change
// feed (decisions §4), in build order across snapshot switches. Following
// `next_cursor` from the start yields every change exactly once.

import { DEFAULT_VERSION } from '../../pipeline/contracts.js';
import { ChangeFeed, parseCursor, UnknownCursorError } from '../change-feed.js';
import { badParameters } from '../errors.js';
import { quote } from '../query.js';
import { echoKey, echoOf, formatOf, countryRequest, type EndpointHandler } from './common.js';
import { readingSnapshot } from './history.js';

export const DEFAULT_LIMIT = 100;

export const listChanges: EndpointHandler = async ({ snapshot, raw, query }) => {
  const { values, errors, entry } = await countryRequest(snapshot, query, DEFAULT_VERSION);
  const since = values.get('since') as string | undefined;
  const limit = (values.get('limit') as number | undefined) ?? DEFAULT_LIMIT;
  if (errors.length > 0) throw badParameters(errors);

  const feed = new ChangeFeed(snapshot.dir);
  const page = await readingSnapshot(snapshot, async () => {
    try {
      return await feed.page(since === undefined ? null : parseCursor(since), entry?.code ?? null, limit);
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
    format: formatOf(query),
    envelope: {
      changes: page.entries.map(({ cursor, change }) => ({
        cursor,
        at: change.at,
        id: change.id,
        country: change.country,
        date: change.date,
        kind: change.kind,
        revision: change.revision,
        fields: change.fields,
      })),
      next_cursor: page.next,
      has_more: page.hasMore,
      query: echoOf(raw, DEFAULT_VERSION),
    },
    etagSource: `changes\0${echoKey(raw)}\0${logs.map((log) => log.name).join(',')}`,
  };
};
