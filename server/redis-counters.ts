// The counter store shared by every server process and machine (REDIS_URL):
// one Lua script does what MemoryCounterStore does in memory, atomically on
// the Redis server: check every window, and only if all have room count the
// request in each (a refused request is counted nowhere). One call at a time:
// the requests that arrive meanwhile go together in the next, in order. A
// window's key is `ph:count:<keyId>:<window>` (e.g.
// `ph:count:key_1:day:2026-01-01`) and expires on its own an hour after the
// window ends, so counters survive server restarts and need no sweeping.
//
// Limits must not take the API down: while Redis cannot be reached (at
// start-up or later), requests are counted in this process's memory instead
// (no offline queue, a short command timeout), /healthz says `degraded`, and
// one line is logged when Redis goes away and one when it is back. Those local
// counts start from zero and are dropped when Redis returns, where the shared
// counts resume. The client reconnects on its own with a capped backoff.
// Unlimited keys' counts are added up in this process and written together
// (server/tallies.ts), at most 100 ms late and when the server stops. A key
// far from large limits takes its allowance in blocks (server/allowance-leases.ts):
// most of its requests are then admitted without a round trip.

import { createHash } from 'node:crypto';
// Loaded only when REDIS_URL is set: the client takes a few hundred milliseconds to load, which a server without Redis should not pay at start-up.
import type { createClient } from 'redis';
import {
  MemoryCounterStore,
  type ConsumeResult,
  type CounterHealth,
  type CounterStore,
  type CounterWindow,
  type Tally,
} from './counters.js';
import { TallyBuffer } from './tallies.js';
import { AllowanceLeases, LEASE_FAR_BLOCKS, LEASE_IDLE_MS, leaseId, type GivenBack } from './allowance-leases.js';

export const REDIS_KEY_PREFIX = 'ph:count:';

/** After a window ends, its key lingers this long (clocks of several machines differ a little). */
const EXPIRY_GRACE_MS = 60 * 60 * 1000;

// One call counts a batch of requests, in order, as if each ran alone: the
// requests that reached the server since the last call share one round trip
// (atomic all the same: Redis runs a script without interleaving).
// Each window is counted first and taken back if any is then over its limit,
// so an admitted request (the common case) costs one INCR per window.
// A request may ask for a block of allowance (server/allowance-leases.ts): it
// is granted, all its requests counted at once, only while every limited
// window has room for LEASE_FAR_BLOCKS blocks after it; else the request is
// counted alone.
// KEYS: every window's counter, request after request. ARGV[1]: how many
// windows each request has; ARGV[2]: the block each asks for (1: none); then
// per window its limit (-1: none) and its expiry (ms since the epoch).
// Returns, request after request, the index of the first full window (-1:
// admitted), the requests counted (the block granted, else 1), then each
// window's count after it.
const CONSUME_SCRIPT = `
local sizes = cjson.decode(ARGV[1])
local blocks = cjson.decode(ARGV[2])
local out = {}
local first = 0
for r = 1, #sizes do
  local size = sizes[r]
  local granted = 1
  if blocks[r] > 1 then
    granted = blocks[r]
    for w = 1, size do
      local i = first + w
      local limit = tonumber(ARGV[2 * i + 1])
      if limit >= 0 and tonumber(redis.call('GET', KEYS[i]) or '0') + blocks[r] * ${LEASE_FAR_BLOCKS} > limit then granted = 1 end
    end
  end
  local counts = {}
  local refused = -1
  for w = 1, size do
    local i = first + w
    counts[w] = redis.call('INCRBY', KEYS[i], granted)
    if counts[w] == granted then redis.call('PEXPIREAT', KEYS[i], ARGV[2 * i + 2]) end
    local limit = tonumber(ARGV[2 * i + 1])
    if refused == -1 and limit >= 0 and counts[w] > limit then refused = w - 1 end
  end
  if refused ~= -1 then
    for w = 1, size do counts[w] = redis.call('DECRBY', KEYS[first + w], granted) end
    granted = 0
  end
  out[#out + 1] = refused
  out[#out + 1] = granted
  for w = 1, size do out[#out + 1] = counts[w] end
  first = first + size
end
return out
`;
// The unused requests of blocks given back: KEYS the counters, ARGV the count
// to take off each; a counter that expired meanwhile is left alone.
const GIVE_BACK_SCRIPT = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECRBY', KEYS[i], ARGV[i]) end
end
return #KEYS
`;
const GIVE_BACK_SHA = createHash('sha1').update(GIVE_BACK_SCRIPT).digest('hex');
// Counts of unlimited keys, added up in this process (server/tallies.ts):
// KEYS: the counters; ARGV: per counter the count to add and its expiry.
const ADD_SCRIPT = `
for i = 1, #KEYS do
  local added = tonumber(ARGV[2 * i - 1])
  if redis.call('INCRBY', KEYS[i], added) == added then redis.call('PEXPIREAT', KEYS[i], ARGV[2 * i]) end
