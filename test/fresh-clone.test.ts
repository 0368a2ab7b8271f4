// A deployment's checkout stays as it was cloned: on a fresh clone of the
// committed tree, `make run` (install without the devDependencies, first
// build, keys, server) and a publishing `make refresh` work and leave
// `git status` empty, so that upgrading with
// `git pull` never conflicts. The install is `npm ci` against the complete
// lock; the refresh fetches gov.uk from a loopback feed whose URL differs from
// the committed copy's, the case in which a run used to rewrite
// sources/payloads/. Needs the npm registry (npm's cache makes it quick).

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultFeed, type FaultFeed } from './fault-feed.js';
import { projectRoot } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
const clone = join(root, 'checkout');
let feed: FaultFeed;
let server: ChildProcess | undefined;

/** The environment of a deployment: none of the test run's own source, payload, amendment or workdays folders. */
function deploymentEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of [
    'SOURCES_CONFIG',
    'PAYLOADS_DIR',
    'AMENDMENTS_DIR',
    'WORKDAYS_DIR',
    'NODE_OPTIONS',
    'VITEST',
    'VITEST_WORKER_ID',
    'VITEST_POOL_ID',
    'MAKEFLAGS',
    'MAKELEVEL',
  ]) {
    if (!(name in extra)) delete env[name];
  }
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  return env;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: clone, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function gitStatus(): string {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: clone, encoding: 'utf8' });
  expect(status.status, status.stderr).toBe(0);
  return status.stdout;
}

beforeAll(async () => {
  feed = await startFaultFeed();
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', projectRoot, clone], { encoding: 'utf8' });
  expect(cloned.status, cloned.stderr).toBe(0);
});

afterAll(async () => {
  // Stopped by a signal, make has no exit code: signalCode says it is gone.
  if (server?.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
  feed?.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a fresh clone', () => {
  it('is clean after make run and a publishing make refresh', async () => {
    expect(gitStatus()).toBe('');
    const port = await freePort();
    const output: string[] = [];
    // make run as a deployment runs it: installs without the devDependencies, builds a small offline dataset,
    // makes a keys file and serves; stopped once it answers.
    server = spawn('make', ['run', 'NPM_FLAGS=--omit=dev', 'COUNTRIES=JP', 'YEARS=2026', 'OFFLINE=1'], {
      cwd: clone,
      env: deploymentEnv({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
      detached: true,
    });
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    let healthy = false;
    for (let waited = 0; waited < 540_000 && !healthy && server.exitCode === null; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
    }
    expect(healthy, output.join('')).toBe(true);
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) =>
      server!.exitCode === null && server!.signalCode === null ? server!.once('exit', resolve) : resolve(null),
    );
    expect(gitStatus(), output.join('')).toBe('');
    expect(existsSync(join(clone, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(clone, 'node_modules', '@hebcal', 'core'))).toBe(false);

    // A refresh that publishes (GB is new) with payloads fetched fresh from elsewhere than the committed copies.
    const config = feed.configFile(root, ['gov-uk']);
    // Not spawnSync: the loopback feed answers from this process's event loop.
    const refresh = await runAsync(
      'make',
      ['refresh', 'COUNTRIES=GB', 'YEARS=2026'],
      deploymentEnv({ SOURCES_CONFIG: config }),
    );
    expect(refresh.status, refresh.stdout + refresh.stderr).toBe(0);
    expect(refresh.stdout).toMatch(/\] publish: switched to snapshot 000002-/);
    expect(refresh.stdout).toMatch(/\] payloads: fresh payloads of gov-uk went live/);
    // The cross-check runs without its packages, and says which it left out.
    expect(refresh.stdout).toContain(
      '(left out, not installed: @18f/us-federal-holidays, @holiday-jp/holiday_jp, feiertagejs, @hebcal/core, @hyunbinseo/holidays-kr, chinese-days, @socialgouv/jours-feries; make crosscheck installs them)',
    );
    expect(gitStatus(), refresh.stdout).toBe('');
  }, 900_000);
});
