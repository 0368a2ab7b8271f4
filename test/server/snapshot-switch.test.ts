// A new published snapshot is picked up without a restart, and publishing it
// (and pruning the old one) under load loses no request; one that fails its
// check (digests, schemas) is not served.

import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** Publishes a snapshot folder as the pointer does: a new link renamed over it. */
function pointTo(id: string): void {
  const pointer = join(dataDir, 'current');
  symlinkSync(join('snapshots', id), `${pointer}.next`);
  renameSync(`${pointer}.next`, pointer);
}

describe('snapshot switch', () => {
  it('serves the new snapshot without a restart and loses no request while it is published', async () => {
    await build({
      outDir: dataDir,
      countries: ['US', 'DE'],
      fromYear: 2025,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 1,
      workers: 2,
    });
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
    // One more year and a later snapshot time; keep: 1 prunes the served snapshot at once. The countries
    // are built on worker threads (workers: 2), as a real build runs beside a server: one in this
    // thread would stop the server under test while it runs.
    const summary = await build({
      outDir: dataDir,
      countries: ['US', 'DE'],
      fromYear: 2025,
      toYear: 2027,
      at: '2026-02-01T00:00:00Z',
      keep: 1,
      workers: 2,
    });
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

  it('refuses a published snapshot whose file breaks its digest in the manifest or its schema: the one before is served, and /healthz and the log say why', async () => {
    const key = server!.testKeys.key.titan;
    const served = (await call(server!.url, '/healthz')).json.snapshot as string;
    const list = '/v3/public-holidays/list?country=US&year=2026&dataVersion=3.1.2';
    const reference = await call(server!.url, list, { key });
    const file = '3.1.2/US/2026.json';
    const damages: [string, (text: string) => string, boolean, RegExp][] = [
      // Changed after the build: the manifest's digest no longer matches.
      [
        '000090-20260301T000000Z',
        (text) => text.replace(/"Independence Day"/, '"Independence Dey"'),
        false,
        /^3\.1\.2\/US\/2026\.json does not have the sha256 the manifest gives it$/,
      ],
      // Written with a day that cannot exist, and a manifest to match: the schema refuses it.
      [
        '000091-20260302T000000Z',
        (text) => text.replace(/"date":"2026-07-04"/, '"date":"2026-07-44"'),
        true,
        /^3\.1\.2\/US\/2026\.json breaks the 3\.1\.2 schema: holidays\[\d+\] \(id 20260704_[0-9a-f]+\): date must match/,
      ],
    ];
    try {
      for (const [id, damage, manifestFollows, reason] of damages) {
        const dir = join(dataDir, 'snapshots', id);
        cpSync(join(dataDir, 'snapshots', served), dir, { recursive: true });
        const text = readFileSync(join(dir, file), 'utf8');
        const damaged = damage(text);
        expect(damaged).not.toBe(text);
        writeFileSync(join(dir, file), damaged);
        const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
        manifest.snapshot = id;
        if (manifestFollows) manifest.files[file] = createHash('sha256').update(damaged).digest('hex');
        writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
        pointTo(id);
        let health = (await call(server!.url, '/healthz')).json;
        for (let tries = 0; !health.refused && tries < 600; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          health = (await call(server!.url, '/healthz')).json;
        }
        expect(health).toMatchObject({
          health: 'degraded',
          snapshot: served,
          refused: { snapshot: id, reason: expect.stringMatching(reason) },
        });
        const answer = await call(server!.url, list, { key });
        expect(answer.status).toBe(200);
        expect(answer.json.holidays).toEqual(reference.json.holidays);
        expect(server!.logs.filter((line) => line.startsWith(`snapshot ${id} refused: `))).toEqual([
          expect.stringMatching(new RegExp(`; still serving ${served}$`)),
        ]);
      }
    } finally {
      pointTo(served);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    const health = (await call(server!.url, '/healthz')).json;
    expect(health).toMatchObject({ health: 'ok', snapshot: served });
    expect(health.refused).toBeUndefined();
  });

  it('a file that breaks its schema in the snapshot served from the start is not served: 503 in the error shape, and the log names the file', async () => {
    const served = (await call(server!.url, '/healthz')).json.snapshot as string;
    const copy = mkdtempSync(join(tmpdir(), 'ph-damaged-'));
    try {
      cpSync(join(dataDir, 'snapshots', served), join(copy, 'snapshots', served), { recursive: true });
      symlinkSync(join('snapshots', served), join(copy, 'current'));
      const file = join(copy, 'snapshots', served, '3.1.2', 'US', '2026.json');
      const damaged = readFileSync(file, 'utf8').replace(/"type":"public"/, '"type":"holiday"');
      writeFileSync(file, damaged);
      const manifestFile = join(copy, 'snapshots', served, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.files['3.1.2/US/2026.json'] = createHash('sha256').update(damaged).digest('hex');
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const damagedServer = await startTestServer(copy);
      try {
        const key = damagedServer.testKeys.key.titan;
        const answer = await call(
          damagedServer.url,
          '/v3/public-holidays/list?country=US&year=2026&dataVersion=3.1.2',
          { key },
        );
        expect(answer.status).toBe(503);
        expect(answer.json).toMatchObject({
          error: {
            code: 'internal_error',
            message: 'the published data for this request is damaged and is not served',
          },
          status: 503,
        });
        expect(damagedServer.logs).toContainEqual(
          expect.stringMatching(
            /not served: 3\.1\.2\/US\/2026\.json breaks the 3\.1\.2 schema: holidays\[\d+\] \(id \d{8}_[0-9a-f]+\): type must be equal to one of the allowed values$/,
          ),
        );
        // The other versions' files are whole, and served.
        expect((await call(damagedServer.url, '/v3/public-holidays/list?country=US&year=2026', { key })).status).toBe(
          200,
        );
      } finally {
        await stopServer(damagedServer);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
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
