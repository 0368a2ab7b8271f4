// Server configuration from the environment. A bad value stops start-up with
// one line naming the variable and what it accepts.

import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { TrustedProxies } from './client-address.js';
import { defaultCountersFile } from './counter-file.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A whole number between min and max, from its decimal digits. */
const whole = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const configSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'PORT must be a TCP port number between 0 and 65535')
    .transform(Number)
    .refine((port) => port <= 65_535, 'PORT must be a TCP port number between 0 and 65535')
    .default(8080),
  HOST: z.string().trim().min(1, 'HOST must name an interface address, e.g. 127.0.0.1').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must name the data directory').default('dist-data'),
  KEYS_FILE: z.string().min(1, 'KEYS_FILE must name the keys file').default('keys.json'),
  /** Memory for parsed year files, countries files and ledgers. */
  CACHE_MB: z
    .string()
    .regex(/^\d{1,5}$/, 'CACHE_MB must be a whole number of megabytes between 1 and 4096')
    .transform(Number)
    .refine((mb) => mb >= 1 && mb <= 4096, 'CACHE_MB must be a whole number of megabytes between 1 and 4096')
    .default(64),
  /** The shared counter store; without it, the counters live in memory (the cluster primary's under WORKERS). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must be a Redis URL, e.g. redis://127.0.0.1:6379/0')
    .optional(),
  /** Server processes sharing the port: a number, or `auto` for one per core. */
  WORKERS: z
    .string()
    .regex(/^(auto|\d{1,3})$/, 'WORKERS must be a number of processes between 1 and 256, or auto (one per core)')
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .refine(
      (workers) => workers >= 1 && workers <= 256,
      'WORKERS must be a number of processes between 1 and 256, or auto (one per core)',
    )
    .default(() => Math.min(256, availableParallelism())),
  /** Where the in-memory counters are saved on stop and read at start (default: counters.json beside KEYS_FILE). */
  COUNTERS_FILE: z.string().min(1).optional(),
  /** Open connections per process; more are closed as they arrive. */
  MAX_CONNECTIONS: whole('MAX_CONNECTIONS must be a number of connections between 1 and 1000000', 1, 1_000_000).default(
    1024,
  ),
  /** A client that has not sent its whole request line and headers by then gets 408. */
  HEADERS_TIMEOUT_MS: whole(
    'HEADERS_TIMEOUT_MS must be a number of milliseconds between 100 and 600000',
    100,
    600_000,
  ).default(10_000),
  /** The whole request (headers and any body) must arrive by then, else 408. */
  REQUEST_TIMEOUT_MS: whole(
    'REQUEST_TIMEOUT_MS must be a number of milliseconds between 100 and 3600000',
    100,
    3_600_000,
  ).default(30_000),
  /** An idle keep-alive connection is closed after this long. */
  KEEP_ALIVE_TIMEOUT_MS: whole(
    'KEEP_ALIVE_TIMEOUT_MS must be a number of milliseconds between 100 and 600000',
    100,
    600_000,
  ).default(5_000),
  /** Access log level: one JSON line per request at info. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** GET /metrics: on (the default) or off (404). */
  METRICS: z.enum(['on', 'off'], { message: 'METRICS must be on (the default) or off' }).default('on'),
  /** Proxies whose X-Forwarded-For names the client in the access log; none by default. */
  TRUSTED_PROXIES: z
    .string()
    .transform((text, context) => {
      try {
        return TrustedProxies.parse(text);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `TRUSTED_PROXIES must list IP addresses or networks separated by commas, e.g. 127.0.0.1,::1 (${(error as Error).message})`,
        });
        return z.NEVER;
      }
    })
    .optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  keysFile: string;
  cacheBytes: number;
  /** Counters in Redis, shared by every process and machine; null: in this process. */
  redisUrl: string | null;
  /** Server processes on the port (node:cluster when more than 1). */
  workers: number;
  /** The in-memory counters' file (unused with Redis). */
  countersFile: string;
  connections: ConnectionLimits;
  logLevel: LogLevel;
  metrics: boolean;
  /** Connections from these name the client in X-Forwarded-For (the access log's `client`); null: none does. */
  trustedProxies: TrustedProxies | null;
}

export interface ConnectionLimits {
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // Empty variables count as unset, as a shell user expects.
  const present = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const parsed = configSchema.safeParse({
    PORT: present('PORT'),
    HOST: present('HOST'),
    DATA_DIR: present('DATA_DIR'),
    KEYS_FILE: present('KEYS_FILE'),
    CACHE_MB: present('CACHE_MB'),
    REDIS_URL: present('REDIS_URL'),
    WORKERS: present('WORKERS'),
    COUNTERS_FILE: present('COUNTERS_FILE'),
    MAX_CONNECTIONS: present('MAX_CONNECTIONS'),
    HEADERS_TIMEOUT_MS: present('HEADERS_TIMEOUT_MS'),
    REQUEST_TIMEOUT_MS: present('REQUEST_TIMEOUT_MS'),
    KEEP_ALIVE_TIMEOUT_MS: present('KEEP_ALIVE_TIMEOUT_MS'),
    LOG_LEVEL: present('LOG_LEVEL')?.toLowerCase(),
    METRICS: present('METRICS')?.toLowerCase(),
    TRUSTED_PROXIES: present('TRUSTED_PROXIES'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`configuration: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
  }
  const config = parsed.data;
  // Node refuses a headers timeout longer than the request timeout (the headers are part of the request).
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `configuration: HEADERS_TIMEOUT_MS (${config.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${config.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    );
  }
  return {
    port: config.PORT,
    host: config.HOST,
    dataDir: config.DATA_DIR,
    keysFile: config.KEYS_FILE,
    cacheBytes: config.CACHE_MB * 1024 * 1024,
    redisUrl: config.REDIS_URL ?? null,
    workers: config.WORKERS,
    countersFile: config.COUNTERS_FILE ?? defaultCountersFile(config.KEYS_FILE),
    connections: {
      maxConnections: config.MAX_CONNECTIONS,
      headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    },
    logLevel: config.LOG_LEVEL,
    metrics: config.METRICS === 'on',
    trustedProxies: config.TRUSTED_PROXIES ?? null,
  };
}
