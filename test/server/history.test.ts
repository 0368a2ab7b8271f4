import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedBuilds, SCRIPT_STEPS, type ScriptedData } from '../change-script.js';
import { tempDir } from '../helpers.js';
import { call, child, parseXml, qs, startTestServer, stopServer, type TestServer } from './helpers.js';

interface Revision {
  revision: number;
  at: string;
  snapshot: string;
  kind: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  sources: string[];
}

let server: TestServer;
let data: ScriptedData;

const history = (id: string, params: Record<string, string> = {}, key = server.testKeys.key.growth) =>
  call(server.url, `/v3/public-holidays/${id}/history${Object.keys(params).length ? `?${qs(params)}` : ''}`, { key });

const [BASE, ADD, RENAME, MOVE, WITHDRAW, RESTORE] = SCRIPT_STEPS.map((step) => step.at) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

/** A revision as [revision, at, kind]. */
const outline = (revisions: Revision[]) => revisions.map((revision) => [revision.revision, revision.at, revision.kind]);

beforeAll(async () => {
  data = await scriptedBuilds(tempDir('history'));
  server = await startTestServer(data.dataDir);
}, 120_000);

afterAll(() => stopServer(server));

describe('GET /v3/public-holidays/{id}/history', () => {
  it('lists every revision oldest first, with the fields changed and the sources, as scripted', async () => {
    const expected: [keyof ScriptedData['ids'], (number | string)[][]][] = [
      ['founders', [[1, ADD, 'added']]],
      [
        'stPatrick',
        [
          [1, BASE, 'added'],
          [2, RENAME, 'revised'],
        ],
      ],
      [
        'alaskaOld',
        [
          [1, BASE, 'added'],
          [2, MOVE, 'deprecated'],
        ],
      ],
      ['alaskaNew', [[1, MOVE, 'added']]],
      [
        'valentine',
        [
          [1, BASE, 'added'],
          [2, WITHDRAW, 'deprecated'],
          [3, RESTORE, 'revived'],
        ],
      ],
    ];
    for (const [name, revisions] of expected) {
      const answer = await history(data.ids[name]);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toMatchObject({ id: data.ids[name], country: 'US', status: 200 });
      expect(outline(answer.json.revisions), name).toEqual(revisions);
    }
    const renamed = (await history(data.ids.stPatrick)).json.revisions as Revision[];
    expect(renamed[1]!.changes.name).toEqual({ from: "St. Patrick's Day", to: "Saint Patrick's Day" });
    expect(renamed[1]!.sources).toEqual(['corrections', 'date-holidays']); // the source that lists it, and the correction that renamed it
    expect(renamed[0]!.changes.name).toEqual({ from: null, to: "St. Patrick's Day" });
    expect(renamed[0]!.sources).toEqual(['date-holidays']);
    const founders = (await history(data.ids.founders)).json.revisions as Revision[];
    expect(founders[0]!.sources).toEqual(['corrections']);
    expect(founders[0]!.changes).toMatchObject({
      date: { from: null, to: '2025-03-12' },
      type: { from: null, to: 'observance' },
    });
    // The local name under its published key, and under the former key nameLocal (deprecated), alike.
    expect(founders[0]!.changes.name_local).toEqual({ from: null, to: 'Founders Day' });
    expect(founders[0]!.changes.nameLocal).toEqual(founders[0]!.changes.name_local);
    const valentine = (await history(data.ids.valentine)).json.revisions as Revision[];
    expect(valentine.slice(1).map((revision) => revision.changes)).toEqual([
      { deprecated: { from: false, to: true } },
      { deprecated: { from: true, to: false } },
    ]);
    expect(Object.keys(valentine[0]!).sort()).toEqual(['at', 'changes', 'kind', 'revision', 'snapshot', 'sources']);
  });

  it('answers an unknown id with a 404, a malformed one with a 400 naming id', async () => {
    for (const id of ['20250101_ffffffffffff', '20250704_0123456789ab']) {
      const answer = await history(id);
      expect(answer.status, id).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
      expect(answer.json.error.message).toBe(`no holiday with id "${id}" has ever been published`);
    }
    // Exactly the ids the pipeline mints: the day, then 12 lowercase hex digits.
    for (const id of [
      'nonsense',
      '20250101_FFFFFFFFFFFF',
      '20250101_fffffffffff',
      '20250101_fffffffffffff',
      '2025011_ffffffffffff',
      '%2e%2e',
      '{id}',
      `20250101_${'f'.repeat(64)}`,
    ]) {
      const answer = await history(id);
      expect(answer.status, id).toBe(400);
      expect(answer.json.error.code).toBe('invalid_parameter');
      expect(answer.json.errors).toEqual([
        {
          parameter: 'id',
          message: expect.stringMatching(
            /^id must be a holiday id such as 20251225_1a2b3c4d5e6f \(<YYYYMMDD>_<12 lowercase hex digits>\); got "/,
          ),
        },
      ]);
    }
    expect(
      (
        await call(server.url, '/v3/public-holidays/20250101_ffffffffffff/history/more', {
          key: server.testKeys.key.growth,
        })
      ).status,
    ).toBe(404);
  });

  it('is open from the Growth plan, takes format, and refuses other parameters', async () => {
    const explorer = await history(data.ids.valentine, {}, server.testKeys.key.explorer);
    expect(explorer.status).toBe(403);
    expect(explorer.json.error.code).toBe('plan_restricted');
    expect((await history(data.ids.valentine, {}, server.testKeys.key.pro)).status).toBe(200);
    const unknown = await history(data.ids.valentine, { country: 'US' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('unknown_parameter');
    const badFormat = await history(data.ids.valentine, { format: 'pdf' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.errors).toEqual([{ parameter: 'format', message: 'format must be json or xml; got "pdf"' }]);

    const xml = await history(data.ids.valentine, { format: 'xml' });
    expect(xml.status).toBe(200);
    const root = parseXml(xml.text);
    expect(child(root, 'id')!.text).toBe(data.ids.valentine);
    const revisions = child(root, 'revisions')!.children;
    expect(revisions.map((each) => child(each, 'kind')!.text)).toEqual(['added', 'deprecated', 'revived']);
    expect(child(revisions[0]!, 'sources')!.children.map((each) => [each.name, each.text])).toEqual([
      ['source', 'date-holidays'],
    ]);
  });
});
