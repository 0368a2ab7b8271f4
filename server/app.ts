// The HTTP server: routing by the endpoint list (server/endpoints/), the order
// of checks every data request passes (credentials → limits → the endpoint's
// plan → parameter names → their plans → values → data), the answer cache,
// error answers, the connection limits, and the hooks of the access log and the
// metrics (server/observe.ts).

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEFAULT_VERSION } from '../core/contracts.js';
import type { AccessLog } from './access-log.js';
import { authenticate, CREDENTIAL_HEADERS, headerKey, QUERY_KEY_HEADERS, queryKey } from './auth.js';
import type { TrustedProxies } from './client-address.js';
import { answerConnect, answerUnparsable } from './client-error.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './config.js';
import { MemoryCounterStore, type CounterHealth, type CounterStore } from './counters.js';
import { answer } from './endpoints/answer.js';
import type { Endpoint } from './endpoints/endpoint.js';
import { matchRoute, ROUTE_PATHS, type Route } from './endpoints/index.js';
import { ApiError, errorEnvelope } from './errors.js';
import { KeyStore } from './keys.js';
import { Observer, ServerMetrics } from './observe.js';
import { planIncludes, resolveLimits, type Plan, type PlanLimits } from '../core/plans.js';
import { parseRawQuery, quote, type RawQuery } from './query.js';
import { RateLimiter } from './rate-limit.js';
import { redactKeys } from './redact.js';
import { render, send, sendRendered, type Rendered, type RequestState } from './respond.js';
import { SecondChanceCache } from './second-chance-cache.js';
import { DamagedFileError, DataStore, NoSnapshotError, SnapshotGoneError, type Snapshot } from './snapshot.js';
import { checkEndpointPlan, checkNames, checkPlan } from './validate.js';

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

const ALLOW = 'GET, HEAD, OPTIONS';

/** A rendered answer, the snapshot it was read from and the lowest plan allowed to receive it. */
interface CachedReply extends Rendered {
  plan: Plan;
  snapshotDir: string;
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
  // One memory budget: three quarters for parsed files, one quarter for rendered answers.
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  // Checked before it is served: startServer waits for that (DataStore.ready).
  const store = new DataStore(options.dataDir, Math.floor((cacheBytes * 3) / 4), undefined, log);
  const keys = new KeyStore(options.keysFile, options.keysReloadMs ?? 1000, log);
  const now = options.now ?? Date.now;
  const counterStore: CounterStore = options.counterStore ?? new MemoryCounterStore();
  const counterHealth = (): CounterHealth =>
    counterStore.health?.() ?? { store: 'process', degraded: false, detail: 'limits counted in this process' };
  const limiter = new RateLimiter(counterStore, resolveLimits(options.limits), now);
  // Rendered answers by URL; an answer from another snapshot than the current one is not used.
  const replies = new SecondChanceCache<CachedReply>(Math.floor(cacheBytes / 4));
  let closing = false;
  // GET /metrics and the access log (server/observe.ts): nothing is attached to a request when both are off.
  const servedSnapshot = () => {
    try {
      return store.current().id;
    } catch {
      return null;
    }
  };
  const metrics = options.metrics === false ? null : new ServerMetrics(servedSnapshot);
  const observer = new Observer(options.accessLog ?? null, metrics, options.trustedProxies ?? null);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Every member set now, so that the object keeps one shape.
    const state: RequestState = {
      requestId: randomUUID(),
      headers: closing ? { Connection: 'close' } : {},
      endpoint: undefined,
      keyId: undefined,
      plan: undefined,
    };
    if (observer.active) observer.watch(request, response, state);
    let raw: RawQuery | null = null;
    let plan: Plan | null = null;
    let endpoint: Endpoint | null = null;
    let search = '';
    try {
      const url = request.url ?? '/';
      const mark = url.indexOf('?');
      let path = mark === -1 ? url : url.slice(0, mark);
      if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
      const route = matchRoute(path);
      if (!route) {
        throw new ApiError(
          'not_found',
          `no resource at ${quote(path, 80)}`,
          `The API answers ${ROUTE_PATHS.join(', ')}; /v3/openapi.json describes them.`,
        );
      }
      state.endpoint = route.endpoint.name;
      if (request.method === 'OPTIONS') return preflight(response, state);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new ApiError(
          'method_not_allowed',
          `method ${quote(request.method ?? '', 20)} is not allowed on ${path}`,
          'The API is read-only: use GET (or HEAD).',
          undefined,
          { Allow: ALLOW },
          405,
        );
      }
      if (route.endpoint.open)
        return await route.endpoint.serve({
          request,
          response,
          state,
          store,
          pathValues: route.pathValues,
          metrics,
          counters: counterHealth(),
        });
      endpoint = route.endpoint;

