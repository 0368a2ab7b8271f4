// The HTTP server: the app's parts (the data store, the keys, the limits, the
// answer cache, the access log and the metrics of server/observe.ts), each
// request handed to the request steps (server/request-steps.ts: route →
// method → credentials → limits → the endpoint's plan → answer cache →
// parameter names → their plans → values → data → respond), the connection
// limits, and the stop.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { AccessLog } from './access-log.js';
import type { TrustedProxies } from './client-address.js';
import { answerConnect, answerUnparsable } from './client-error.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './config.js';
import { MemoryCounterStore, type CounterStore } from './counters.js';
import { KeyStore } from './keys.js';
import { Observer, ServerMetrics } from './observe.js';
import { resolveLimits, type Plan, type PlanLimits } from '../core/plans.js';
import { RateLimiter } from './rate-limit.js';
import { redactKeys } from './redact.js';
import { ALLOW, handleRequest, type CachedReply, type Served } from './request-steps.js';
import { SecondChanceCache } from './second-chance-cache.js';
import { DataStore } from './snapshot.js';

export interface AppOptions {
  dataDir: string;
  keysFile: string;
  /** Memory for parsed files and rendered answers together (CACHE_MB). */
  cacheBytes?: number;
  /** Per-plan overrides of the daily and monthly limits. */
  limits?: Partial<Record<Plan, Partial<PlanLimits>>>;
  counterStore?: CounterStore;
  now?: () => number;
  keysReloadMs?: number;
  /** Where operational lines go (one line each, no stack traces for client errors); a key in one is redacted first. */
  log?: (line: string) => void;
  /** MAX_CONNECTIONS and the timeouts; defaults as in server/config.ts. */
  connections?: Partial<ConnectionLimits>;
  /** The access log (one JSON line per request); none when absent. */
  accessLog?: AccessLog | null;
  /** GET /metrics (default true); false answers it 404. */
  metrics?: boolean;
  /** Proxies whose X-Forwarded-For names the client in the access log (TRUSTED_PROXIES); none when absent. */
  trustedProxies?: TrustedProxies | null;
}

export interface App {
  server: Server;
  store: DataStore;
  keys: KeyStore;
  /** The Prometheus registry behind GET /metrics, or null when METRICS=off. */
  metrics: ServerMetrics | null;
  /** Stops accepting, lets in-flight requests finish, then resolves. */
  shutdown(): Promise<void>;
}

export function createApp(options: AppOptions): App {
  const out = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // An error's message or stack may quote what a client sent: no key reaches a log through it.
  const log = (line: string) => out(redactKeys(line));
  const served = appParts(options, log);
  const observer = new Observer(options.accessLog ?? null, served.metrics, options.trustedProxies ?? null);
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const server = httpServer(served, observer, limits);
  const shutdown = () => stop(server, served, limits);
  return { server, store: served.store, keys: served.keys, metrics: served.metrics, shutdown };
}

/** What the request steps use: the data, the keys, the limits, the answer cache and the metrics. */
function appParts(options: AppOptions, log: (line: string) => void): Served {
  // One memory budget: three quarters for parsed files, one quarter for rendered answers.
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  // Checked before it is served: startServer waits for that (DataStore.ready).
  const store = new DataStore(options.dataDir, Math.floor((cacheBytes * 3) / 4), undefined, log);
  const now = options.now ?? Date.now;
  const counterStore: CounterStore = options.counterStore ?? new MemoryCounterStore();
  // GET /metrics and the access log (server/observe.ts): nothing is attached to a request when both are off.
  const servedSnapshot = () => {
    try {
      return store.current().id;
    } catch {
      return null;
    }
  };
  return {
    store,
    keys: new KeyStore(options.keysFile, options.keysReloadMs ?? 1000, log),
    limiter: new RateLimiter(counterStore, resolveLimits(options.limits), now),
    replies: new SecondChanceCache<CachedReply>(Math.floor(cacheBytes / 4)),
    metrics: options.metrics === false ? null : new ServerMetrics(servedSnapshot),
    counterHealth: () =>
      counterStore.health?.() ?? { store: 'process', degraded: false, detail: 'limits counted in this process' },
    now,
    log,
    closing: false,
  };
}

/** The HTTP server: its timeouts, each request through the steps, the connection limit, and the answers to what is not a request. */
function httpServer(served: Served, observer: Observer, limits: ConnectionLimits): Server {
  const serverOptions = {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // How often Node looks for connections past those timeouts (its default, 30 s, would let a 10 s timeout run to 40 s).
    connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(limits.headersTimeoutMs / 4))),
  };
  const server = createServer(serverOptions, (request, response) => {
    handleRequest(served, observer, request, response).catch((error: unknown) => {
      served.log(`[unhandled] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      response.destroy();
    });
  });
  // Connections beyond the limit are closed as they arrive. Not with
  // server.maxConnections: under node:cluster a worker at that limit hands
  // the connection back to the primary, which offers it to the next worker,
  // and so on, so that it waits unanswered until one has room.
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= limits.maxConnections) {
      socket.destroy();
      served.metrics?.dropped();
      return;
    }
    open++;
    socket.once('close', () => open--);
  });

  server.on('connect', (request: IncomingMessage, socket: Socket) => {
    const answered = answerConnect(request.url ?? '', socket, ALLOW);
    if (observer.active) observer.unparsable(answered, socket, request.headers['x-forwarded-for']);
  });

  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    const answered = answerUnparsable(error, socket as Socket);
    if (answered && observer.active) observer.unparsable(answered, socket as Socket);
  });
  return server;
}

/** Stops accepting, lets in-flight requests finish (each answer saying Connection: close), then resolves. */
async function stop(server: Server, served: Served, limits: ConnectionLimits): Promise<void> {
  served.closing = true;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold the server open; busy ones close after their answer.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    // Node stops enforcing the header and request timeouts once the server closes, so a client that never
    // finishes its request would hold the stop forever: whatever is still open after REQUEST_TIMEOUT_MS is cut.
    const deadline = setTimeout(() => server.closeAllConnections(), limits.requestTimeoutMs);
    server.once('close', () => {
      clearInterval(sweeper);
      clearTimeout(deadline);
    });
  });
}

export interface RunningServer extends App {
  url: string;
  port: number;
}

/** Creates the app and listens; rejects (without a stack trace worth showing) when the port is taken. */
export async function startServer(options: AppOptions & { port: number; host: string }): Promise<RunningServer> {
  const app = createApp(options);
  await app.store.ready();
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(options.port, options.host, () => {
      app.server.off('error', reject);
      resolve();
    });
  });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { ...app, url: `http://${host}:${address.port}`, port: address.port };
}
