// Server configuration from the environment. A bad value stops start-up with
// one line naming the variable and what it accepts.

import { z } from 'zod';

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
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  keysFile: string;
  cacheBytes: number;
}

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
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`configuration: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
  }
  const config = parsed.data;
  return {
    port: config.PORT,
    host: config.HOST,
    dataDir: config.DATA_DIR,
    keysFile: config.KEYS_FILE,
    cacheBytes: config.CACHE_MB * 1024 * 1024,
  };
}
