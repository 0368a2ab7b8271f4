import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScriptSteps, scriptedData, SCRIPT_STEPS, type ScriptedData } from '../change-script.js';
import { tempDir } from '../helpers.js';
import { call, child, parseXml, qs, startTestServer, stopServer, type TestServer } from './helpers.js';

interface FeedChange {
  cursor: string;
  at: string;
  id: string;
  country: string;
  date: string;
  kind: string;
  revision: number;
  fields: Record<string, { from: unknown; to: unknown }>;
}

let server: TestServer;
let data: ScriptedData;
let dataDir: string;
/** Pages read before the second half of the script was published. */
let pagedBefore: FeedChange[] = [];
let cursorBefore: string;

const feed = (params: Record<string, string | number>, key = server.testKeys.key.growth) =>
  call(server.url, `/v3/public-holidays/changes?${qs(params)}`, { key });

/** Follows next_cursor from `since` until has_more is false. */
async function follow(
  limit: number,
  since?: string,
  extra: Record<string, string> = {},
): Promise<{ changes: FeedChange[]; last: string }> {
  const changes: FeedChange[] = [];
  let cursor = since;
  for (;;) {
    const answer = await feed({ limit, ...(cursor ? { since: cursor } : {}), ...extra });
    expect(answer.status, answer.text).toBe(200);
    changes.push(...(answer.json.changes as FeedChange[]));
    expect(answer.json.changes.length).toBeLessThanOrEqual(limit);
    cursor = answer.json.next_cursor;
    if (!answer.json.has_more) return { changes, last: cursor! };
  }
}

beforeAll(async () => {
  dataDir = tempDir('changes-feed');
  // Half the script, then a client reads part of the feed, then the rest is published.
  await runScriptSteps(dataDir, SCRIPT_STEPS.slice(0, 3));
  server = await startTestServer(dataDir);
  const first = await feed({ limit: 150 });
  expect(first.json.has_more).toBe(true);
  const rest = await follow(7, first.json.next_cursor);
  pagedBefore = [...first.json.changes, ...rest.changes];
  cursorBefore = rest.last;
  await runScriptSteps(dataDir, SCRIPT_STEPS.slice(3));
  data = scriptedData(dataDir);
  // The server serves a new snapshot once it has checked it.
  await server.store.ready();
}, 120_000);

afterAll(() => stopServer(server));