end
return #KEYS
`;
const ADD_SHA = createHash('sha1').update(ADD_SCRIPT).digest('hex');
/** Requests per script call at most (a longer queue is sent in the calls after). */
const MAX_BATCH = 256;
const CONSUME_SHA = createHash('sha1').update(CONSUME_SCRIPT).digest('hex');

/** A request waiting for the next script call. */
interface Queued {
  windows: readonly CounterWindow[];
  now: number;
  resolve: (result: ConsumeResult) => void;
  /** Its lease id (server/allowance-leases.ts) and the block it asks for (1: none). */
  id: string;
  block: number;
}

export interface RedisCounterOptions {
  /** Where the two lines (gone, back) go. */
  log?: (line: string) => void;
  /** How long one request waits for Redis before it is counted locally. */
  commandTimeoutMs?: number;
  /** How long start-up waits for the first connection before serving with local counters. */
  connectTimeoutMs?: number;
}

/** `redis://host:port/db` without credentials, for messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

const messageOf = (error: unknown) => {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message || (error as { code?: string }).code || 'connection failed';
};

export class RedisCounterStore implements CounterStore {
  private down = false;
  /** Where requests are counted while Redis is unreachable. */
  private local = new MemoryCounterStore();

  private constructor(
    private readonly client: ReturnType<typeof createClient>,
    private readonly where: string,
    private readonly log: (line: string) => void,
    private readonly commandTimeoutMs: number,
  ) {}