      search = mark === -1 ? '' : url.slice(mark + 1);
      let presented = headerKey(request.headers);
      if (presented === null) {
        raw = parseRawQuery(search);
        presented = queryKey(raw.pairs);
        if (presented !== null) Object.assign(state.headers, QUERY_KEY_HEADERS);
      }
      const key = authenticate(keys, presented, request.socket);
      plan = key.plan;
      state.keyId = key.id;
      state.plan = key.plan;
      const decision = limiter.consume(key);
      Object.assign(state.headers, (decision instanceof Promise ? await decision : decision).headers);
      checkEndpointPlan(endpoint, path, key.plan);

      // The same query on the same snapshot gets the same answer: serve it again
      // when this key's plan includes everything the query asks for.
      const snapshot = store.current();
      const cached = replies.get(url);
      if (cached && cached.snapshotDir === snapshot.dir && planIncludes(key.plan, cached.plan)) {
        metrics?.cacheLookup(true);
        return await sendRendered(request, response, state, cached);
      }
      metrics?.cacheLookup(false);

      raw ??= parseRawQuery(search);
      checkNames(endpoint, raw);
      let answered;
      try {
        answered = await answerOn(snapshot, route, endpoint, raw, key.plan);
      } catch (error) {
        // The snapshot was replaced and pruned under the request: answer from the one published now, once it is checked.
        if (!(error instanceof SnapshotGoneError)) throw error;
        answered = await answerOn(await store.ready(), route, endpoint, raw, key.plan);
      }
      const rendered = render(answered.reply);
      if (answered.reply.status === 200 && answered.reply.reusable !== false) {
        replies.set(
          url,
          { ...rendered, plan: answered.needs, snapshotDir: answered.snapshot.dir },
          rendered.head.length + rendered.tail.length + url.length + 512,
        );
      }
      await sendRendered(request, response, state, rendered);
    } catch (error) {
      if (metrics && error instanceof ApiError && (error.code === 'rate_limited' || error.code === 'quota_exceeded'))
        metrics.refused(error.code);
      // Errors are XML when XML was asked for, on an endpoint that offers it, by a plan that has it.
      const xml =
        plan !== null &&
        endpoint !== null &&
        endpoint.offersXml &&
        planIncludes(plan, endpoint.formatParameter!.plan) &&
        (raw ?? parseRawQuery(search)).pairs.some(
          ([name, value]) => name === 'format' && value.toLowerCase() === 'xml',
        );
      await sendError(request, response, state, error, xml);
    }
  }

  /** Plan check, values and the endpoint's answer, all read from one snapshot. */
  async function answerOn(snapshot: Snapshot, route: Route, endpoint: Endpoint, raw: RawQuery, plan: Plan) {
    const countries = await snapshot.countries(DEFAULT_VERSION);
    const needs = checkPlan(endpoint, raw, plan, (code) => countries.regionKinds.get(code.slice(0, 2))?.get(code));
    const reply = await answer(endpoint, { snapshot, raw, plan, pathValues: route.pathValues, now: now() });
    return { reply, needs, snapshot };
  }

  async function sendError(
    request: IncomingMessage,
    response: ServerResponse,
    state: RequestState,
    error: unknown,
    xml: boolean,
  ): Promise<void> {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (error instanceof NoSnapshotError || error instanceof SnapshotGoneError) {
      log(`[${state.requestId}] ${error.message}`);
      apiError = new ApiError(
        'internal_error',
        'no published holiday data is available right now',
        'Retry shortly; quote requestId if it persists.',
        undefined,
        { 'Retry-After': '5' },
        503,
      );
    } else if (error instanceof DamagedFileError) {
      log(`[${state.requestId}] not served: ${error.message}`);
      apiError = new ApiError(
        'internal_error',
        'the published data for this request is damaged and is not served',
        'The operator has been told in the server log; quote requestId when reporting it.',
        undefined,
        { 'Retry-After': '60' },
        503,
      );
    } else {
      log(
        `[${state.requestId}] internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      apiError = new ApiError(
        'internal_error',
        'internal error',
        'Something went wrong on our side; quote requestId when reporting it.',
      );
    }
    if (response.headersSent) {
      response.destroy();
      return;
    }
    await send(request, response, state, {
      status: apiError.status,
      envelope: errorEnvelope(apiError),
      format: xml ? 'xml' : 'json',
      headers: apiError.headers,
    });
  }

  function preflight(response: ServerResponse, state: RequestState): void {
    response.writeHead(204, {
      'X-Request-Id': state.requestId,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': ALLOW,
      'Access-Control-Allow-Headers': [...CREDENTIAL_HEADERS, 'If-None-Match', 'Accept-Encoding'].join(', '),
      'Access-Control-Max-Age': '86400',
      Allow: ALLOW,
    });
    response.end();
  }

  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const serverOptions = {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // How often Node looks for connections past those timeouts (its default, 30 s, would let a 10 s timeout run to 40 s).
    connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(limits.headersTimeoutMs / 4))),
  };
  const server = createServer(serverOptions, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[unhandled] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
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
      metrics?.dropped();
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

  async function shutdown(): Promise<void> {
    closing = true;
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

  return { server, store, keys, metrics, shutdown };
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
