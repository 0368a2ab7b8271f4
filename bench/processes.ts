// What the serving benchmarks share: free loopback ports, child processes
// started until they say they are ready and stopped with SIGTERM, one GET,
// and nginx serving the server's answers as static files.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts a process and resolves when its output (stdout or stderr) matches.
 * With `stdoutFile`, its stdout goes to that file (truncated first) instead of
 * a pipe this process reads, and the file is read for the ready line. With
 * `readyUrl` (a stdout that cannot be read back, such as /dev/null), the
 * process is ready once that URL answers; the match is the URL's origin.
 */
export function startUntil(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  options: { stdoutFile?: string; readyUrl?: string } = {},
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const stdoutFd = options.stdoutFile ? openSync(options.stdoutFile, 'w') : undefined;
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'] });
    if (stdoutFd !== undefined) closeSync(stdoutFd);
    let output = '';
    let started = false;
    const resolveReady = (match: RegExpExecArray) => {
      started = true;
      clearInterval(poll);
      resolve({ child, match });
    };
    const check = () => {
      if (options.readyUrl) return;
      const match = ready.exec(output + (options.stdoutFile ? readFileSync(options.stdoutFile, 'utf8') : ''));
      if (match) resolveReady(match);
    };
    const answers = (url: string) =>
      new Promise<boolean>((done) =>
        request(url, { agent: false }, (res) => done((res.resume(), true)))
          .on('error', () => done(false))
          .end(),
      );
    const poll = setInterval(() => {
      if (started) return;
      if (options.readyUrl) {
        const url = options.readyUrl;
        void answers(url).then((up) => {
          if (up && !started) resolveReady(/(.*)/.exec(new URL(url).origin)!);
        });
      } else if (options.stdoutFile) check();
    }, 50);
    const onData = (chunk: Buffer) => {
      // Once ready, what it prints (the access log) is read and dropped.
      if (started) return;
      output += chunk;
      check();
    };
    child.stdout?.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${command} exited (${code}): ${output}`));
    });
  });
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export function get(
  url: string,
  key?: string,
): Promise<{ status: number; body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: key ? { 'X-API-Key': key } : {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Clock ticks per second of /proc/<pid>/stat's CPU fields. */
export const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** User + system CPU seconds of the processes so far (their threads included). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // The command name (field 2) may hold spaces: the fields after it are counted from its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  }
  return ticks / TICKS;
}

/** The process and its descendants (a cluster primary and its workers), from /proc/<pid>/task/<tid>/children. */
export function processTree(pid: number): number[] {
  const children = spawnSync('sh', ['-c', `cat /proc/${pid}/task/*/children`], { encoding: 'utf8' })
    .stdout.trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

export const nginxBinary = () =>
  ['nginx', '/usr/sbin/nginx'].find((binary) => spawnSync(binary, ['-v']).error === undefined);

/**
 * nginx with `workers` worker processes serving the files in folder: the list
 * path maps to COUNTRY-YEAR.json. Keep-alive connections last as long as
 * Node's (which has no per-connection request limit). Resolves once it
 * answers, with its URL and the pids of its master and workers.
 */
export async function startNginx(
  binary: string,
  folder: string,
  workers: number,
): Promise<{ url: string; child: ChildProcess; pids: number[] }> {
  const port = await freePort();
  const conf = join(folder, 'nginx.conf');
  mkdirSync(join(folder, 'tmp'), { recursive: true });
  writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
master_process on;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events {}
http {
  access_log off;
  keepalive_requests 100000;
  default_type application/json;
  client_body_temp_path ${folder}/tmp/body;
  proxy_temp_path ${folder}/tmp/proxy;
  fastcgi_temp_path ${folder}/tmp/fastcgi;
  uwsgi_temp_path ${folder}/tmp/uwsgi;
  scgi_temp_path ${folder}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location = /v3/public-holidays/list {
      try_files /$arg_country-$arg_year.json =404;
    }
  }
}
`,
  );
  // -e: nginx opens its error log before reading the configuration.
  const child = spawn(binary, ['-e', join(folder, 'error.log'), '-c', conf, '-p', folder], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // It prints nothing once ready: ask until it answers (404 here, which it does not log).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited (${child.exitCode}): ${output}${existsSync(join(folder, 'error.log')) ? readFileSync(join(folder, 'error.log'), 'utf8') : ''}`,
      );
    if (
      await get(`${url}/v3/public-holidays/list`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries === 100) {
      await stop(child);
      throw new Error(`nginx did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const workerPids = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return { url, child, pids: [child.pid!, ...workerPids] };
}