  /**
   * Connects, waiting up to connectTimeoutMs for Redis; when it does not answer by then the store
   * starts degraded (counting locally, one line logged) and keeps trying in the background.
   */
  static async connect(url: string, options: RedisCounterOptions = {}): Promise<RedisCounterStore> {
    const where = describeRedisUrl(url);
    const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
    const connectTimeoutMs = options.connectTimeoutMs ?? 2000;
    const { createClient } = await import('redis');
    const client = createClient({
      url,
      // A request never waits for a connection that is not there: it is counted locally at once.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: connectTimeoutMs,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** Math.min(retries, 5), 1000),
      },
    });
    const store = new RedisCounterStore(client, where, log, options.commandTimeoutMs ?? 1000);
    let firstError: unknown = null;
    // Without a listener an 'error' event would end the process; the store reports outages itself.
    client.on('error', (error: unknown) => {
      firstError ??= error;
      if (store.started) store.wentDown(error);
    });
    client.on('ready', () => store.cameBack());
    const connected = client.connect().then(
      () => true,
      () => false,
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), connectTimeoutMs)));
    const ready = await Promise.race([connected, timedOut]);
    clearTimeout(timer);
    store.started = true;
    if (!ready || !client.isReady) store.wentDown(firstError ?? new Error(`no answer within ${connectTimeoutMs} ms`));
    return store;
  }

  private started = false;

  /**
   * Requests waiting for the next round trip: sent together once this turn of the event loop is over,
   * or, while a call is under way, as soon as it returns (one call at a time: under load the batches
   * grow instead of the calls, which is what costs this process most).
   */
  private queue: Queued[] = [];
  private calling = false;
  /** Blocks of allowance this process holds for keys far from their limits. */
  private readonly leases = new AllowanceLeases();
  private readonly giveBackTimer = setInterval(
    () => this.giveBack(this.leases.idle(Date.now())),
    LEASE_IDLE_MS,
  ).unref();

  consume(windows: readonly CounterWindow[], now: number): ConsumeResult | Promise<ConsumeResult> {
    // Known down: count locally without a round trip (the client says when it is ready again).
    if (this.down && !this.client.isReady) return this.local.consume(windows, now);
    const id = leaseId(windows);
    const leased = this.leases.take(id, now);
    if (leased) return { admitted: true, counts: leased, refusedBy: -1 };
    const block = this.leases.blockFor(id, windows);
    return new Promise((resolve) => {
      // setImmediate, not a microtask: it runs after every request read in this turn has queued its windows.
      if (this.queue.length === 0 && !this.calling) setImmediate(() => this.flush());
      this.queue.push({ windows, now, resolve, id, block });
    });
  }

  /** Unused requests of blocks go back to the shared counts (lost if Redis is away: they stay counted, never admitted twice). */
  private giveBack(back: GivenBack[]): Promise<void> {
    if (back.length === 0) return Promise.resolve();
    const keys = back.flatMap((entry) => entry.windows.map((window) => REDIS_KEY_PREFIX + window.key));
    const args = back.flatMap((entry) => entry.windows.map(() => String(entry.units)));
    return this.run(GIVE_BACK_SHA, GIVE_BACK_SCRIPT, keys, args).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The last tallies sent; close() waits for it. */
  private talliesSent: Promise<void> = Promise.resolve();
  private readonly tallies = new TallyBuffer((tallies) => (this.talliesSent = this.sendTallies(tallies)));

  tally(windows: readonly CounterWindow[], now: number): void {
    if (this.down && !this.client.isReady) this.local.tally(windows, now);
    else this.tallies.add(windows);
  }

  private sendTallies(tallies: Tally[]): Promise<void> {
    const keys = tallies.map((tally) => REDIS_KEY_PREFIX + tally.key);
    const args = tallies.flatMap((tally) => [String(tally.count), String(tally.expiresAt + EXPIRY_GRACE_MS)]);
    return this.run(ADD_SHA, ADD_SCRIPT, keys, args).then(
      () => this.cameBack(),
      (error: unknown) => {
        // Kept in this process instead, like any count made while Redis is away.
        this.wentDown(error);
        this.local.add(tallies, Date.now());
      },
    );
  }

  private flush(): void {
    if (this.calling || this.queue.length === 0) return;
    const batch = this.queue.slice(0, MAX_BATCH);
    this.queue = this.queue.slice(MAX_BATCH);
    this.calling = true;
    void this.send(batch).finally(() => {
      this.calling = false;
      this.flush();
    });
  }

  private send(batch: Queued[]): Promise<void> {
    const keys: string[] = [];
    const args: string[] = [
      JSON.stringify(batch.map((request) => request.windows.length)),
      JSON.stringify(batch.map((request) => request.block)),
    ];
    for (const request of batch) {
      for (const window of request.windows) {
        keys.push(REDIS_KEY_PREFIX + window.key);
        args.push(String(window.limit ?? -1), String(window.expiresAt + EXPIRY_GRACE_MS));
      }
    }
    return this.run(CONSUME_SHA, CONSUME_SCRIPT, keys, args).then(
      (reply) => {
        this.cameBack();
        let at = 0;
        const now = Date.now();
        for (const request of batch) {
          const refusedBy = Number(reply[at]);
          const granted = Number(reply[at + 1]);
          const counts = reply.slice(at + 2, at + 2 + request.windows.length).map(Number);
          at += 2 + request.windows.length;
          const reported =
            request.block > 1 ? this.leases.answered(request.id, request.windows, counts, granted, now) : counts;
          request.resolve({ admitted: refusedBy === -1, counts: reported, refusedBy });
        }
      },
      (error: unknown) => {
        this.wentDown(error);
        for (const request of batch) {
          if (request.block > 1) this.leases.unanswered(request.id);
          request.resolve(this.local.consume(request.windows, request.now));
        }
      },
    );
  }

  /** A script by its digest; loaded again when Redis answers NOSCRIPT (a restart or SCRIPT FLUSH forgot it). */
  private async run(sha: string, script: string, keys: string[], args: string[]): Promise<number[]> {
    const options = { timeout: this.commandTimeoutMs };
    try {
      return await this.client.sendCommand<number[]>(['EVALSHA', sha, String(keys.length), ...keys, ...args], options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return await this.client.sendCommand<number[]>(['EVAL', script, String(keys.length), ...keys, ...args], options);
    }
  }

  private wentDown(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.local = new MemoryCounterStore();
    this.log(
      `counters: Redis at ${this.where} is unreachable (${messageOf(error)}): limits are counted in this process until it is back`,
    );
  }

  private cameBack(): void {
    if (!this.down) return;
    this.down = false;
    this.log(`counters: Redis at ${this.where} is reachable again: limits are shared again`);
  }

  /** true while Redis is known to be unreachable. */
  get degraded(): boolean {
    return this.down;
  }

  health(): CounterHealth {
    return this.down
      ? {
          store: 'redis',
          degraded: true,
          detail: 'Redis is unreachable: limits are counted in this process until it is back',
        }
      : { store: 'redis', degraded: false, detail: 'limits counted in Redis, shared by every process' };
  }

  /** Writes the tallies still waiting, then closes the connection. */
  async close(): Promise<void> {
    clearInterval(this.giveBackTimer);
    this.tallies.flush();
    await Promise.all([this.talliesSent, this.giveBack(this.leases.idle(Date.now(), true))]);
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    try {
      if (this.client.isReady) await this.client.close();
      else this.client.destroy();
    } catch {
      this.client.destroy();
    }
  }
}