describe('GET /v3/public-holidays/changes', () => {
  it('serves the whole feed in build order: the scripted changes exactly, each with its cursor', async () => {
    const answer = await feed({ limit: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ has_more: false, status: 200, query: 'limit=1000' });
    const changes = answer.json.changes as FeedChange[];
    expect(changes).toHaveLength(data.baseChanges + data.expected.length);
    expect(
      changes
        .slice(0, data.baseChanges)
        .every((change) => change.kind === 'added' && change.at === SCRIPT_STEPS[0]!.at),
    ).toBe(true);
    expect(changes.slice(0, data.baseChanges).map((change) => change.cursor)).toEqual(
      Array.from({ length: data.baseChanges }, (_, index) => `1.${index + 1}`),
    );
    const scripted = changes.slice(data.baseChanges);
    expect(scripted.map((change) => [change.kind, change.id, change.date])).toEqual(data.expected);
    expect(scripted.map((change) => change.cursor)).toEqual(['2.1', '3.1', '4.1', '4.2', '5.1', '6.1']);
    expect(scripted.map((change) => change.at)).toEqual([
      SCRIPT_STEPS[1]!.at,
      SCRIPT_STEPS[2]!.at,
      SCRIPT_STEPS[3]!.at,
      SCRIPT_STEPS[3]!.at,
      SCRIPT_STEPS[4]!.at,
      SCRIPT_STEPS[5]!.at,
    ]);
    expect(scripted.map((change) => change.revision)).toEqual([1, 2, 2, 1, 2, 3]);
    const [added, renamed, gone, moved, withdrawn, restored] = scripted as [
      FeedChange,
      FeedChange,
      FeedChange,
      FeedChange,
      FeedChange,
      FeedChange,
    ];
    expect(added.fields).toMatchObject({
      date: { from: null, to: '2025-03-12' },
      name: { from: null, to: 'Founders Day' },
      type: { from: null, to: 'observance' },
    });
    expect(renamed.fields.name).toEqual({ from: "St. Patrick's Day", to: "Saint Patrick's Day" });
    // Fields are named as the holiday object names them: name_local; the former key nameLocal (deprecated) carries the same change.
    expect(added.fields.name_local).toEqual({ from: null, to: 'Founders Day' });
    expect(added.fields.nameLocal).toEqual(added.fields.name_local);
    expect(gone.fields).toEqual({ deprecated: { from: false, to: true } });
    expect(moved.fields).toMatchObject({
      date: { from: null, to: '2025-10-20' },
      name: { from: null, to: 'Alaska Day' },
    });
    expect(withdrawn.fields).toEqual({ deprecated: { from: false, to: true } });
    expect(restored.fields).toEqual({ deprecated: { from: true, to: false } });
    expect(Object.keys(added).sort()).toEqual(['at', 'country', 'cursor', 'date', 'fields', 'id', 'kind', 'revision']);
    expect(answer.json.next_cursor).toBe('6.1');
  });

  it('following next_cursor with small limits visits every change exactly once, also across snapshot switches', async () => {
    const all = (await feed({ limit: 1000 })).json.changes as FeedChange[];
    const cursors = all.map((change) => change.cursor);
    for (const limit of [1, 4, 50]) {
      const { changes, last } = await follow(limit);
      expect(changes.map((change) => change.cursor)).toEqual(cursors);
      expect(last).toBe(cursors.at(-1));
    }
    // Started on snapshot 3, continued on snapshot 6 from the cursor it had.
    const after = await follow(2, cursorBefore);
    expect([...pagedBefore, ...after.changes].map((change) => change.cursor)).toEqual(cursors);
    expect(new Set(cursors).size).toBe(cursors.length);
    // Polling at the end: nothing new, the same cursor back.
    const idle = await feed({ since: cursors.at(-1)!, limit: 10 });
    expect(idle.json).toMatchObject({ changes: [], next_cursor: cursors.at(-1), has_more: false });
    // since=0 is the start.
    expect((await feed({ since: '0', limit: 1 })).json.changes[0].cursor).toBe('1.1');
  });

  it('filters by country, paging on the same positions', async () => {
    const all = (await feed({ limit: 1000 })).json.changes as FeedChange[];
    const { changes } = await follow(3, undefined, { country: 'us' });
    expect(changes.map((change) => change.cursor)).toEqual(
      all.filter((change) => change.country === 'US').map((change) => change.cursor),
    );
  });

  it('answers a malformed or unknown cursor, and bad values, with a 400 naming the parameter', async () => {
    for (const since of ['abc', '1', '1.0', '-1.2', '01.2']) {
      const answer = await feed({ since });
      expect(answer.status, since).toBe(400);
      expect(answer.json.error.code).toBe('invalid_parameter');
      expect(answer.json.errors).toEqual([
        {
          parameter: 'since',
          message: expect.stringMatching(
            /^since must be a cursor from an earlier answer \(next_cursor\), or 0 for the start of the feed; got "/,
          ),
        },
      ]);
    }
    for (const [since, reason] of [
      ['9.1', 'no change log of build 9 in this feed'],
      [`1.${data.baseChanges + 1}`, `build 1 made ${data.baseChanges} changes, not ${data.baseChanges + 1}`],
    ] as const) {
      const answer = await feed({ since });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual([
        {
          parameter: 'since',
          message: `since "${since}" is not a cursor of this feed (${reason}): send a next_cursor from an earlier answer, or leave since out to start at the first change`,
        },
      ]);
    }
    expect((await feed({ limit: 0 })).json.errors[0]).toMatchObject({
      parameter: 'limit',
      message: 'limit must be a number 1-1000; got "0"',
    });
    expect((await feed({ limit: 1001 })).status).toBe(400);
    expect((await feed({ country: 'XX' })).json.errors[0].parameter).toBe('country');
    const unknown = await feed({ sinse: '1.1' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('unknown_parameter');
  });

  it('is open from the Growth plan, with the usual envelope and limits', async () => {
    for (const plan of ['explorer', 'builder'] as const) {
      const answer = await feed({ limit: 1 }, server.testKeys.key[plan]);
      expect(answer.status).toBe(403);
      expect(answer.json.error.code).toBe('plan_restricted');
      expect(answer.json.error.message).toMatch(
        /needs the Growth plan or above; this key is on the (Explorer|Builder) plan/,
      );
    }
    for (const plan of ['growth', 'pro', 'titan', 'business'] as const)
      expect((await feed({ limit: 1 }, server.testKeys.key[plan])).status).toBe(200);
    expect((await call(server.url, '/v3/public-holidays/changes')).status).toBe(401);
    const answer = await feed({ limit: 1 });
    expect(answer.headers['x-request-id']).toBe(answer.json.requestId);
    expect(answer.headers['x-ratelimit-limit']).toBe('50000');
    expect(answer.headers.etag).toMatch(/^W\//);
  });

  it('answers in XML with the same envelope', async () => {
    const answer = await feed({ limit: 2, since: '5.1', format: 'xml' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parseXml(answer.text);
    const changes = child(root, 'changes')!;
    expect(changes.children.map((each) => each.name)).toEqual(['change']);
    const change = changes.children[0]!;
    expect(child(change, 'cursor')!.text).toBe('6.1');
    expect(child(change, 'kind')!.text).toBe('revived');
    expect(child(child(child(change, 'fields')!, 'deprecated')!, 'from')!.text).toBe('true');
    expect(child(root, 'next_cursor')!.text).toBe('6.1');
    expect(child(root, 'has_more')!.text).toBe('false');
    expect(child(root, 'status')!.text).toBe('200');
  });
});
