// The server and keys CLI as processes: bad configuration ends start-up with
// one clear line and a non-zero exit; the bundle `make serve` runs serves and
// exits 0 on SIGTERM; keys are printed once and stored as sha256 only.

import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../server/keys.js';
import { smallFileSystem } from '../small-fs.js';
import { call, makeKeys, serverBundle, sharedDataset, startTestServer } from './helpers.js';

const ROOT = new URL('../../', import.meta.url).pathname;
// tsx's loader in node itself, as `--import tsx` gives it, named by its file: the scripts run from a scratch folder,
// where `tsx` would not resolve. One process a run, where the tsx command starts node a second time.
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
let dataDir: string;
const scratch = mkdtempSync(join(tmpdir(), 'ph-process-'));

beforeAll(async () => {
  dataDir = (await sharedDataset()).dataDir;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a script to its end (start-up failures end on their own): the server as `make serve` runs it (node on the
 * run's bundle), a command-line tool under tsx's loader, as `make` runs it.
 */
function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const argv = script === 'server/main.ts' ? [serverBundle()] : ['--import', TSX_LOADER, join(ROOT, script)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...argv, ...args], { cwd: scratch, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** One line on stderr, naming the problem, and no stack trace. */
function expectOneLine(result: Run, pattern: RegExp): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('start-up failures', () => {
  it('no published snapshot in DATA_DIR', async () => {
    const keys = makeKeys();
    const result = await run('server/main.ts', [], {
      PORT: '0',
      DATA_DIR: join(scratch, 'nothing-here'),
      KEYS_FILE: keys.file,
    });
    expectOneLine(result, /^server: no published snapshot in .*nothing-here .*make data/);
  });

  it('a published snapshot that fails its check: a garbage manifest, a file that does not match its digest', async () => {
    const keys = makeKeys();
    const published = readlinkSync(join(dataDir, 'current'));
    const id = published.split('/').pop()!;
    for (const [name, damage, pattern] of [
      [
        'garbage-manifest',
        (dir: string) => writeFileSync(join(dir, 'manifest.json'), '{"snapshot": 7, "files": "all of them"}'),
        /^server: the published snapshot \S+ fails its check: manifest\.json is not this snapshot's manifest \(snapshot: .*\); publish a new one with `make data`$/,
      ],
      [
        'changed-file',
        (dir: string) => writeFileSync(join(dir, '3.1.2', 'countries.json'), '{"countries": []}'),
        /^server: the published snapshot \S+ fails its check: 3\.1\.2\/countries\.json does not have the sha256 the manifest gives it; publish a new one with `make data`$/,
      ],
    ] as const) {
      const copy = join(scratch, name);
      cpSync(join(dataDir, published), join(copy, 'snapshots', id), { recursive: true });
      symlinkSync(join('snapshots', id), join(copy, 'current'));
      damage(join(copy, 'snapshots', id));
      expectOneLine(
        await run('server/main.ts', [], { PORT: '0', WORKERS: '1', DATA_DIR: copy, KEYS_FILE: keys.file }),
        pattern,
      );
    }
  });

  it('a malformed keys file, and a missing one', async () => {
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, '{"keys": [{"id": "a", "sha256": "not-hex", "plan": "growth", "status": "active"}]}');
    expectOneLine(
      await run('server/main.ts', [], { PORT: '0', DATA_DIR: dataDir, KEYS_FILE: broken }),
      /^server: keys file .*broken\.json is malformed at keys\.0\.sha256: sha256 must be 64/,
    );
    writeFileSync(broken, '{"keys": [');
    expectOneLine(
      await run('server/main.ts', [], { PORT: '0', DATA_DIR: dataDir, KEYS_FILE: broken }),
      /^server: keys file .*broken\.json is not valid JSON/,
    );
    expectOneLine(
      await run('server/main.ts', [], { PORT: '0', DATA_DIR: dataDir, KEYS_FILE: join(scratch, 'absent.json') }),
      /^server: keys file .*absent\.json not found: create a key with `make key PLAN=explorer`/,
    );
  });

  it('a busy port', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await run('server/main.ts', [], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        KEYS_FILE: makeKeys().file,
      });
      expectOneLine(result, new RegExp(`^server: port ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      blocker.close();
    }
  });

  it('a bad PORT', async () => {
    expectOneLine(
      await run('server/main.ts', [], { PORT: 'eighty', DATA_DIR: dataDir, KEYS_FILE: makeKeys().file }),
      /^server: configuration: PORT must be a TCP port number/,
    );
  });
});

describe('running and stopping', () => {
  it('serves from the bundle that make serve runs, and exits 0 on SIGTERM', async () => {
    const bundled = spawnSync('make', ['-s', 'server-bundle'], { cwd: ROOT, encoding: 'utf8' });
    expect(bundled.status, bundled.stderr).toBe(0);
    const keys = makeKeys();
    // Two workers (the default on a two-core machine, set here whatever the machine): the bundle runs as primary and workers.
    const child = spawn(process.execPath, [join(ROOT, 'server/main.bundle.mjs')], {
      cwd: scratch,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, KEYS_FILE: keys.file, WORKERS: '2' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.on('close', () => reject(new Error(`exited before serving: ${stdout}`)));
    });
    const answer = await call(url, '/v3/public-holidays/list?country=JP&year=2025&month=1&day=1', {
      key: keys.key.explorer,
    });
    expect(answer.status).toBe(200);
    // The line to try first is a call that works once a key stands in for the placeholder.
    const tried = /^ {2}try: +curl -H "X-API-Key: <a key>" "([^"]+)"$/m.exec(stdout);
    expect(tried, stdout).not.toBeNull();
    expect(tried![1]!.startsWith(`${url}/v3/public-holidays/list?country=US&year=`)).toBe(true);
    expect((await call(url, tried![1]!.slice(url.length), { key: keys.key.explorer })).status).toBe(200);
    expect(answer.json.holidays[0].name).toBe("New Year's Day");
    // Files read beside the sources (the OpenAPI document) are found from the bundle too.
    const openapi = await call(url, '/v3/openapi.json');
    expect([openapi.status, openapi.json.openapi]).toEqual([200, '3.1.0']);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('SIGTERM: finishing in-flight requests');
    expect(stdout).toContain('stopped');
    // The access log (LOG_LEVEL=info by default): one JSON line per request after the plain start-up lines, flushed before the exit.
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^workers: 2 processes on one port \(pids \d+, \d+\); limits counted by the primary process for its 2 workers, saved to .*counters\.json on stop$/,
    );
    expect(lines[1]!.startsWith('serving snapshot ')).toBe(true);
    const logged = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((line) => [line.path, line.status, line.keyId])).toEqual([
      ['/v3/public-holidays/list?country=JP&year=2025&month=1&day=1', 200, 'explorer-key'],
      [tried![1]!.slice(url.length), 200, 'explorer-key'],
      ['/v3/openapi.json', 200, null],
    ]);
    expect(logged[0]!.requestId).toBe(answer.headers['x-request-id']);
    expect(stdout).not.toContain(keys.key.explorer);
  });
});

describe('the access log on stop', () => {
  /**
   * The bundle under 2,000 requests on 20 keep-alive connections, SIGTERM once 400 are answered (the rest still to
   * come or under way). With `slowReader`, its stdout is not read from then until every request has settled, so
   * lines wait in the server when it stops. Resolves with the ids of the answered requests and the logged lines.
   */
  async function stopUnderLoad(workers: string, slowReader: boolean) {
    const bundled = spawnSync('make', ['-s', 'server-bundle'], { cwd: ROOT, encoding: 'utf8' });
    expect(bundled.status, bundled.stderr).toBe(0);
    const keys = makeKeys();
    const child = spawn(process.execPath, [join(ROOT, 'server/main.bundle.mjs')], {
      cwd: scratch,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, KEYS_FILE: keys.file, WORKERS: workers, LOG_LEVEL: 'info' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const url = new URL(
      await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (match) resolve(match[1]!);
        });
        child.on('close', () => reject(new Error(`exited before serving: ${stdout}`)));
      }),
    );
    if (slowReader) child.stdout.pause();
    // Each path long enough that a turn's lines fill several blocks, and the pipe soon when nobody reads it.
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const answered: string[] = [];
    let stopped = false;
    const one = (index: number) =>
      new Promise<void>((resolve) => {
        const path = `/v3/public-holidays/list?country=JP&year=2025&n=${index}${'x'.repeat(300)}`;
        const req = httpRequest(
          { host: url.hostname, port: url.port, path, agent, headers: { 'X-API-Key': keys.key.titan } },
          (res) => {
            res.resume();
            res.on('end', () => {
              answered.push(res.headers['x-request-id'] as string);
              if (answered.length === 400 && !stopped) {
                stopped = true;
                child.kill('SIGTERM');
              }
              resolve();
            });
            res.on('error', () => resolve());
          },
        );
        // Requests sent once the server stops are refused unanswered, and not expected in the log (the others answer 400: n is no parameter).
        req.on('error', () => resolve());
        req.end();
      });
    await Promise.all(Array.from({ length: 2000 }, (_, index) => one(index)));
    agent.destroy();
    child.stdout.resume();
    expect(stopped).toBe(true);
    expect(await exited).toBe(0);
    expect(stdout).not.toContain(keys.key.titan);
    // Whole lines: every one parses, so no two processes' lines were mixed.
    const logged = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { requestId: string }).requestId);
    return { answered, logged };
  }

  it('one process, its stdout not read for a while: the lines still waiting when SIGTERM comes are written before it exits', async () => {
    const { answered, logged } = await stopUnderLoad('1', true);
    expect(answered.length).toBeGreaterThan(400);
    expect(new Set(logged).size).toBe(logged.length);
    expect([...logged].sort()).toEqual([...answered].sort());
  });

  it('WORKERS=2: every answered request is logged in a whole line of its own, those answered while SIGTERM was under way too', async () => {
    const { answered, logged } = await stopUnderLoad('2', false);
    expect(answered.length).toBeGreaterThan(400);
    expect(new Set(logged).size).toBe(logged.length);
    expect([...logged].sort()).toEqual([...answered].sort());
  });
});

describe('keys CLI', () => {
  it('creates a key for a plan (legacy names too), prints it once and stores only its sha256', async () => {
    const file = join(scratch, 'cli-keys.json');
    const result = await run('server/keys-cli.ts', ['create', '--plan', 'business', '--file', file], {});
    expect(result.code).toBe(0);
    const key = result.stdout.trim().split('\n').pop()!;
    expect(key).toMatch(/^ph_[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.keys).toHaveLength(1);
    expect(stored.keys[0]).toMatchObject({ sha256: hashKey(key), plan: 'growth', status: 'active' });
    expect(readFileSync(file, 'utf8')).not.toContain(key);

    const second = await run('server/keys-cli.ts', ['create', '--plan', 'explorer', '--file', file], {});
    expect(JSON.parse(readFileSync(file, 'utf8')).keys).toHaveLength(2);
    const explorerKey = second.stdout.trim().split('\n').pop()!;

    // The keys work against a server, and a revoked one stops working.
    const server = await startTestServer(dataDir, { keysFile: file, keysReloadMs: 0 });
    try {
      expect(
        (await call(server.url, '/v3/public-holidays/list?country=US&year=2025&language=de', { key })).status,
      ).toBe(200);
      expect(
        (await call(server.url, '/v3/public-holidays/list?country=US&year=2025&language=de', { key: explorerKey }))
          .status,
      ).toBe(403);
      const id = stored.keys[0].id as string;
      expect((await run('server/keys-cli.ts', ['status', id, 'revoked', '--file', file], {})).code).toBe(0);
      expect((await call(server.url, '/v3/public-holidays/list?country=US&year=2025', { key })).status).toBe(401);
    } finally {
      await server.shutdown();
    }
  });

  it('init creates one key per plan only when the file is missing; KEYS_FILE names the file', async () => {
    const dir = join(scratch, 'init');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'keys.json');
    const first = await run('server/keys-cli.ts', ['init'], { KEYS_FILE: file });
    expect(first.code).toBe(0);
    // Framed apart from the lines around them: a box of equal-width lines.
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(/^ {2}┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^ {2}└─+┘$/);
    expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
    const printed = [...first.stdout.matchAll(/^ {2}│ (\w+) +(ph_\S+) +│$/gm)].map((match) => ({
      plan: match[1],
      key: match[2]!,
    }));
    expect(printed.map((entry) => entry.plan)).toEqual(['explorer', 'builder', 'growth', 'pro', 'titan']);
    const stored = JSON.parse(readFileSync(file, 'utf8')).keys as { sha256: string; plan: string }[];
    expect(stored.map((entry) => entry.plan)).toEqual(['explorer', 'builder', 'growth', 'pro', 'titan']);
    expect(stored.map((entry) => entry.sha256)).toEqual(printed.map((entry) => hashKey(entry.key)));
    const again = await run('server/keys-cli.ts', ['init'], { KEYS_FILE: file });
    expect(again.stdout).toContain('exists: no keys created');
    expect(JSON.parse(readFileSync(file, 'utf8')).keys).toEqual(stored);
    expect(readFileSync(file, 'utf8')).not.toContain('ph_');
  });

  it('answers an unknown flag with the nearest known one, in one line and exit code 2, and writes nothing', async () => {
    const file = join(scratch, 'never-written.json');
    for (const [args, message] of [
      [['create', '--plna', 'growth', '--file', file], 'keys: unknown flag --plna: did you mean --plan? (see --help)'],
      [
        ['status', 'growth-1', 'revoked', '--flie', file],
        'keys: unknown flag --flie: did you mean --file? (see --help)',
      ],
      [['init', '--everything'], 'keys: unknown flag --everything (see --help)'],
    ] as const) {
      const result = await run('server/keys-cli.ts', [...args], { KEYS_FILE: file });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toBe(`${message}\n`);
      expect(result.stdout).toBe('');
    }
    expect(existsSync(file)).toBe(false);
  });

  it('a full disk: exit 1 with one line, the keys file as it was and nothing left beside it', async () => {
    const fs = smallFileSystem('keys-full');
    try {
      const file = join(fs.dir, 'keys.json');
      expect((await run('server/keys-cli.ts', ['init', '--file', file], {})).code).toBe(0);
      const before = readFileSync(file, 'utf8');
      fs.fill();
      const result = await run('server/keys-cli.ts', ['create', '--plan', 'growth', '--file', file], {});
      expectOneLine(
        result,
        /^keys: keys file \S+keys\.json could not be written \(ENOSPC: no space left on device.*\); it is as it was$/,
      );
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(readdirSync(fs.dir).sort()).toEqual(['filler', 'keys.json']);
    } finally {
      fs.unmount();
    }
  });

  it('refuses an unknown plan with a usage message', async () => {
    const result = await run(
      'server/keys-cli.ts',
      ['create', '--plan', 'platinum', '--file', join(scratch, 'x.json')],
      {},
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^keys: unknown plan "platinum": use one of explorer, builder, growth, pro, titan/);
  });
});
