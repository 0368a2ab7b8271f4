// The counter store shared by every server process and machine (REDIS_URL):
// one Lua script per request does what MemoryCounterStore does in memory,
// atomically on the Redis server: check every window, and only if all have
// room count the request in each (a refused request is counted nowhere). A
// window's key is `ph:count:<keyId>:<window>` (e.g.
// `ph:count:key_1:day:2026-01-01`) and expires on its own an hour after the
// window ends, so counters survive server restarts and need no sweeping.
//
// When Redis cannot be reached while serving, `consume` rejects with
// CountersUnavailableError at once (no offline queue, a short command
// timeout); the rate limiter turns it into 503 with Retry-After. One line is
// logged when Redis goes away and one when it is back; the client reconnects
// on its own with a capped backoff.

import { createHash } from 'node:crypto';
// Loaded only when REDIS_URL is set: the client takes a few hundred milliseconds to load, which a server without Redis should not pay at start-up.
import type { createClient } from 'redis';
import { CountersUnavailableError, type ConsumeResult, type CounterStore, type CounterWindow } from './counters.js';

export const REDIS_KEY_PREFIX = 'ph:count:';

/** After a window ends, its key lingers this long (clocks of several machines differ a little). */
const EXPIRY_GRACE_MS = 60 * 60 * 1000;

// KEYS: one counter per window. ARGV: per window its limit (-1: none) and its expiry (ms since the epoch).
// Returns the index of the first full window (-1: admitted), then each window's count after the call.
const CONSUME_SCRIPT = `
local counts = {}
local refused = -1
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  counts[i] = count
  local limit = tonumber(ARGV[2 * i - 1])
  if refused == -1 and limit >= 0 and count >= limit then refused = i - 1 end
end
if refused == -1 then
  for i = 1, #KEYS do
    counts[i] = redis.call('INCR', KEYS[i])
    if counts[i] == 1 then redis.call('PEXPIREAT', KEYS[i], ARGV[2 * i]) end
  end
end
table.insert(counts, 1, refused)
return counts
`;
const CONSUME_SHA = createHash('sha1').update(CONSUME_SCRIPT).digest('hex');

export interface RedisCounterOptions {
  /** Where the two lines (gone, back) go. */
  log?: (line: string) => void;
  /** How long one request waits for Redis before answering 503. */
  commandTimeoutMs?: number;
  /** How long start-up waits for the first connection. */
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

  private constructor(
    private readonly client: ReturnType<typeof createClient>,
    private readonly where: string,
    private readonly log: (line: string) => void,
    private readonly commandTimeoutMs: number,
  ) {}

  /** Connects once; rejects (with the reason) when Redis cannot be reached now. */
  static async connect(url: string, options: RedisCounterOptions = {}): Promise<RedisCounterStore> {
    const where = describeRedisUrl(url);
    const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
    let started = false;
    let lastError: unknown = null;
    const { createClient } = await import('redis');
    const client = createClient({
      url,
      // A request never waits for a connection that is not there: it answers 503 at once.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: options.connectTimeoutMs ?? 2000,
        // At start-up one failure is final; while serving, retry with a capped backoff.
        reconnectStrategy: (retries, cause) => {
          if (started) return Math.min(50 * 2 ** Math.min(retries, 5), 1000);
          lastError = cause;
          return cause;
        },
      },
    });
    // Without a listener an 'error' event would end the process; the store reports outages itself.
    client.on('error', (error: unknown) => {
      lastError = error;
    });
    try {
      await client.connect();
    } catch (error) {
      try {
        client.destroy();
      } catch {
        // Already closed by the failed connection.
      }
      throw new Error(`cannot reach Redis at ${where} (REDIS_URL): ${messageOf(lastError ?? error)}`);
    }
    started = true;
    const store = new RedisCounterStore(client, where, log, options.commandTimeoutMs ?? 1000);
    client.on('error', (error: unknown) => store.wentDown(error));
    client.on('ready', () => store.cameBack());
    return store;
  }

  consume(windows: readonly CounterWindow[], _now: number): Promise<ConsumeResult> {
    const keys = windows.map((window) => REDIS_KEY_PREFIX + window.key);
    const args = windows.flatMap((window) => [String(window.limit ?? -1), String(window.expiresAt + EXPIRY_GRACE_MS)]);
    return this.run(keys, args).then(
      (reply) => {
        this.cameBack();
        const [refusedBy, ...counts] = reply.map(Number);
        return { admitted: refusedBy === -1, counts, refusedBy: refusedBy! };
      },
      (error: unknown) => {
        this.wentDown(error);
        throw new CountersUnavailableError(`the shared request counters (Redis at ${this.where}) cannot be reached: ${messageOf(error)}`);
      },
    );
  }

  /** The script by its digest; loaded again when Redis answers NOSCRIPT (a restart or SCRIPT FLUSH forgot it). */
  private async run(keys: string[], args: string[]): Promise<number[]> {
    const options = { timeout: this.commandTimeoutMs };
    try {
      return await this.client.sendCommand<number[]>(['EVALSHA', CONSUME_SHA, String(keys.length), ...keys, ...args], options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return await this.client.sendCommand<number[]>(['EVAL', CONSUME_SCRIPT, String(keys.length), ...keys, ...args], options);
    }
  }

  private wentDown(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log(`counters: Redis at ${this.where} is unreachable (${messageOf(error)}): keyed requests answer 503 until it is back`);
  }

  private cameBack(): void {
    if (!this.down) return;
    this.down = false;
    this.log(`counters: Redis at ${this.where} is reachable again: keyed requests are answered`);
  }

  /** true while Redis is known to be unreachable. */
  get degraded(): boolean {
    return this.down;
  }

  async close(): Promise<void> {
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
