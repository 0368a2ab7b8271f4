// The production layout for real (docs/deploying.md): Debian's nginx, run
// with the shipped deploy/nginx/public-holidays.conf inside Debian's own
// /etc/nginx/nginx.conf, in front of a server process started with the
// settings of deploy/systemd/public-holidays.service, both on loopback. Only
// the listening ports, the server's port, the certificate (self-signed, made
// here with openssl) and the paths nginx writes to are changed, and each
// change must find what it replaces. The API is called over HTTPS through
// nginx and directly: the same answers, compressed when asked, the plain HTTP
// port redirecting, and the access log naming the client nginx saw, never an
// X-Forwarded-For the client made up. `make test` installs nginx (Debian's
// package) when it is missing. nginx runs without root, master process
// included (everything it reads and writes is in this test's folder, its
// ports are above 1023): when the test runs as root, nginx runs as www-data,
// Debian's nginx user.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { conform } from './conformance.js';
import { makeKeys, serverBundle, type TestKeys } from './helpers.js';
import { freePort } from './redis-server.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const SHIPPED_CONF = join(ROOT, 'deploy/nginx/public-holidays.conf');
const UNIT = join(ROOT, 'deploy/systemd/public-holidays.service');
const DEBIAN_CONF = '/etc/nginx/nginx.conf';
const HOST_NAME = 'holidays.example.org';
/** The addresses the test's clients connect from (all of 127.0.0.0/8 is loopback): nginx itself connects to the server from 127.0.0.1. */
const THROUGH_NGINX_FROM = '127.0.0.3';
const DIRECT_FROM = '127.0.0.2';
/** What a client writes in X-Forwarded-For to pass for someone else. */
const FORGED = '203.0.113.66';
const LIST = '/v3/public-holidays/list?country=US&year=2026';
/** One holiday: an answer under the server's 1 KB compression threshold. */
const SMALL = '/v3/public-holidays/list?country=US&year=2026&month=1&day=1';

const dir = mkdtempSync(join(tmpdir(), 'ph-proxy-'));
const children = new Set<ChildProcess>();
let keys: TestKeys;
let server: { child: ChildProcess; url: string; stdout: () => string };
let nginx: ChildProcess;
let httpsPort: number;
let httpPort: number;
let ca: string;

/** The path of Debian's nginx, or null. */
function nginxBinary(): string | null {
  for (const binary of ['/usr/sbin/nginx', 'nginx']) if (spawnSync(binary, ['-v']).error === undefined) return binary;
  return null;
}

/** Who nginx runs as when the test runs as root: www-data (Debian's nginx user; nobody without it), so that it has no privilege. Else whoever runs the test. */
function nginxUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const user = users.find((fields) => fields[0] === 'www-data') ?? users.find((fields) => fields[0] === 'nobody');
  if (!user) throw new Error('neither www-data nor nobody in /etc/passwd: no user to run nginx as');
  return { uid: Number(user[2]), gid: Number(user[3]) };
}

