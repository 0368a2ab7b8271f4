// A new published snapshot is picked up without a restart, and publishing it
// (and pruning the old one) under load loses no request.

import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { SnapshotGoneError } from '../../server/snapshot.js';
import { call, startTestServer, stopServer, type TestServer } from './helpers.js';

let server: TestServer | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'ph-switch-'));

afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const REQUESTS = [
  (year: number) => `/v3/public-holidays/list?country=US&year=${year}`,
  (year: number) => `/v3/public-holidays/list?country=DE&year=${year}&language=fr&timezone=Asia/Tokyo`,
  (year: number) => `/v3/public-holidays/list?country=DE&year=${year}&dataVersion=3.1.2&regions=DE-BY`,
  (year: number) => `/v3/public-holidays/list?country=US&year=${year}&dataVersion=3.0.0`,
  (year: number) => `/v3/public-holidays/check?country=US&date=${year}-07-04&language=de`,
  () => '/v3/public-holidays/countries?code=DE',
];

describe('snapshot switch', () => {
  it('serves the new snapshot without a restart and loses no request while it is published', async () => {
    await build({ outDir: dataDir, countries: ['US', 'DE'], fromYear: 2025, toYear: 2026, at: '2026-01-01T00:00:00Z', keep: 1, workers: 2 });
    server = await startTestServer(dataDir);
    const key = server.testKeys.key.titan;
    const before = (await call(server.url, '/healthz')).json.snapshot as string;
    const beyond = await call(server.url, '/v3/public-holidays/list?country=US&year=2027', { key });
    expect(beyond.status).toBe(400);
    expect(beyond.json.error.message).toContain('between 2025 and 2026');

    const served = server.store.current();

    let publishing = true;
    const failures: string[] = [];
    let answered = 0;
    const client = async (offset: number) => {
      for (let index = offset; publishing; index++) {
        const path = REQUESTS[index % REQUESTS.length]!(2025 + (index % 2));
        const answer = await call(server!.url, path, { key });
        answered++;
        if (answer.status !== 200) failures.push(`${answer.status} ${path}: ${answer.text.slice(0, 200)}`);
      }
    };
    const clients = Array.from({ length: 8 }, (_, offset) => client(offset));
    // One more year and a later snapshot time; keep: 1 prunes the served snapshot at once.
    const summary = await build({ outDir: dataDir, countries: ['US', 'DE'], fromYear: 2025, toYear: 2027, at: '2026-02-01T00:00:00Z', keep: 1, workers: 2 });
    expect(summary.status).toBe('published');
    // Keep the load on a moment after the switch, then stop it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    publishing = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    expect(existsSync(join(dataDir, 'snapshots', before))).toBe(false);
    // A request still holding the pruned snapshot is told so (and answered again from the new one).
    await expect(served.year('3.1.1', 'DE', 2026)).rejects.toBeInstanceOf(SnapshotGoneError);
    const after = (await call(server.url, '/healthz')).json.snapshot as string;
    expect(after).toBe(summary.snapshot);
    expect(after).not.toBe(before);
    const newYear = await call(server.url, '/v3/public-holidays/list?country=US&year=2027&month=1&day=1', { key });
    expect(newYear.status).toBe(200);
    expect(newYear.json.holidays.map((holiday: { name: string }) => holiday.name)).toContain("New Year's Day");
  });

  it('answers 503 while no snapshot is published, and serves again once one is', async () => {
    const key = server!.testKeys.key.titan;
    const pointer = join(dataDir, 'current');
    renameSync(pointer, `${pointer}.away`);
    try {
      // The pointer is trusted for 0.1 s; wait that out.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const health = await call(server!.url, '/healthz');
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ error: { code: 'internal_error' }, status: 503 });
      expect(health.headers['retry-after']).toBe('5');
      const list = await call(server!.url, '/v3/public-holidays/list?country=US&year=2026', { key });
      expect(list.status).toBe(503);
      expect(list.text).not.toContain(dataDir);
    } finally {
      renameSync(`${pointer}.away`, pointer);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await call(server!.url, '/v3/public-holidays/list?country=US&year=2026', { key })).status).toBe(200);
  });
});
