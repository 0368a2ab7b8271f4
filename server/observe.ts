// What an operator sees of the traffic: one access-log line per request (JSON
// on stdout, server/access-log.ts) and the Prometheus metrics served at GET
// /metrics (prom-client, one registry per app: in cluster mode, per worker).
//
// Both hang on one 'close' listener per response, attached only when the log
// or the metrics want it; nothing else is added to the hot path. The log never
// holds a key: loggedPath (server/redact.ts) redacts whatever looks like one
// in the path and query, and no header is logged (the client's address is
// the connection's, or behind a trusted proxy an address read from
// X-Forwarded-For: server/client-address.ts).

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AccessLog } from './access-log.js';
import { clientAddress, type TrustedProxies } from './client-address.js';
import { loggedPath } from './redact.js';
import type { RequestState } from './respond.js';

/** What a connection had sent at the end of its last answer (requests on one connection are answered in order). */
const SENT = Symbol('sent');
/** The connection's peer as logged: the same for every request a kept-alive connection carries. */
const PEER = Symbol('peer');

/** Bytes sent on the connection since its previous answer ended: this answer, headers included. */
function sent(socket: Socket & { [SENT]?: number }): number {
  const total = socket.bytesWritten;
  const bytes = total - (socket[SENT] ?? 0);
  socket[SENT] = total;
  return bytes;
}

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** How many answers wait in plain arrays before prom-client is given them (a scrape takes them at once). */
const PENDING_ANSWERS = 4096;

/**
 * The server's metrics; `snapshot` names the served snapshot at each scrape.
 * Requests are counted in plain numbers and arrays on the hot path and handed
 * to prom-client in one loop, at each scrape (its metrics' `collect`) or every
 * 4,096 answers: called per request, prom-client's label hashing and checks
 * cost some 4 µs of each answer's 27 µs under load (BENCHMARKS.md), in a loop
 * a tenth of that.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'endpoint' | 'status_class'>;
  private readonly duration: Histogram<'endpoint'>;
  private readonly refusals: Counter<'code'>;
  private readonly drops: Counter;
  /** Label children by `endpoint status`: prom-client builds the labels object on every call otherwise. */
  private readonly children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<'endpoint'> }>();
  /** Answers not yet handed to prom-client: endpoint, status, seconds. */
  private readonly pendingEndpoints: string[] = [];
  private readonly pendingStatuses = new Uint16Array(PENDING_ANSWERS);
  private readonly pendingSeconds = new Float64Array(PENDING_ANSWERS);
  private pending = 0;
  private cacheHits = 0;
  private cacheMisses = 0;
  private inFlight = 0;

  /** What GET /metrics answers: this process's metrics; in a cluster worker, the whole server's (server/cluster-metrics.ts). */
  gather: () => Promise<{ text: string; contentType: string }> = async () => ({
    text: await this.registry.metrics(),
    contentType: this.registry.contentType,
  });

  constructor(snapshot: () => string | null) {
    const registers = [this.registry];
    const metrics = this;
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by endpoint (name, or "none" when no path matched) and status class.',
      labelNames: ['endpoint', 'status_class'],
      registers,
      collect: () => this.flush(),
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by endpoint.',
      labelNames: ['endpoint'],
      buckets: BUCKETS,
      registers,
      collect: () => this.flush(),
    });
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being answered now.',
      registers,
      collect() {
        this.set(metrics.inFlight);
      },
    });
    this.refusals = new Counter({
      name: 'holidays_limit_refusals_total',
      help: 'Requests refused by a limit: rate_limited (daily, 429) or quota_exceeded (monthly, 403).',
      labelNames: ['code'],
      registers,
    });
    new Counter({
      name: 'holidays_answer_cache_total',
      help: 'Keyed requests that found their rendered answer in the cache (hit) or did not (miss).',
      labelNames: ['result'],
      registers,
      collect() {
        this.inc({ result: 'hit' }, metrics.cacheHits);
        this.inc({ result: 'miss' }, metrics.cacheMisses);
        metrics.cacheHits = metrics.cacheMisses = 0;
      },
    });
    this.drops = new Counter({
      name: 'holidays_connections_dropped_total',
      help: 'Connections closed on arrival because MAX_CONNECTIONS were open.',
      registers,
    });
    new Gauge({
      name: 'holidays_snapshot_info',
      help: 'The served snapshot (value 1, its id as a label).',
      labelNames: ['snapshot'],
      registers,
      // Workers serve the same snapshot: merged across them it stays 1, not the number of workers.
      aggregator: 'max',
      collect() {
        this.reset();
        const id = snapshot();
        if (id !== null) this.set({ snapshot: id }, 1);
      },
    });
  }

  started(): void {
    this.inFlight++;
  }

  /** A request that started() was answered. */
  answered(endpoint: string, status: number, seconds: number): void {
    this.inFlight--;
    this.observe(endpoint, status, seconds);
  }

  /** An answer: counted by endpoint and status class, its time in the histogram. */
  observe(endpoint: string, status: number, seconds: number): void {
    this.pendingEndpoints[this.pending] = endpoint;
    this.pendingStatuses[this.pending] = status;
    this.pendingSeconds[this.pending] = seconds;
    if (++this.pending === PENDING_ANSWERS) this.flush();
  }

  /** Hands the pending answers to prom-client. */
  private flush(): void {
    for (let index = 0; index < this.pending; index++) {
      const endpoint = this.pendingEndpoints[index]!;
      const status = this.pendingStatuses[index]!;
      const key = `${endpoint} ${status}`;
      let child = this.children.get(key);
      if (!child) {
        child = {
          count: this.requests.labels(endpoint, `${Math.floor(status / 100)}xx`),
          time: this.duration.labels(endpoint),
        };
        this.children.set(key, child);
      }
      child.count.inc();
      child.time.observe(this.pendingSeconds[index]!);
    }
    this.pending = 0;
  }

  cacheLookup(hit: boolean): void {
    if (hit) this.cacheHits++;
    else this.cacheMisses++;
  }

  dropped(): void {
    this.drops.inc();
  }

  refused(code: string): void {
    this.refusals.inc({ code });
  }
}

