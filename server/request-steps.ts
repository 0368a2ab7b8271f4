// The steps every request passes, in the order they run: REQUEST_STEPS below
// is the one place that order is decided (docs/api.md, "Order of checks", tells
// clients the same). Each step has one job and either passes the request on,
// answers it itself (and marks it answered: the steps after it do not run), or
// refuses it by throwing (an ApiError; server/error-answer.ts answers it):
//
//   route          the path names an endpoint                         404
//   method         GET or HEAD; OPTIONS is answered as a preflight    405
//   open endpoint  an endpoint without a key answers itself
//   credentials    a key, from a header or else the query             401, 403
//   limits         the key's rate and quota                           429
//   endpoint plan  the key's plan includes the endpoint itself        403
//   answer cache   the same URL, answered on the same snapshot for a plan this key includes, is sent again
//   names          parameter names known, decodable, sent once        400
//   answer         on one snapshot: the parameters' plans (403), then
//                  their values (400), then what only the data can tell
//                  (400), then the endpoint's handler
//   respond        the answer is sent (and kept, when reusable, for the answer cache)
//
// The hot path allocates nothing for the steps themselves: one Call per
// request (it is also the request's RequestState), the steps are plain
// functions called in a flat loop, a step that finishes at once is not
// awaited, and one that answers hands back the sending itself.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_VERSION } from '../core/contracts.js';
import { planIncludes, type Plan } from '../core/plans.js';
import { authenticate, CREDENTIAL_HEADERS, headerKey, QUERY_KEY_HEADERS, queryKey } from './auth.js';
import type { CounterHealth } from './counters.js';
import { answer } from './endpoints/answer.js';
import type { Endpoint } from './endpoints/endpoint.js';
import { matchRoute, ROUTE_PATHS, type Route } from './endpoints/index.js';
import { answerError } from './error-answer.js';
import { ApiError } from './errors.js';
import type { KeyRecord, KeyStore } from './keys.js';
import type { Observer, ServerMetrics } from './observe.js';
import { parseRawQuery, quote, type RawQuery } from './query.js';
import type { RateDecision, RateLimiter } from './rate-limit.js';
import { render, sendRendered, type Rendered, type Reply, type RequestState } from './respond.js';
import type { SecondChanceCache } from './second-chance-cache.js';
import { SnapshotGoneError, type DataStore, type Snapshot } from './snapshot.js';
import { checkEndpointPlan, checkNames, checkPlan } from './validate.js';

export const ALLOW = 'GET, HEAD, OPTIONS';

/** A rendered answer, the snapshot it was read from and the lowest plan allowed to receive it. */
export interface CachedReply extends Rendered {
  plan: Plan;
  snapshotDir: string;
}

/** What the steps use of the app: made once by createApp (server/app.ts). */
export interface Served {
  store: DataStore;
  keys: KeyStore;
  limiter: RateLimiter;
  /** Rendered answers by URL; an answer from another snapshot than the current one is not used. */
  replies: SecondChanceCache<CachedReply>;
  /** The registry behind GET /metrics; null when METRICS=off. */
  metrics: ServerMetrics | null;
  /** Where the limits are counted now (for /healthz). */
  counterHealth: () => CounterHealth;
  now: () => number;
  /** Operational lines, a key in them redacted. */
  log: (line: string) => void;
  /** Set once the server stops: every answer from then on says Connection: close. */
  closing: boolean;
}

/**
 * One request on its way through the steps: what every answer to it carries
 * (RequestState, read by the access log and the metrics too) and what the
 * steps have found so far. Every member is set in the constructor, so that
 * every request's object has one shape.
 */
export class Call implements RequestState {
  readonly requestId: string;
  /** Headers of every answer to this request, errors included (X-RateLimit-*). */
  readonly headers: Record<string, string>;
  endpoint: string | undefined;
  keyId: string | undefined;
  plan: string | undefined;
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  /** The URL as sent: the answer cache's key. */
  readonly url: string;
  /** Its path, without the query and a trailing slash (route). */
  path: string;
  /** Where its query string starts (route; -1: there is none) and the query string (credentials). */
  queryAt: number;
  search: string;
  route: Route | null;
  /** The endpoint, once routed to one that needs a key (open endpoint). */
  keyed: Endpoint | null;
  /** The key that was accepted (credentials). */
  key: KeyRecord | null;
  /** The query's pairs, parsed once: by credentials when no header holds a key, else by names. */
  raw: RawQuery | null;
  /** The snapshot the answer is read from (answer cache, then answer when it was replaced meanwhile). */
  snapshot: Snapshot | null;
  /** The endpoint's answer and the lowest plan allowed to receive it again (answer). */
  reply: Reply | null;
  needs: Plan | null;
  /** Set by the step that answers: the steps after it do not run. */
  answered: boolean;

