// GET /v3/public-holidays/{id}/history: every revision of one holiday, oldest
// first, with the fields each changed and the sources behind it (decisions §4).

import { existsSync } from 'node:fs';
import { DEFAULT_VERSION } from '../../pipeline/contracts.js';
import { ChangeFeed } from '../change-feed.js';
import { ApiError, badParameters } from '../errors.js';
import { quote } from '../query.js';
import { SnapshotGoneError, type Snapshot } from '../snapshot.js';
import { echoKey, echoOf, formatOf, type EndpointHandler } from './common.js';

export const HISTORY_PATH = '/v3/public-holidays/{id}/history';
const HISTORY_ROUTE = /^\/v3\/public-holidays\/([^/]+)\/history$/;
/** `<YYYYMMDD>_<hex>` (decisions §1). */
const HOLIDAY_ID = /^\d{8}_[0-9a-f]{6,64}$/;

/** A missing change log of a snapshot that was pruned under the request: answer from the current one. */
export async function readingSnapshot<T>(snapshot: Snapshot, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(snapshot.dir)) {
      throw new SnapshotGoneError(`snapshot ${snapshot.id} was removed while its change logs were read`);
    }
    throw error;
  }
}

function unknownHoliday(id: string): ApiError {
  return new ApiError(
    'not_found',
    `no holiday with id ${quote(id, 80)} has ever been published`,
    'Ids look like 20251225_1a2b3c4d5e6f and come from the list, check or changes answers; a moved holiday has a new id.',
  );
}

function historyHandler(id: string): EndpointHandler {
  return async ({ snapshot, raw, query }) => {
    if (!HOLIDAY_ID.test(id)) {
      throw badParameters([{ code: 'invalid_parameter', parameter: 'id', message: `id must be a holiday id such as 20251225_1a2b3c4d5e6f (<YYYYMMDD>_<lowercase hex>); got ${quote(id, 80)}` }]);
    }
    const feed = new ChangeFeed(snapshot.dir);
    const entries = await readingSnapshot(snapshot, () => feed.history(id));
    if (entries.length === 0) throw unknownHoliday(id);
    return {
      status: 200,
      format: formatOf(query),
      envelope: {
        id,
        country: entries[0]!.change.country,
        revisions: entries.map(({ change }) => ({
          revision: change.revision,
          at: change.at,
          snapshot: change.snapshot,
          kind: change.kind,
          changes: change.fields,
          sources: change.sources,
        })),
        query: echoOf(raw, DEFAULT_VERSION),
      },
      etagSource: `history\0${id}\0${echoKey(raw)}\0${entries.map((entry) => `${entry.cursor}:${entry.change.revision}`).join(',')}`,
    };
  };
}

/** The history route of a path such as /v3/public-holidays/20251225_1a2b3c4d5e6f/history, or undefined. */
export function historyRoute(path: string): { endpoint: 'history'; handler: EndpointHandler } | undefined {
  const match = HISTORY_ROUTE.exec(path);
  return match ? { endpoint: 'history', handler: historyHandler(match[1]!) } : undefined;
}
