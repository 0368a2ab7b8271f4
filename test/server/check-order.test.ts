// The order of checks (docs/api.md, Access; server/request-steps.ts, REQUEST_STEPS)
// is the order the server runs them: a request that fails two neighbouring
// checks hears the earlier one's error. One case per pair, in the steps'
// order, and the answer cache's place among them: after the key's limits and
// the endpoint's plan (a cached answer is counted, and never reaches a plan
// the endpoint is not open to), before the parameters' own plans (which it
// checks against what the cached answer needed).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, qs, sharedDataset, startTestServer, stopServer, type Answer, type TestServer } from './helpers.js';

let server: TestServer;
let limited: TestServer;

beforeAll(async () => {
  const { dataDir } = await sharedDataset();
  server = await startTestServer(dataDir);
  // One request a day for an Explorer key, the clock held inside one day.
  limited = await startTestServer(dataDir, {
    limits: { explorer: { daily: 1 } },
    now: () => Date.UTC(2026, 6, 14, 18, 30),
  });
});
afterAll(async () => {
  await stopServer(server);
  await stopServer(limited);
});

const LIST = '/v3/public-holidays/list';
const CHANGES = '/v3/public-holidays/changes';
const WORKING_DAYS = '/v3/working-days';

function refused(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.json.error.code, answer.text).toBe(code);
}

describe('a request failing two checks hears the earlier one', () => {
  it('route before method: an unknown path is 404 whatever the method', async () => {
    refused(await call(server.url, '/v3/no-such-thing', { method: 'POST' }), 404, 'not_found');
  });

  it('method before credentials: POST without a key is 405', async () => {
    refused(
      await call(server.url, `${LIST}?${qs({ country: 'US', year: 2025 })}`, { method: 'POST' }),
      405,
      'method_not_allowed',
    );
  });

  it('credentials before limits, limits before the answer cache: no key is 401 once the limit is reached; the key is 429 for a kept answer', async () => {
    const key = limited.testKeys.key.explorer;
    expect((await call(limited.url, `${LIST}?${qs({ country: 'US', year: 2025 })}`, { key })).status).toBe(200);
    refused(await call(limited.url, `${LIST}?${qs({ country: 'US', year: 2025 })}`), 401, 'invalid_api_key');
    // The limit is reached for that key, and counted before the answer cache: the same URL, answered and kept a moment ago, is refused.
    refused(await call(limited.url, `${LIST}?${qs({ country: 'US', year: 2025 })}`, { key }), 429, 'rate_limited');
  });

  it("limits before the endpoint's plan: a key past its limit is 429 on an endpoint above its plan", async () => {
    // The test before spent this key's one request of the day.
    refused(
      await call(limited.url, `${CHANGES}?${qs({ limit: 5 })}`, { key: limited.testKeys.key.explorer }),
      429,
      'rate_limited',
    );
  });

  it("the endpoint's plan before parameter names: an unknown name on an endpoint above the key's plan is 403", async () => {
    const path = `${WORKING_DAYS}?${qs({ country: 'US', start: '2025-01-01', end: '2025-01-31', nosuch: 1 })}`;
    const answer = await call(server.url, path, { key: server.testKeys.key.explorer });
    refused(answer, 403, 'plan_restricted');
    expect(answer.json.error.message).toMatch(/\/v3\/working-days needs the Builder plan/);
  });

  it("parameter names before the parameters' plans: an unknown name beside one above the key's plan is 400", async () => {
    const path = `${LIST}?${qs({ country: 'US', year: 2025, regions: 'US-CA', contry: 'US' })}`;
    const answer = await call(server.url, path, { key: server.testKeys.key.explorer });
    refused(answer, 400, 'unknown_parameter');
    expect(answer.json.error.message).toMatch(/contry/);
  });

  it("the parameters' plans before their values: a bad value of a parameter above the key's plan is 403", async () => {
    const path = `${LIST}?${qs({ country: 'US', year: 2025, after: 'not-a-date' })}`;
    const answer = await call(server.url, path, { key: server.testKeys.key.explorer });
    refused(answer, 403, 'plan_restricted');
    expect(answer.json.error.message).toMatch(/after needs the Builder plan/);
  });

  it("values before the data's checks: both are named in one 400, the values' problems first", async () => {
    const path = `${LIST}?${qs({ country: 'ZZ', year: 2025, month: 13 })}`;
    const answer = await call(server.url, path, { key: server.testKeys.key.explorer });
    refused(answer, 400, 'invalid_parameter');
    const named = (answer.json.errors as { parameter: string }[]).map((problem) => problem.parameter);
    expect(named).toEqual(['month', 'country']);
  });
});

describe("the answer cache's place", () => {
  it("after the endpoint's plan: an answer kept for a Growth key is not sent to an Explorer key", async () => {
    const path = `${CHANGES}?${qs({ limit: 3 })}`;
    expect((await call(server.url, path, { key: server.testKeys.key.growth })).status).toBe(200);
    refused(await call(server.url, path, { key: server.testKeys.key.explorer }), 403, 'plan_restricted');
  });

  it("before the parameters' plans, which it checks: an answer that needed Builder is not sent to an Explorer key", async () => {
    const path = `${LIST}?${qs({ country: 'US', year: 2025, regions: 'US-CA' })}`;
    expect((await call(server.url, path, { key: server.testKeys.key.builder })).status).toBe(200);
    refused(await call(server.url, path, { key: server.testKeys.key.explorer }), 403, 'plan_restricted');
  });
});