  constructor(request: IncomingMessage, response: ServerResponse, closing: boolean) {
    this.requestId = randomUUID();
    this.headers = closing ? { Connection: 'close' } : {};
    this.endpoint = undefined;
    this.keyId = undefined;
    this.plan = undefined;
    this.request = request;
    this.response = response;
    this.url = request.url ?? '/';
    this.path = '';
    this.queryAt = -1;
    this.search = '';
    this.route = null;
    this.keyed = null;
    this.key = null;
    this.raw = null;
    this.snapshot = null;
    this.reply = null;
    this.needs = null;
    this.answered = false;
  }
}

/** One step: done when it returns (or what it returns settles); a refusal is thrown. */
export type RequestStep = (served: Served, call: Call) => void | Promise<void>;

/** The path names an endpoint; else 404. */
function route(_served: Served, call: Call): void {
  const url = call.url;
  const mark = url.indexOf('?');
  let path = mark === -1 ? url : url.slice(0, mark);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const found = matchRoute(path);
  if (!found) {
    throw new ApiError(
      'not_found',
      `no resource at ${quote(path, 80)}`,
      `The API answers ${ROUTE_PATHS.join(', ')}; /v3/openapi.json describes them.`,
    );
  }
  call.path = path;
  call.queryAt = mark;
  call.route = found;
  call.endpoint = found.endpoint.name;
}

/** OPTIONS is answered as a CORS preflight; any method but GET and HEAD is 405. */
function method(_served: Served, call: Call): void {
  const method = call.request.method;
  if (method === 'OPTIONS') {
    call.answered = true;
    return preflight(call.response, call);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    throw new ApiError(
      'method_not_allowed',
      `method ${quote(method ?? '', 20)} is not allowed on ${call.path}`,
      'The API is read-only: use GET (or HEAD).',
      undefined,
      { Allow: ALLOW },
      405,
    );
  }
}

/** An endpoint every client may call (health, metrics, the OpenAPI document, the pages) answers itself, without a key. */
function openEndpoint(served: Served, call: Call): void | Promise<void> {
  const endpoint = call.route!.endpoint;
  if (!endpoint.open) {
    call.keyed = endpoint;
    return;
  }
  call.answered = true;
  return endpoint.serve({
    request: call.request,
    response: call.response,
    state: call,
    store: served.store,
    pathValues: call.route!.pathValues,
    metrics: served.metrics,
    counters: served.counterHealth(),
  });
}

/** The key: from a header, else from the query (server/auth.ts); 401 without one, 403 when it is not active. */
function credentials(served: Served, call: Call): void {
  call.search = call.queryAt === -1 ? '' : call.url.slice(call.queryAt + 1);
  let presented = headerKey(call.request.headers);
  if (presented === null) {
    call.raw = parseRawQuery(call.search);
    presented = queryKey(call.raw.pairs);
    if (presented !== null) Object.assign(call.headers, QUERY_KEY_HEADERS);
  }
  const key = authenticate(served.keys, presented, call.request.socket);
  call.key = key;
  call.keyId = key.id;
  call.plan = key.plan;
}

/** The key's rate and quota, counted (429 past them); the answer says what is left (X-RateLimit-*). */
function limits(served: Served, call: Call): void | Promise<void> {
  const decision = served.limiter.consume(call.key!);
  if (decision instanceof Promise) return limitsCounted(call, decision);
  Object.assign(call.headers, decision.headers);
}

/** Limits counted in a shared store: the headers once it has answered. */
async function limitsCounted(call: Call, decision: Promise<RateDecision>): Promise<void> {
  Object.assign(call.headers, (await decision).headers);
}

/** The key's plan includes the endpoint itself (403 before any of its parameters is looked at). */
function endpointPlan(_served: Served, call: Call): void {
  checkEndpointPlan(call.keyed!, call.path, call.key!.plan);
}

