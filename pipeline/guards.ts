// Guards: a refresh whose changes look like a broken source rather than a
// government's decision (a mass withdrawal, a flood of changes) is held for a
// reviewer instead of going live. Thresholds come from refresh.config.json.

import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { totalChanges, type SnapshotDiff } from './snapshot-diff.js';

export interface GuardThresholds {
  /** Largest share (0-1) of a country's active records one refresh may deprecate. */
  maxDeprecatedShare: number;
  /** Largest number of changed records one refresh may make, all countries together. */
  maxChanges: number;
}

export const DEFAULT_GUARDS: GuardThresholds = { maxDeprecatedShare: 0.1, maxChanges: 1000 };

export const REFRESH_CONFIG_FILE = 'refresh.config.json';

const configSchema = z
  .object({
    guards: z
      .object({
        maxDeprecatedShare: z.number().min(0, 'maxDeprecatedShare must be a share between 0 and 1').max(1, 'maxDeprecatedShare must be a share between 0 and 1').optional(),
        maxChanges: z.number().int('maxChanges must be a whole number').min(0, 'maxChanges must not be negative').optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

export class GuardConfigError extends Error {}

/** The guard thresholds of a config file (missing file: the defaults). */
export function loadGuards(path = REFRESH_CONFIG_FILE): GuardThresholds {
  if (!existsSync(path)) return { ...DEFAULT_GUARDS };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new GuardConfigError(`${path}: ${(error as Error).message}`);
  }
  const parsed = configSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GuardConfigError(`${path}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return { ...DEFAULT_GUARDS, ...parsed.data.guards };
}

export interface GuardVerdict {
  held: boolean;
  /** Why the refresh is held, one sentence each; empty when it passes. */
  reasons: string[];
  thresholds: GuardThresholds;
}

const percent = (share: number) => `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** Checks a refresh's diff against the thresholds. A first build (nothing published) has nothing to protect. */
export function checkGuards(diff: SnapshotDiff, thresholds: GuardThresholds): GuardVerdict {
  const reasons: string[] = [];
  if (diff.from !== null) {
    for (const [country, counts] of Object.entries(diff.byCountry)) {
      const active = diff.activeBefore[country] ?? 0;
      if (active === 0 || counts.deprecated === 0) continue;
      const share = counts.deprecated / active;
      if (share > thresholds.maxDeprecatedShare) {
        reasons.push(
          `${country}: ${counts.deprecated} of ${active} active records (${percent(share)}) would be deprecated, more than the limit of ${percent(thresholds.maxDeprecatedShare)}`,
        );
      }
    }
    const total = totalChanges(diff.totals);
    if (total > thresholds.maxChanges) reasons.push(`${total} records would change in all, more than the limit of ${thresholds.maxChanges}`);
  }
  return { held: reasons.length > 0, reasons, thresholds };
}