/** The unit's `Environment=NAME=value` lines. */
function unitEnvironment(): Record<string, string> {
  const text = readFileSync(UNIT, 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

/** text with `from` replaced by `to`, failing when `from` is not there exactly `times` times (the shipped file changed: the test must follow). */
function replaceExactly(text: string, from: string | RegExp, to: string, times: number, file: string): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gm') : from;
  const found = text.match(pattern)?.length ?? 0;
  if (found !== times)
    throw new Error(`${file}: expected ${times} of ${pattern} to render it for the test, found ${found}`);
  return text.replace(pattern, to);
}

async function ipv6Loopback(): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

/** The shipped file, for this test: its ports, the server's port and the certificate's paths, nothing else. */
function renderSite(serverPort: number, ipv6: boolean): string {
  let text = readFileSync(SHIPPED_CONF, 'utf8');
  const file = 'deploy/nginx/public-holidays.conf';
  text = replaceExactly(text, /^(\s*server )127\.0\.0\.1:8080;/gm, `$1127.0.0.1:${serverPort};`, 1, file);
  text = replaceExactly(text, /^(\s*listen )443 ssl/gm, `$1127.0.0.1:${httpsPort} ssl`, 1, file);
  text = replaceExactly(text, /^(\s*listen )80;/gm, `$1127.0.0.1:${httpPort};`, 1, file);
  // The IPv6 listeners on IPv6's loopback, where there is one.
  text = replaceExactly(
    text,
    /^(\s*listen )\[::\]:443 ssl/gm,
    ipv6 ? `$1[::1]:${httpsPort} ssl` : '$1# (no IPv6 here) [::]:443 ssl',
    1,
    file,
  );
  text = replaceExactly(
    text,
    /^(\s*listen )\[::\]:80;/gm,
    ipv6 ? `$1[::1]:${httpPort};` : '$1# (no IPv6 here) [::]:80;',
    1,
    file,
  );
  text = replaceExactly(text, '/etc/ssl/REPLACE-ME/fullchain.pem', join(dir, 'cert.pem'), 1, file);
  text = replaceExactly(text, '/etc/ssl/REPLACE-ME/privkey.pem', join(dir, 'key.pem'), 1, file);
  return text;
}

/**
 * Debian's nginx.conf with the site included in place of sites-enabled/ and
 * conf.d/, and what it writes (pid, logs, temporary files) in this folder.
 */
function renderMain(site: string): string {
  let text = readFileSync(DEBIAN_CONF, 'utf8');
  const file = DEBIAN_CONF;
  text = replaceExactly(text, /^\s*pid\s+\S+;/gm, `pid ${join(dir, 'nginx.pid')};`, 1, file);
  // At warn, so that an answer buffered to a temporary file would show.
  text = replaceExactly(text, /^\s*error_log\s+\S+;/gm, `error_log ${join(dir, 'error.log')} warn;`, 1, file);
  text = replaceExactly(text, /^\s*access_log\s+\S+;/gm, `access_log ${join(dir, 'access.log')};`, 1, file);
  text = replaceExactly(text, /^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;/gm, '', 1, file);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `\t${kind}_temp_path ${join(dir, 'temp', kind)};`)
    .join('\n');
  return replaceExactly(text, /^\s*include \/etc\/nginx\/sites-enabled\/\*;/gm, `${temp}\n\tinclude ${site};`, 1, file);
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
async function listening(port: number, child: ChildProcess, what: () => string): Promise<void> {
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${what()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (tries === 200) throw new Error(`nginx did not listen on ${port}: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (compressed, if it was). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/** One request: through nginx over HTTPS (checking its certificate for HOST_NAME), over plain HTTP to nginx, or to the server directly. */
function fetchVia(
  to: 'nginx' | 'nginx-http' | 'server',
  path: string,
  options: { headers?: Record<string, string>; from?: string; key?: string; readAfterMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['X-API-Key'] = options.key;
  const common = { host: '127.0.0.1', path, headers, agent: false as const, localAddress: options.from };
  return new Promise((resolve, reject) => {
    const done = (response: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      // A slow client: the answer waits in the buffers on its way.
      if (options.readAfterMs) {
        response.pause();
        setTimeout(() => response.resume(), options.readAfterMs);
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
      });
    };
    const request =
      to === 'nginx'
        ? httpsRequest(
            { ...common, port: httpsPort, servername: HOST_NAME, ca, headers: { Host: HOST_NAME, ...headers } },
            done,
          )
        : httpRequest(
            {
              ...common,
              port: to === 'server' ? Number(new URL(server.url).port) : httpPort,
              headers: to === 'server' ? headers : { Host: HOST_NAME, ...headers },
            },
            done,
          );
    request.on('error', reject);
    request.end();
  });
}

/** Checks the decoded answer against the OpenAPI document, as every server test does. */
function conforms(path: string, reply: Reply): Reply {
  conform(path, 'GET', { status: reply.status, headers: reply.headers, text: reply.text, raw: reply.raw });
  return reply;
}

/** An answer's body without its request id, which is new on every answer. */
const withoutId = (text: string) => text.replace(/"requestId":"[0-9a-f-]{36}"/, '"requestId":"…"');

/** The server's access-log lines (JSON on stdout after its start-up lines), once the one for requestId is there. */
async function loggedLine(requestId: string): Promise<Record<string, unknown>> {
  for (let waited = 0; ; waited += 20) {
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = lines.find((each) => each.requestId === requestId);
    if (line) return line;
    // A line is written at most 50 ms after its answer.
    if (waited > 5000) throw new Error(`no access-log line for ${requestId} in:\n${server.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server with the unit's settings but for its port and paths, on a small dataset of its own. */
async function startServer(port: number): Promise<void> {
  const dataDir = join(dir, 'data');
  await build({
    outDir: dataDir,
    countries: ['US'],
    fromYear: 2026,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
  });
  keys = makeKeys();
  const env = {
    ...process.env,
    ...unitEnvironment(),
    PORT: String(port),
    DATA_DIR: dataDir,
    KEYS_FILE: keys.file,
    WORKERS: '1',
    LOG_LEVEL: 'info',
  };
  // node on the run's server bundle, no wrapper: SIGTERM reaches the server itself.
  const child = spawn(process.execPath, [serverBundle()], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.on('close', (code) => reject(new Error(`the server exited (${code}) before serving: ${stdout}${stderr}`)));
  });
  server = { child, url, stdout: () => stdout };
}

/** nginx: Debian's nginx.conf including the shipped site, in the foreground, once it listens. */
async function startNginx(binary: string, serverPort: number): Promise<void> {
  const site = join(dir, 'public-holidays.conf');
  writeFileSync(site, renderSite(serverPort, await ipv6Loopback()));
  writeFileSync(join(dir, 'nginx.conf'), renderMain(site));
  // -e: the error log before the configuration is read; -p: the prefix for anything else relative.
  nginx = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...nginxUser(),
  });
  children.add(nginx);
  let output = '';
  nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const errors = () => `${output}${nginxErrors()}`;
  await listening(httpsPort, nginx, errors);
  await listening(httpPort, nginx, errors);
}

const nginxErrors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');

beforeAll(async () => {
  const binary = nginxBinary();
  if (binary === null)
    throw new Error("nginx is not installed: `make test` installs it (apt-get install nginx, Debian's package)");
  if (!existsSync(DEBIAN_CONF))
    throw new Error(
      `${DEBIAN_CONF} is missing: the test runs the site inside Debian's own nginx.conf (apt-get install nginx)`,
    );
  mkdirSync(join(dir, 'temp'));

  // A self-signed certificate for HOST_NAME, which the clients below check.
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${HOST_NAME}`,
      '-addext',
      `subjectAltName=DNS:${HOST_NAME}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (cert.status !== 0)
    throw new Error(
      `openssl could not make a certificate (\`make test\` installs Debian's openssl): ${cert.error?.message ?? cert.stderr}`,
    );
  ca = readFileSync(join(dir, 'cert.pem'), 'utf8');
  // nginx's folder is its own: it writes its pid, logs and temporary files there and reads the certificate.
  const user = nginxUser();
  if (user)
    for (const path of [dir, join(dir, 'temp'), join(dir, 'cert.pem'), join(dir, 'key.pem')])
      chownSync(path, user.uid, user.gid);

  // nginx starts while the dataset is built and the server starts: it connects to the server only when asked.
  const serverPort = await freePort();
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  await Promise.all([startServer(serverPort), startNginx(binary, serverPort)]);
});

afterAll(async () => {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('close', () => (clearTimeout(timer), resolve()));
          // nginx's fast stop is SIGTERM too; the server finishes its requests and exits.
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
});

describe('the shipped configuration', () => {
  it('puts the server on loopback, where nginx sends the requests, trusting the address nginx connects from', () => {
    const env = unitEnvironment();
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: '8080' });
    expect(readFileSync(SHIPPED_CONF, 'utf8')).toMatch(
      new RegExp(`^\\s*server ${env.HOST!.replace(/\./g, '\\.')}:${env.PORT};`, 'm'),
    );
    expect(env.TRUSTED_PROXIES!.split(',')).toEqual(['127.0.0.1', '::1']);
  });
});

