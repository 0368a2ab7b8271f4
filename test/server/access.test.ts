// Keys, plans and limits (docs/api.md, Access):
// 401/402/403/429, header-versus-query precedence, the plan matrix for every
// gated parameter and contract version, and exact counting under concurrency.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey, readKeysFile, writeKeysFile } from '../../server/keys.js';
import { PLANS, type Plan } from '../../core/plans.js';
import { call, qs, sharedDataset, startTestServer, stopServer, type Answer, type TestServer } from './helpers.js';

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = (await sharedDataset()).dataDir;
  // Generous limits: this server answers the whole plan matrix.
  server = await startTestServer(dataDir, {
    limits: { explorer: { daily: 100_000, monthly: 1_000_000 } },
    keysReloadMs: 0,
  });
});
afterAll(() => stopServer(server));

const LIST = '/v3/public-holidays/list?country=US&year=2025';

function expectError(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.json.status).toBe(status);
  expect(answer.json.error.code).toBe(code);
  expect(typeof answer.json.error.message).toBe('string');
  expect(answer.json.error.message.length).toBeGreaterThan(0);
  expect(typeof answer.json.error.details).toBe('string');
  expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
}

describe('credentials', () => {
  it('no key: 401 invalid_api_key', async () => {
    const answer = await call(server.url, LIST);
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.json.error.message).toMatch(/missing/);
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('unknown key: 401', async () => {
    const answer = await call(server.url, LIST, { key: 'ph_not_a_key' });
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.json.error.message).toMatch(/invalid/);
  });

  it('revoked key: 401', async () => {
    const answer = await call(server.url, LIST, { key: server.testKeys.key.revoked });
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.json.error.message).toMatch(/revoked/);
  });

  it('past-due key: 402 payment_required with a message', async () => {
    const answer = await call(server.url, LIST, { key: server.testKeys.key.past_due });
    expectError(answer, 402, 'payment_required');
    expect(answer.json.error.message).toMatch(/past due/);
  });

  it('api_key and api_token query parameters are accepted and never echoed', async () => {
    const viaKey = await call(server.url, `${LIST}&api_key=${server.testKeys.key.explorer}`);
    expect(viaKey.status).toBe(200);
    expect(viaKey.json.query).toBe('country=US&year=2025');
    const viaToken = await call(server.url, `${LIST}&api_token=${server.testKeys.key.explorer}`);
    expect(viaToken.status).toBe(200);
    expect(viaToken.json.query).toBe('country=US&year=2025');
  });

  it('a key in the query is answered with Deprecation and Link headers; a key in a header is not', async () => {
    for (const path of [
      `${LIST}&api_key=${server.testKeys.key.explorer}`,
      `${LIST}&api_token=${server.testKeys.key.explorer}`,
    ]) {
      // Twice: the second answer comes from the reply cache and must say it too.
      for (const attempt of [1, 2]) {
        const answer = await call(server.url, path);
        expect(answer.status, `${attempt}`).toBe(200);
        expect(answer.headers.deprecation).toBe('@1767225600');
        // RFC 9745: the deprecation link leads to documentation for people.
        expect(answer.headers.link).toBe('</v3/docs>; rel="deprecation"; type="text/html"');
      }
    }
    const refused = await call(server.url, `${LIST}&api_key=${server.testKeys.key.revoked}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.deprecation).toBe('@1767225600');
    const header = await call(server.url, LIST, { key: server.testKeys.key.explorer });
    expect(header.headers.deprecation).toBeUndefined();
    expect(header.headers.link).toBeUndefined();
    const both = await call(server.url, `${LIST}&api_key=${server.testKeys.key.explorer}`, {
      key: server.testKeys.key.explorer,
    });
    expect(both.headers.deprecation).toBeUndefined();
  });

  it('the header wins over a query key, whichever of the two is valid', async () => {
    const headerValid = await call(server.url, `${LIST}&api_key=${server.testKeys.key.revoked}`, {
      key: server.testKeys.key.titan,
    });
    expect(headerValid.status).toBe(200);
    expect(headerValid.headers['x-ratelimit-limit']).toBe('unlimited');
    const headerRevoked = await call(server.url, `${LIST}&api_key=${server.testKeys.key.titan}`, {
      key: server.testKeys.key.revoked,
    });
    expectError(headerRevoked, 401, 'invalid_api_key');
    // The header's plan, not the query key's, decides gating.
    const headerExplorer = await call(server.url, `${LIST}&timezone=UTC&api_key=${server.testKeys.key.titan}`, {
      key: server.testKeys.key.explorer,
    });
    expectError(headerExplorer, 403, 'plan_restricted');
  });

  it('Authorization: Bearer <key> is answered like X-API-Key; X-API-Key wins over it, and it wins over the query', async () => {
    const { key } = server.testKeys;
    const bearer = (value: string) => ({ headers: { Authorization: value } });
    const viaBearer = await call(server.url, LIST, bearer(`Bearer ${key.titan}`));
    const viaHeader = await call(server.url, LIST, { key: key.titan });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.headers['x-ratelimit-limit']).toBe('unlimited');
    expect(viaBearer.json.holidays).toEqual(viaHeader.json.holidays);
    expect((await call(server.url, LIST, bearer(`bearer  ${key.explorer} `))).status).toBe(200);
    // X-API-Key first: its revoked key decides, whatever the bearer key.
    expectError(
      await call(server.url, LIST, { key: key.revoked, ...bearer(`Bearer ${key.titan}`) }),
      401,
      'invalid_api_key',
    );
    // Bearer before the query: its plan decides gating.
    expectError(
      await call(server.url, `${LIST}&timezone=UTC&api_key=${key.titan}`, bearer(`Bearer ${key.explorer}`)),
      403,
      'plan_restricted',
    );
    // Another scheme is no key of this API: the query key is looked at, or the key is missing.
    expect((await call(server.url, `${LIST}&api_key=${key.explorer}`, bearer(`Basic ${key.titan}`))).status).toBe(200);
    const basic = await call(server.url, LIST, bearer(`Basic ${key.titan}`));
    expectError(basic, 401, 'invalid_api_key');
    expect(basic.json.error.details).toMatch(/Authorization: Bearer <key>/);
  });

  it('a key sent twice in the query is refused', async () => {
    const key = server.testKeys.key.explorer;
    expectError(await call(server.url, `${LIST}&api_key=${key}&api_key=${key}`), 401, 'invalid_api_key');
  });

  it('a key created while the server runs works without a restart', async () => {
    const newKey = 'ph_created_while_running';
    expectError(await call(server.url, LIST, { key: newKey }), 401, 'invalid_api_key');
    const keys = readKeysFile(server.testKeys.file);
    writeKeysFile(server.testKeys.file, [
      ...keys,
      { id: 'late-key', sha256: hashKey(newKey), plan: 'growth', status: 'active' },
    ]);
    const answer = await call(server.url, `${LIST}&language=de`, { key: newKey });
    expect(answer.status).toBe(200);
  });
});

// The plan matrix of docs/api.md, Access: the lowest plan of each case.
const GATED: { name: string; params: Record<string, string>; lowest: Plan; path?: string }[] = [
  { name: 'regions with an ISO code', params: { regions: 'US-CA' }, lowest: 'builder' },
  { name: 'regions with a city code', params: { regions: 'US-LOS-ANGELES' }, lowest: 'pro' },
  { name: 'regions mixing both', params: { regions: 'US-CA,US-LOS-ANGELES' }, lowest: 'pro' },
  { name: 'subdivision (alias)', params: { subdivision: 'US-CA' }, lowest: 'builder' },
  { name: 'subdivision with a city code', params: { subdivision: 'US-LOS-ANGELES' }, lowest: 'pro' },
  { name: 'after', params: { after: '2025-06-01' }, lowest: 'builder' },
  { name: 'before', params: { before: '2025-06-01' }, lowest: 'builder' },
  { name: 'type', params: { type: 'public' }, lowest: 'builder' },
  { name: 'public_only', params: { public_only: 'true' }, lowest: 'builder' },
  { name: 'language', params: { language: 'de' }, lowest: 'growth' },
  { name: 'lang (alias)', params: { lang: 'de' }, lowest: 'growth' },
  { name: 'timezone', params: { timezone: 'Europe/Berlin' }, lowest: 'growth' },
  { name: 'format', params: { format: 'xml' }, lowest: 'growth' },
  { name: 'includeDeprecated', params: { includeDeprecated: 'true' }, lowest: 'explorer' },
  { name: 'public', params: { public: '1' }, lowest: 'explorer' },
  { name: 'month and day', params: { month: '7', day: '4' }, lowest: 'explorer' },
  { name: 'dataVersion 3.0.0', params: { dataVersion: '3.0.0' }, lowest: 'builder' },
  { name: 'dataVersion 3.1.0', params: { dataVersion: '3.1.0' }, lowest: 'explorer' },
  { name: 'dataVersion 3.1.1', params: { dataVersion: '3.1.1' }, lowest: 'explorer' },
  { name: 'dataVersion 3.1.2', params: { dataVersion: '3.1.2' }, lowest: 'explorer' },
  { name: 'dataVersion 3.2.0', params: { dataVersion: '3.2.0' }, lowest: 'growth' },
  {
    name: 'check with regions',
    params: { country: 'US', date: '2025-03-31', regions: 'US-CA' },
    lowest: 'builder',
    path: '/v3/public-holidays/check',
  },
  {
    name: 'check with a city code',
    params: { country: 'US', date: '2025-08-24', regions: 'US-LOS-ANGELES' },
    lowest: 'pro',
    path: '/v3/public-holidays/check',
  },
  {
    name: 'check with type',
    params: { country: 'US', date: '2025-07-04', type: 'public' },
    lowest: 'builder',
    path: '/v3/public-holidays/check',
  },
  {
    name: 'check with language',
    params: { country: 'DE', date: '2025-12-25', language: 'de' },
    lowest: 'growth',
    path: '/v3/public-holidays/check',
  },
  { name: 'countries as XML', params: { format: 'xml' }, lowest: 'growth', path: '/v3/public-holidays/countries' },
  { name: 'countries in 3.0.0', params: { dataVersion: '3.0.0' }, lowest: 'builder', path: '/v3/countries' },
  {
    name: 'countries in 3.2.0',
    params: { dataVersion: '3.2.0' },
    lowest: 'growth',
    path: '/v3/public-holidays/countries',
  },
  {
    name: 'check in 3.2.0',
    params: { country: 'AE', date: '2025-03-30', dataVersion: '3.2.0' },
    lowest: 'growth',
    path: '/v3/public-holidays/check',
  },
];

const LABEL: Record<Plan, string> = {
  explorer: 'Explorer',
  builder: 'Builder',
  growth: 'Growth',
  pro: 'Pro',
  titan: 'Titan',
};

describe('plan gating matrix', () => {
  for (const gated of GATED) {
    it(`${gated.name}: ${LABEL[gated.lowest]} and above`, async () => {
      const path = gated.path ? `${gated.path}?${qs(gated.params)}` : `${LIST}&${qs(gated.params)}`;
      for (const plan of PLANS) {
        const answer = await call(server.url, path, { key: server.testKeys.key[plan] });
        if (PLANS.indexOf(plan) >= PLANS.indexOf(gated.lowest)) {
          expect(answer.status, `${plan}: ${answer.text}`).toBe(200);
        } else {
          expectError(answer, 403, 'plan_restricted');
          expect(answer.json.error.message, plan).toContain(`the ${LABEL[gated.lowest]} plan or above`);
          expect(answer.json.error.message).toContain(`this key is on the ${LABEL[plan]} plan`);
        }
      }
    });
  }

  it('names the plan that unlocks everything asked for when several parameters are gated', async () => {
    const answer = await call(server.url, `${LIST}&regions=US-CA&timezone=UTC`, { key: server.testKeys.key.explorer });
    expectError(answer, 403, 'plan_restricted');
    expect(answer.json.error.message).toContain('regions needs the Builder plan or above');
    expect(answer.json.error.message).toContain('timezone needs the Growth plan or above');
    expect(answer.json.error.details).toContain('Upgrade to Growth');
  });

  it('an answer given to a higher plan is not given again to a lower one', async () => {
    const { key } = server.testKeys;
    for (const query of ['&regions=US-LOS-ANGELES', '&timezone=Asia/Tokyo', '&dataVersion=3.0.0&type=public']) {
      expect((await call(server.url, `${LIST}${query}`, { key: key.titan })).status).toBe(200);
      expect((await call(server.url, `${LIST}${query}`, { key: key.pro })).status).toBe(200);
      expectError(await call(server.url, `${LIST}${query}`, { key: key.explorer }), 403, 'plan_restricted');
    }
    expectError(await call(server.url, `${LIST}&regions=US-LOS-ANGELES`, { key: key.growth }), 403, 'plan_restricted');
  });

  it('legacy plan names map to the canonical plans (starter = builder, business = growth, enterprise = titan)', async () => {
    const { key } = server.testKeys;
    expect((await call(server.url, `${LIST}&regions=US-CA`, { key: key.starter })).status).toBe(200);
    expectError(await call(server.url, `${LIST}&language=de`, { key: key.starter }), 403, 'plan_restricted');
    expect((await call(server.url, `${LIST}&language=de`, { key: key.business })).status).toBe(200);
    expectError(
      await call(server.url, `${LIST}&regions=US-LOS-ANGELES`, { key: key.business }),
      403,
      'plan_restricted',
    );
    const enterprise = await call(server.url, `${LIST}&regions=US-LOS-ANGELES`, { key: key.enterprise });
    expect(enterprise.status).toBe(200);
    expect(enterprise.headers['x-ratelimit-limit']).toBe('unlimited');
  });
});

describe('rate limits and allowances', () => {
  it('every authenticated answer carries X-RateLimit-*, errors included; Remaining counts down', async () => {
    const limited = await startTestServer(dataDir, {
      limits: { builder: { daily: 10 } },
      now: () => Date.UTC(2026, 6, 14, 18, 30),
    });
    try {
      const key = limited.testKeys.key.builder;
      const first = await call(limited.url, LIST, { key });
      const second = await call(limited.url, `${LIST}&month=13`, { key });
      expect(second.status).toBe(400);
      for (const answer of [first, second]) expect(answer.headers['x-ratelimit-limit']).toBe('10');
      expect(first.headers['x-ratelimit-remaining']).toBe('9');
      expect(second.headers['x-ratelimit-remaining']).toBe('8');
      expect(Number(first.headers['x-ratelimit-reset'])).toBe(Date.UTC(2026, 6, 15) / 1000);
    } finally {
      await limited.shutdown();
    }
  });

  it('the daily limit answers 429 rate_limited with Retry-After until the next UTC midnight, then resets', async () => {
    let now = Date.UTC(2026, 2, 10, 23, 59, 0);
    const limited = await startTestServer(dataDir, { limits: { explorer: { daily: 3 } }, now: () => now });
    try {
      const key = limited.testKeys.key.explorer;
      for (let index = 0; index < 3; index++) expect((await call(limited.url, LIST, { key })).status).toBe(200);
      const refused = await call(limited.url, LIST, { key });
      expectError(refused, 429, 'rate_limited');
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 2, 11) / 1000));
      // Other keys keep their own counters.
      expect((await call(limited.url, LIST, { key: limited.testKeys.key.builder })).status).toBe(200);
      now = Date.UTC(2026, 2, 11, 0, 0, 1);
      const nextDay = await call(limited.url, LIST, { key });
      expect(nextDay.status).toBe(200);
      expect(nextDay.headers['x-ratelimit-remaining']).toBe('2');
    } finally {
      await limited.shutdown();
    }
  });

  it('the monthly allowance answers 403 quota_exceeded', async () => {
    let now = Date.UTC(2026, 4, 30, 12);
    const limited = await startTestServer(dataDir, { limits: { growth: { daily: 10, monthly: 2 } }, now: () => now });
    try {
      const key = limited.testKeys.key.growth;
      expect((await call(limited.url, LIST, { key })).status).toBe(200);
      now += 86_400_000; // 31 May: same month, new day
      expect((await call(limited.url, LIST, { key })).status).toBe(200);
      const refused = await call(limited.url, LIST, { key });
      expectError(refused, 403, 'quota_exceeded');
      expect(refused.json.error.message).toContain('monthly allowance of 2 requests');
      now = Date.UTC(2026, 5, 1, 0, 0, 5); // June
      expect((await call(limited.url, LIST, { key })).status).toBe(200);
    } finally {
      await limited.shutdown();
    }
  });

  it('100 concurrent requests against a limit of 50 admit exactly 50', async () => {
    const limited = await startTestServer(dataDir, {
      limits: { builder: { daily: 50 } },
      now: () => Date.UTC(2026, 6, 14, 12),
    });
    try {
      const key = limited.testKeys.key.builder;
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => call(limited.url, LIST, { key, agent: false })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
      const remaining = answers
        .filter((answer) => answer.status === 200)
        .map((answer) => Number(answer.headers['x-ratelimit-remaining']));
      expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    } finally {
      await limited.shutdown();
    }
  });

  it('Titan has no daily limit and says so in its headers', async () => {
    const answer = await call(server.url, LIST, { key: server.testKeys.key.titan });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-ratelimit-limit']).toBe('unlimited');
    expect(answer.headers['x-ratelimit-remaining']).toBe('unlimited');
    expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });
});
