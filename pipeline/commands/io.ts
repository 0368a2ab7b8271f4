// What every pipeline command shares: its output channels and clock, flag
// parsing with errors that say what is accepted, and the snapshot time.

import { parseArgs } from 'node:util';
import { nearestName } from '../../core/text.js';
import type { z } from 'zod';
import { UsageError } from '../build-scope.js';
import { EXIT } from '../exit-codes.js';

export interface CliIo {
  out: (line: string) => void;
  /** Rewrites the terminal's current line (progress); only called when isTTY. */
  progress: (line: string) => void;
  err: (line: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  /** A repeating timer that returns its stop (default: setInterval, unref'd); a test passes one it drives itself. */
  every?: (ms: number, tick: () => void) => () => void;
}

/** The snapshot time: --at, else SOURCE_DATE_EPOCH, else the clock (read once). */
export function snapshotTime(at: string | undefined, env: NodeJS.ProcessEnv, now: () => Date): string {
  if (at) return new Date(Date.parse(at)).toISOString().replace(/\.000Z$/, 'Z');
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new UsageError(`SOURCE_DATE_EPOCH must be Unix seconds, got "${epoch}"`);
    return new Date(Number(epoch) * 1000).toISOString().replace(/\.000Z$/, 'Z');
  }
  return now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The flags of argv, or null after telling the user what is wrong. */
export function parse(
  argv: string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
  io: CliIo,
): Record<string, string | boolean | undefined> | null {
  try {
    return parseArgs({ args: argv, allowPositionals: false, strict: true, options }).values;
  } catch (error) {
    io.err(flagError(error, Object.keys(options)));
    return null;
  }
}

/** parseArgs' complaint in one line; an unknown flag gets the nearest known one. */
export function flagError(error: unknown, known: readonly string[]): string {
  const message = (error as Error).message.split('\n')[0]!;
  const unknown = /^Unknown option '--?([^'=]+)'/.exec(message)?.[1];
  const suggestion = unknown ? nearestName(unknown, known) : null;
  if (unknown)
    return `error: unknown flag --${unknown}${suggestion ? `: did you mean --${suggestion}?` : ''} (see --help)`;
  return `error: ${message} (see --help)`;
}

/** Reports a flag's first problem; returns the usage exit code. */
export function firstIssue(error: z.ZodError, io: CliIo): number {
  const issue = error.issues[0]!;
  io.err(`error: ${issue.message}${issue.path.length ? ` (--${issue.path.join('.')})` : ''}`);
  return EXIT.usage;
}