describe('through nginx', () => {
  it('answers a list over HTTPS with the answer the server gives directly', async () => {
    const direct = conforms(LIST, await fetchVia('server', LIST, { key: keys.key.explorer }));
    const proxied = conforms(LIST, await fetchVia('nginx', LIST, { key: keys.key.explorer }));
    expect(direct.status).toBe(200);
    expect(proxied.status).toBe(200);
    expect(JSON.parse(direct.text).total).toBeGreaterThan(10);
    expect(withoutId(proxied.text)).toBe(withoutId(direct.text));
    // The server's headers come through; nginx adds HSTS.
    expect(proxied.headers['x-request-id']).toBe(JSON.parse(proxied.text).requestId);
    for (const name of ['etag', 'content-type', 'cache-control', 'x-ratelimit-limit', 'x-content-type-options'])
      expect(proxied.headers[name], name).toBe(direct.headers[name]);
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(proxied.headers.server).toBe('nginx');
    // And the answer it cached is revalidated through nginx: 304 on the ETag.
    const again = await fetchVia('nginx', LIST, {
      key: keys.key.explorer,
      headers: { 'If-None-Match': String(direct.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('redirects plain HTTP to HTTPS, for the same path', async () => {
    const answer = await fetchVia('nginx-http', LIST, { key: keys.key.explorer });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${HOST_NAME}${LIST}`);
  });

  it('compresses when asked: the server its answers of 1 KB or more (gzip or brotli, passed on as they are), nginx the smaller ones', async () => {
    const key = keys.key.explorer;
    const plain = await fetchVia('server', LIST, { key });
    for (const encoding of ['gzip', 'br']) {
      const compressed = conforms(
        LIST,
        await fetchVia('nginx', LIST, { key, headers: { 'Accept-Encoding': encoding } }),
      );
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding'], encoding).toBe(encoding);
      expect(compressed.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(withoutId(compressed.text)).toBe(withoutId(plain.text));
      // One Vary, the server's.
      expect(compressed.headers.vary).toBe('Accept-Encoding');
    }
    const small = await fetchVia('server', SMALL, { key, headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.length).toBeGreaterThan(256);
    expect(small.raw.length).toBeLessThan(1024);
    const smallProxied = conforms(
      SMALL,
      await fetchVia('nginx', SMALL, { key, headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(smallProxied.headers['content-encoding']).toBe('gzip');
    expect(smallProxied.raw.length).toBeLessThan(small.raw.length);
    expect(withoutId(smallProxied.text)).toBe(withoutId(small.text));
    // Not asked, not compressed.
    expect((await fetchVia('nginx', SMALL, { key })).headers['content-encoding']).toBeUndefined();
  });

  it("passes large answers whole, the change feed's, and a 1.7 MB file's to a client slow to read it", async () => {
    const feed = '/v3/public-holidays/changes?limit=1000';
    const direct = conforms(feed, await fetchVia('server', feed, { key: keys.key.growth }));
    const proxied = conforms(feed, await fetchVia('nginx', feed, { key: keys.key.growth }));
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.text).changes.length).toBeGreaterThan(100);
    expect(withoutId(proxied.text)).toBe(withoutId(direct.text));
    // Larger than the 256 KB nginx buffers in memory: the rest is read from the server as the client takes it.
    const file = '/v3/docs/swagger-ui-bundle.js';
    const bundle = conforms(file, await fetchVia('nginx', file, { readAfterMs: 500 }));
    expect(bundle.status).toBe(200);
    expect(bundle.raw.length).toBeGreaterThan(1024 * 1024);
    expect(bundle.raw.equals((await fetchVia('server', file)).raw)).toBe(true);
    // Nothing went wrong on the way (the log is at warn: a spill to a temporary file would show too).
    expect(nginxErrors()).not.toMatch(/\[(error|crit|alert|emerg)\]|temporary file/);
  });

  it('does not serve /metrics, which the server answers on loopback', async () => {
    expect((await fetchVia('server', '/metrics')).status).toBe(200);
    expect((await fetchVia('nginx', '/metrics')).status).toBe(404);
  });
});

describe('the access log behind nginx', () => {
  it('names the client nginx saw, from X-Forwarded-For, not the address nginx connects from', async () => {
    const answer = await fetchVia('nginx', LIST, { key: keys.key.explorer, from: THROUGH_NGINX_FROM });
    expect(answer.status).toBe(200);
    expect(await loggedLine(String(answer.headers['x-request-id']))).toMatchObject({
      client: THROUGH_NGINX_FROM,
      status: 200,
      keyId: 'explorer-key',
    });
  });

  it('ignores what a client wrote in X-Forwarded-For itself, through nginx and directly', async () => {
    const proxied = await fetchVia('nginx', LIST, {
      key: keys.key.explorer,
      from: THROUGH_NGINX_FROM,
      headers: { 'X-Forwarded-For': FORGED },
    });
    expect(await loggedLine(String(proxied.headers['x-request-id']))).toMatchObject({ client: THROUGH_NGINX_FROM });
    // Straight to the server from an address that is not a trusted proxy: the connection's address.
    const direct = await fetchVia('server', LIST, {
      key: keys.key.explorer,
      from: DIRECT_FROM,
      headers: { 'X-Forwarded-For': FORGED },
    });
    expect(direct.status).toBe(200);
    expect(await loggedLine(String(direct.headers['x-request-id']))).toMatchObject({ client: DIRECT_FROM });
    expect(server.stdout()).not.toContain(FORGED);
  });
});

describe('with the server down', () => {
  it("nginx answers 503 in the API's error shape, with Retry-After", async () => {
    const exited = new Promise<void>((resolve) => server.child.once('close', () => resolve()));
    server.child.kill('SIGTERM');
    await exited;
    const answer = conforms(LIST, await fetchVia('nginx', LIST, { key: keys.key.explorer }));
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(answer.text);
    expect(body).toMatchObject({ error: { code: 'internal_error' }, status: 503 });
    expect(body.requestId).toBe(answer.headers['x-request-id']);
  });
});
