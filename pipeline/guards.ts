// Guards: a build or refresh whose changes look like a broken source rather
// than a government's decision (a mass withdrawal, a mass renaming, a flood of
// changes) is held for a reviewer instead of going live. Thresholds come from
// refresh.config.json.

import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { totalChanges, type SnapshotDiff } from './snapshot-diff.js';

export interface GuardThresholds {
  /** Largest share (0-1) of a country's active records one refresh may deprecate. */
  maxDeprecatedShare: number;
  /** Largest number of changed records one refresh may make, all countries together. */
  maxChanges: number;
  /** Largest share (0-1) of a country's active records one refresh may rename (English or local name). */
  maxRenamedShare: number;
}

export const DEFAULT_GUARDS: GuardThresholds = { maxDeprecatedShare: 0.1, maxChanges: 1000, maxRenamedShare: 0.1 };

export const REFRESH_CONFIG_FILE = 'refresh.config.json';

const configSchema = z
  .object({
    guards: z
      .object({
        maxDeprecatedShare: z
          .number()
          .min(0, 'maxDeprecatedShare must be a share between 0 and 1')
          .max(1, 'maxDeprecatedShare must be a share between 0 and 1')
          .optional(),
        maxChanges: z
          .number()
          .int('maxChanges must be a whole number')
          .min(0, 'maxChanges must not be negative')
          .optional(),
        maxRenamedShare: z
          .number()
          .min(0, 'maxRenamedShare must be a share between 0 and 1')
          .max(1, 'maxRenamedShare must be a share between 0 and 1')
          .optional(),
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

/** Records of each country whose English or local name a diff changes (revised, or revived under another name). */
export function renamedByCountry(diff: SnapshotDiff): Record<string, number> {
  const renamed: Record<string, number> = {};
  for (const change of diff.changes) {
    if ((change.kind === 'revised' || change.kind === 'revived') && (change.fields.name || change.fields.nameLocal)) {
      renamed[change.country] = (renamed[change.country] ?? 0) + 1;
    }
  }
  return renamed;
}

/** Checks a run's diff against the thresholds. A first build (nothing published) has nothing to protect. */
export function checkGuards(diff: SnapshotDiff, thresholds: GuardThresholds): GuardVerdict {
  const reasons: string[] = [];
  if (diff.from !== null) {
    const renamed = renamedByCountry(diff);
    for (const [country, counts] of Object.entries(diff.byCountry)) {
      const active = diff.activeBefore[country] ?? 0;
      if (active === 0) continue;
      const share = counts.deprecated / active;
      if (counts.deprecated > 0 && share > thresholds.maxDeprecatedShare) {
        reasons.push(
          `${country}: ${counts.deprecated} of ${active} active records (${percent(share)}) would be deprecated, more than the limit of ${percent(thresholds.maxDeprecatedShare)}`,
        );
      }
      const renames = renamed[country] ?? 0;
      if (renames > 0 && renames / active > thresholds.maxRenamedShare) {
        reasons.push(
          `${country}: ${renames} of ${active} active records (${percent(renames / active)}) would be renamed, more than the limit of ${percent(thresholds.maxRenamedShare)}`,
        );
      }
    }
    const total = totalChanges(diff.totals);
    if (total > thresholds.maxChanges)
      reasons.push(`${total} records would change in all, more than the limit of ${thresholds.maxChanges}`);
  }
  return { held: reasons.length > 0, reasons, thresholds };
}
