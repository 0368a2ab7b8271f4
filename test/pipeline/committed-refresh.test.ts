import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS } from '../../pipeline/guards.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { main } from '../../pipeline/cli.js';
import { publishRun, type PublishOptions } from '../../pipeline/publish-run.js';
import { readCommittedIndex } from '../../sources/committed.js';
import { loadSourcesConfig } from '../../sources/config.js';
import { realPayload, startFaultFeed, type FaultFeed } from '../fault-feed.js';
import { manifestOf, tempDir } from '../helpers.js';

// A run that published fresh payloads keeps them in its data directory and
// only names them: the committed copies change when the payloads command is
// run, and a later offline build of a fresh data directory reproduces the
// same files from those copies alone.

let feed: FaultFeed;
beforeAll(async () => {
  feed = await startFaultFeed();
});
afterAll(() => feed.server.close());

describe('committed copies follow what went live', () => {
  it('a refresh names the fresh payload it published and leaves the committed copies alone; the payloads command commits it; an offline build from the committed copy gives the same files', async () => {
    const payloads = join(tempDir('committed-refresh'), 'payloads');
    mkdirSync(payloads);
    const sourcesConfigFile = feed.configFile(tempDir('committed-config'), ['gov-uk']);
    const sourcesConfig = loadSourcesConfig(sourcesConfigFile);
    const options = (outDir: string, at: string): PublishOptions => ({
      command: 'refresh',
      outDir,
      countries: ['GB'],
      fromYear: 2025,
      toYear: 2026,
      at,
      keep: 5,
      workers: 1,
      guards: DEFAULT_GUARDS,
      sourcesConfig,
      payloadsDir: payloads,
    });

    const online = tempDir('committed-online');
    const lines: string[] = [];
    const first = await publishRun({ ...options(online, '2026-03-01T00:00:00Z'), onLine: (line) => lines.push(line) });
    expect(first.exitCode).toBe(EXIT.published);
    expect(first.pendingPayloads).toEqual(['gov-uk']);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /\] payloads: fresh payloads of gov-uk went live and differ from the committed copies; they stay in .*\/cache\. To review them with the reports, `tsx pipeline\/cli\.ts payloads --out .*` \(make payloads\) writes them to /,
      ),
    );
    // The checkout's copies are untouched by the run.
    expect(readdirSync(payloads)).toEqual([]);

    // The explicit command writes them.
    const out: string[] = [];
    const io = {
      out: (line: string) => out.push(line),
      progress: () => {},
      err: (line: string) => out.push(line),
      isTTY: false,
      env: { PAYLOADS_DIR: payloads, SOURCES_CONFIG: sourcesConfigFile },
      now: () => new Date(),
    };
    expect(await main(['payloads', '--out', online], io)).toBe(EXIT.published);
    expect(out).toEqual([
      expect.stringMatching(
        /^payloads: wrote the fresh payloads of snapshot 000001-\S+ to .*, to review and commit with its reports:$/,
      ),
      '  gov-uk/bank-holidays.json',
      '  gov-uk/payloads.json',
    ]);
    out.length = 0;
    expect(await main(['payloads', '--out', online], io)).toBe(EXIT.published);
    expect(out).toEqual([
      expect.stringMatching(
        /^payloads: the committed copies in .* are those snapshot 000001-\S+ was built from; nothing written$/,
      ),
    ]);
    expect(readFileSync(join(payloads, 'gov-uk', 'bank-holidays.json'))).toEqual(realPayload('gov-uk'));
    expect(readCommittedIndex(payloads, 'gov-uk')!.payloads).toEqual([
      expect.objectContaining({
        url: feed.url('gov-uk'),
        fetchedAt: '2026-03-01T00:00:00Z',
        contentType: 'application/json',
      }),
    ]);

    // A second refresh with nothing new commits nothing.
    const second = await publishRun(options(online, '2026-03-02T00:00:00Z'));
    expect(second).toMatchObject({ exitCode: EXIT.unchanged, pendingPayloads: [] });

    // Offline, in a fresh data directory (no cache): the committed copy stands in.
    const offline = tempDir('committed-offline');
    const third = await publishRun({ ...options(offline, '2026-03-01T00:00:00Z'), command: 'build', offline: true });
    expect(third.exitCode).toBe(EXIT.publishedStale);
    const govUk = manifestOf(offline).sources.find((source) => source.id === 'gov-uk')!;
    expect(govUk).toMatchObject({
      status: 'stale',
      notice: expect.stringMatching(/^gov-uk: stale: offline; using the committed copy of 2026-03-01/),
    });
    expect(govUk.payloads).toEqual([
      expect.objectContaining({ origin: 'committed', fetchedAt: '2026-03-01T00:00:00Z' }),
    ]);
    for (const path of ['3.1.2/GB/2025.json', '3.1.2/GB/2026.json', 'ledger/GB.ndjson']) {
      expect(readFileSync(join(offline, 'current', path), 'utf8'), path).toBe(
        readFileSync(join(online, 'snapshots', first.snapshot!, path), 'utf8'),
      );
    }
  });
});