/**
 * The same query on the same snapshot gets the same answer: it is sent again
 * when this key's plan includes everything the query asks for.
 */
function answerCache(served: Served, call: Call): void | Promise<void> {
  const snapshot = served.store.current();
  call.snapshot = snapshot;
  const cached = served.replies.get(call.url);
  if (cached && cached.snapshotDir === snapshot.dir && planIncludes(call.key!.plan, cached.plan)) {
    served.metrics?.cacheLookup(true);
    call.answered = true;
    return sendRendered(call.request, call.response, call, cached);
  }
  served.metrics?.cacheLookup(false);
}

/** Every parameter name known to the endpoint, decodable and sent once; else 400. */
function names(_served: Served, call: Call): void {
  call.raw ??= parseRawQuery(call.search);
  checkNames(call.keyed!, call.raw);
}

/**
 * The parameters' plans, their values, the data's checks and the handler, all
 * on one snapshot. A snapshot replaced and pruned under the request is
 * answered from the one published now, once it is checked.
 */
async function endpointAnswer(served: Served, call: Call): Promise<void> {
  try {
    await answerOn(served, call, call.snapshot!);
  } catch (error) {
    if (!(error instanceof SnapshotGoneError)) throw error;
    await answerOn(served, call, await served.store.ready());
  }
}

async function answerOn(served: Served, call: Call, snapshot: Snapshot): Promise<void> {
  const endpoint = call.keyed!;
  const raw = call.raw!;
  const plan = call.key!.plan;
  const countries = await snapshot.countries(DEFAULT_VERSION);
  // The parameters' plans (403): city codes need more than regions, as the countries file classes them.
  const needs = checkPlan(endpoint, raw, plan, (code) => countries.regionKinds.get(code.slice(0, 2))?.get(code));
  // Their values, then what only the data can tell, then the handler (server/endpoints/answer.ts).
  const reply = await answer(endpoint, { snapshot, raw, plan, pathValues: call.route!.pathValues, now: served.now() });
  call.reply = reply;
  call.needs = needs;
  call.snapshot = snapshot;
}

/** Sends the answer; a 200 that may be reused is kept for the answer cache. */
function respond(served: Served, call: Call): void | Promise<void> {
  const reply = call.reply!;
  const rendered = render(reply);
  if (reply.status === 200 && reply.reusable !== false) {
    served.replies.set(
      call.url,
      { ...rendered, plan: call.needs!, snapshotDir: call.snapshot!.dir },
      rendered.head.length + rendered.tail.length + call.url.length + 512,
    );
  }
  call.answered = true;
  return sendRendered(call.request, call.response, call, rendered);
}

/** The steps, in the order they run (the table at the top of this file says what each checks). */
export const REQUEST_STEPS: readonly RequestStep[] = [
  route,
  method,
  openEndpoint,
  credentials,
  limits,
  endpointPlan,
  answerCache,
  names,
  endpointAnswer,
  respond,
];

/** Runs the steps until one answers; a refusal or a fault is answered as an error. */
export async function handleRequest(
  served: Served,
  observer: Observer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const call = new Call(request, response, served.closing);
  if (observer.active) observer.watch(request, response, call);
  try {
    for (const step of REQUEST_STEPS) {
      const pending = step(served, call);
      if (pending !== undefined) await pending;
      if (call.answered) return;
    }
  } catch (error) {
    await refuse(served, call, error);
  }
}

/** A refusal or a fault: counted when it is a limit's, answered in XML when XML was asked for, on an endpoint that offers it, by a plan that has it. */
function refuse(served: Served, call: Call, error: unknown): Promise<void> {
  if (served.metrics && error instanceof ApiError && (error.code === 'rate_limited' || error.code === 'quota_exceeded'))
    served.metrics.refused(error.code);
  const endpoint = call.keyed;
  const xml =
    call.key !== null &&
    endpoint !== null &&
    endpoint.offersXml &&
    planIncludes(call.key.plan, endpoint.formatParameter!.plan) &&
    (call.raw ?? parseRawQuery(call.search)).pairs.some(
      ([name, value]) => name === 'format' && value.toLowerCase() === 'xml',
    );
  return answerError(call.request, call.response, call, error, xml, served.log);
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
