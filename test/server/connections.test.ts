// Connection limits: MAX_CONNECTIONS, and the headers timeout's 408. These
// tests run while two other processes keep both cores busy, so that what they
// assert holds on a loaded machine: they check order and counts, never speed,
// and every timeout they wait for is long enough that the work before it
// finishes first however slow the machine is. The busy processes are stopped
// (SIGSTOP) while a test only waits for its server's timeout with nothing to
// do, and started again (SIGCONT) some seconds before it expires: the server's
// work (the 2,000 connections, the answers, the 408s) all runs on busy cores,
// and the suite's other files do not lose two cores for the half minute of
// waiting.

import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import {
  call,
  rawRequest,
  sharedDataset,
  startTestServer,
  stopServer,
  type Dataset,
  type RawAnswer,
} from './helpers.js';

const LIST = '/v3/public-holidays/list?country=US&year=2025';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataset: Dataset;
const busy: ChildProcess[] = [];
/** How long before a timeout expires the busy processes run again. */
const BUSY_AGAIN_MS = 8_000;

/** Waits until `at` (performance.now()), the busy processes stopped meanwhile, running again BUSY_AGAIN_MS before. */
async function idleUntil(at: number): Promise<void> {
  const stopFor = at - BUSY_AGAIN_MS - performance.now();
  if (stopFor <= 0) return;
  for (const child of busy) child.kill('SIGSTOP');
  try {
    await sleep(stopFor);
  } finally {
    for (const child of busy) child.kill('SIGCONT');
  }
}

beforeAll(async () => {
  dataset = await sharedDataset();
  for (let core = 0; core < 2; core++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
});
afterAll(() => {
  for (const child of busy) child.kill('SIGKILL');
});

/** The value of one sample of Prometheus text (labels as written, in order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('connection limits', () => {
  it('reads MAX_CONNECTIONS and the timeouts from the environment, and refuses a headers timeout beyond the request timeout', () => {
    expect(loadConfig({}).connections).toEqual({
      maxConnections: 1024,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(
      loadConfig({
        MAX_CONNECTIONS: '500',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
      }).connections,
    ).toEqual({
      maxConnections: 500,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      keepAliveTimeoutMs: 1000,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(loadConfig({ LOG_LEVEL: 'SILENT', METRICS: 'off' })).toMatchObject({ logLevel: 'silent', metrics: false });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('2,000 slow-header clients: normal clients are answered while they hold their connections, and each slow one gets 408 in the error shape once the headers timeout expires', async () => {
    // Long enough for 2,000 connections and five answers on two busy cores of a machine that is busy too.
    const headersTimeoutMs = 30_000;
    const server = await startTestServer(dataset.dataDir, {
      connections: { headersTimeoutMs, requestTimeoutMs: 2 * headersTimeoutMs, maxConnections: 4_000 },
    });
    try {
      let slowClosed = 0;
      const slow: Promise<RawAnswer>[] = [];
      const opened = performance.now();
      for (let index = 0; index < 2_000; index++) {
        const text = index % 2 === 0 ? 'GET /v3/public-holidays/li' : `GET ${LIST} HTTP/1.1\r\nHost: x\r\n`;
        slow.push(rawRequest(server.url, text).finally(() => slowClosed++));
      }
      const key = server.testKeys.key.explorer;
      for (let round = 0; round < 5; round++) expect((await call(server.url, LIST, { key })).status).toBe(200);
      // Order: every normal answer came while all the slow clients were still waiting.
      expect(slowClosed).toBe(0);
      await idleUntil(opened + headersTimeoutMs);
      const answers = await Promise.all(slow);
      for (const answer of answers) {
        expect(answer.status).toBe(408);
        expect(answer.json).toMatchObject({ error: { code: 'request_timeout' }, status: 408 });
        expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers.connection).toBe('close');
        // Closed once the timeout expired, never before.
        expect(answer.closedAfterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
      }
    } finally {
      await stopServer(server);
    }
  });

  it('MAX_CONNECTIONS=500 and 2,000 slow-header clients: connections beyond 500 are closed unanswered at once, and new clients are served again once the slow ones time out', async () => {
    const headersTimeoutMs = 30_000;
    const server = await startTestServer(dataset.dataDir, {
      connections: { maxConnections: 500, headersTimeoutMs, requestTimeoutMs: 2 * headersTimeoutMs },
    });
    try {
      let timedOut = 0;
      let refused = 0;
      const opened = performance.now();
      const slow = Array.from({ length: 2_000 }, () =>
        rawRequest(server.url, 'GET /healthz HTTP/1.1\r\n').then(
          (answer) => (answer.answered ? timedOut++ : refused++, answer),
        ),
      );
      // The 1,500 beyond the limit are closed as they arrive, long before any held one times out.
      while (refused < 1_500 && timedOut === 0) await sleep(20);
      const extra = await Promise.all(
        Array.from({ length: 10 }, () => rawRequest(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')),
      );
      expect(timedOut).toBe(0);
      for (const answer of extra) expect(answer.answered).toBe(false);
      await idleUntil(opened + headersTimeoutMs);
      const answers = await Promise.all(slow);
      // 500 held until their 408, the other 1,500 closed unanswered.
      expect(answers.filter((answer) => answer.status === 408)).toHaveLength(500);
      expect(answers.filter((answer) => !answer.answered)).toHaveLength(1_500);
      // The server counts a connection as gone once its side has closed too, which may come a moment after the client saw it close.
      let dropped = 1_510;
      let served = false;
      for (let attempt = 0; attempt < 100 && !served; attempt++) {
        served = await call(server.url, LIST, { key: server.testKeys.key.explorer, agent: false }).then(
          (answer) => answer.status === 200,
          () => (dropped++, sleep(100).then(() => false)),
        );
      }
      expect(served).toBe(true);
      const metrics = await call(server.url, '/metrics', { agent: false });
      expect(sample(metrics.text, 'holidays_connections_dropped_total')).toBe(dropped);
    } finally {
      await stopServer(server);
    }
  });
});
