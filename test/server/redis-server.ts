// A real redis-server (Debian's package; `make test` installs it when missing)
// on a free loopback port, without persistence, in a folder of its own; the
// test stops it (and may start it again on the same port) and it is stopped
// after the file's tests in any case.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const running = new Set<ChildProcess>();
const folders: string[] = [];
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export class RedisServer {
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) {
      throw new Error('redis-server is not installed: `make test` installs it (apt-get install redis-server)');
    }
    const dir = mkdtempSync(join(tmpdir(), 'ph-redis-'));
    folders.push(dir);
    const server = new RedisServer(await freePort(), dir);
    await server.resume();
    return server;
  }

  /** Starts (again) on the same port: an empty Redis, as after a restart without persistence. */
  async resume(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
        '--daemonize',
        'no',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running.add(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s: ${output}`)), 10_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      });
    });
    child.removeAllListeners('exit');
    child.on('exit', () => running.delete(child));
    this.child = child;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.child = null;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  /** One command through redis-cli, its output trimmed. */
  cli(...args: string[]): string {
    const result = spawnSync('redis-cli', ['-p', String(this.port), ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  }
}