/** Per-request observation: the access-log line and the metrics, at the end of each answer. */
export class Observer {
  /** false when nothing listens: the server then attaches nothing to its responses. */
  readonly active: boolean;

  constructor(
    readonly log: AccessLog | null,
    readonly metrics: ServerMetrics | null,
    /** Whose X-Forwarded-For names the client (TRUSTED_PROXIES); null: the connection's address is the client's. */
    readonly trustedProxies: TrustedProxies | null = null,
  ) {
    this.active = log !== null || metrics !== null;
  }

  watch(request: IncomingMessage, response: ServerResponse, state: RequestState): void {
    const started = performance.now();
    const socket = request.socket as Socket & { [SENT]?: number; [PEER]?: string | null };
    // Read now: a connection the client has closed by the end of the answer no longer knows its peer.
    // Without trusted proxies the client is the peer, worked out once per connection.
    const client =
      this.log === null
        ? null
        : this.trustedProxies === null
          ? (socket[PEER] ??= clientAddress(socket.remoteAddress, undefined, null))
          : clientAddress(socket.remoteAddress, request.headers['x-forwarded-for'], this.trustedProxies);
    this.metrics?.started();
    response.on('close', () => {
      const ms = performance.now() - started;
      const status = response.statusCode;
      this.metrics?.answered(state.endpoint ?? 'none', status, ms / 1000);
      this.log?.entry({
        client,
        method: request.method ?? null,
        path: loggedPath(request.url ?? '/'),
        status,
        durationMs: Math.round(ms * 1000) / 1000,
        bytes: sent(socket),
        requestId: state.requestId,
        keyId: state.keyId ?? null,
        plan: state.plan ?? null,
        aborted: !response.writableFinished,
      });
    });
  }

  /**
   * An answer written before routing (server/client-error.ts): logged and
   * counted like the others. No headers were read but a CONNECT's: the
   * client is the connection's address, or behind a trusted proxy the one
   * its X-Forwarded-For gives.
   */
  unparsable(
    answered: { status: number; requestId: string; bytes: number },
    socket: Socket,
    forwardedFor?: string | string[],
  ): void {
    this.metrics?.observe('none', answered.status, 0);
    this.log?.entry({
      client: clientAddress(socket.remoteAddress, forwardedFor, this.trustedProxies),
      method: null,
      path: null,
      status: answered.status,
      durationMs: 0,
      bytes: answered.bytes,
      requestId: answered.requestId,
      keyId: null,
      plan: null,
      aborted: false,
    });
  }
}
