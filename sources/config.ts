// The sources configuration: which sources run, from which URLs, with which
// limits. `sources.config.json` at the project root is the default;
// `SOURCES_CONFIG=path` replaces it (a mirror, a loopback server in tests).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { OFFICIAL_SOURCE_IDS } from './registry.js';
import { FETCH_DEFAULTS } from './transport.js';

/** Sources computed on this machine: they take no URL. */
const COMPUTED_SOURCE_IDS = ['date-holidays'] as const;

/**
 * Every source, in the order a configuration's sources run: the computed ones,
 * then the official ones in registry order (sources/registry.ts). Where two
 * feeds cover one country's year, the first listed decides it.
 */
export const SOURCE_IDS = [...COMPUTED_SOURCE_IDS, ...OFFICIAL_SOURCE_IDS] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** Sources computed on this machine: they take no URL. */
export const OFFLINE_SOURCES: ReadonlySet<SourceId> = new Set(COMPUTED_SOURCE_IDS);

export const SOURCE_DEFAULTS = {
  enabled: true,
  timeoutMs: FETCH_DEFAULTS.timeoutMs,
  retries: FETCH_DEFAULTS.retries,
  maxBytes: FETCH_DEFAULTS.maxBytes,
  /** More rejected rows than this share fails the source. */
  maxRejectedShare: 0.05,
} as const;

export interface SourceConfig {
  id: SourceId;
  urls: string[];
  enabled: boolean;
  timeoutMs: number;
  retries: number;
  maxBytes: number;
  maxRejectedShare: number;
}

export interface SourcesConfig {
  /** The file the configuration was read from. */
  path: string;
  /** The sources the file lists, in SOURCE_IDS order. A source the file leaves out does not run. */
  sources: SourceConfig[];
}

export const DEFAULT_CONFIG_PATH = fileURLToPath(new URL('../sources.config.json', import.meta.url));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const entrySchema = z
  .object({
    urls: z.array(httpUrl).default([]),
    enabled: z.boolean().optional(),
    timeoutMs: z.number().int().positive().optional(),
    retries: z.number().int().min(0).max(10).optional(),
    maxBytes: z.number().int().positive().optional(),
    maxRejectedShare: z.number().min(0).max(1).optional(),
  })
  .strict();

const fileSchema = z
  .object({ sources: z.partialRecord(z.enum(SOURCE_IDS), entrySchema) })
  .strict()
  .superRefine((file, context) => {
    for (const [id, entry] of Object.entries(file.sources)) {
      if (!entry) continue;
      if (OFFLINE_SOURCES.has(id as SourceId) && entry.urls.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['sources', id, 'urls'],
          message: 'is computed offline and takes no URL',
        });
      }
      if (!OFFLINE_SOURCES.has(id as SourceId) && entry.enabled !== false && entry.urls.length === 0) {
        context.addIssue({ code: 'custom', path: ['sources', id, 'urls'], message: 'must list at least one URL' });
      }
    }
  });

export class SourcesConfigError extends Error {}

/** The configuration file in effect: SOURCES_CONFIG when set, else the project's file. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SOURCES_CONFIG ? resolve(env.SOURCES_CONFIG) : DEFAULT_CONFIG_PATH;
}

/** Reads and checks a sources configuration; a bad file gives one line naming the file and the field. */
export function loadSourcesConfig(path: string = configPath()): SourcesConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SourcesConfigError(`sources config ${path}: cannot read: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SourcesConfigError(`sources config ${path}: not valid JSON: ${(error as Error).message}`);
  }
  return parseSourcesConfig(data, path);
}

export function parseSourcesConfig(data: unknown, path: string): SourcesConfig {
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(file)';
    throw new SourcesConfigError(`sources config ${path}: ${field}: ${issue.message}`);
  }
  const sources: SourceConfig[] = [];
  for (const id of SOURCE_IDS) {
    const entry = parsed.data.sources[id];
    if (!entry) continue;
    sources.push({
      id,
      urls: entry.urls,
      enabled: entry.enabled ?? SOURCE_DEFAULTS.enabled,
      timeoutMs: entry.timeoutMs ?? SOURCE_DEFAULTS.timeoutMs,
      retries: entry.retries ?? SOURCE_DEFAULTS.retries,
      maxBytes: entry.maxBytes ?? SOURCE_DEFAULTS.maxBytes,
      maxRejectedShare: entry.maxRejectedShare ?? SOURCE_DEFAULTS.maxRejectedShare,
    });
  }
  return { path, sources };
}

/** One source's settings, or undefined when the file does not list it. */
export function sourceConfig(config: SourcesConfig, id: SourceId): SourceConfig | undefined {
  return config.sources.find((source) => source.id === id);
}
