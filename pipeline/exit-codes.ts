// The pipeline's exit codes, one table for every command (documented in
// `--help` and docs/pipeline.md), and the one mapping from a thrown error to its code.

import { GuardConfigError } from './guards.js';
import { LockBusyError } from './lock.js';
import { UsageError } from './build-scope.js';
import { ValidationFailed } from './validate.js';
import { SourcesConfigError } from '../sources/config.js';
import { CorrectionsError } from '../sources/corrections.js';
import { CountryDefinitionError } from '../sources/country-definitions.js';
import { WorkdaysError } from '../sources/workdays.js';
import { CalendarDataError } from '../sources/calendars/engine.js';
import { CrosscheckExplanationsError } from './crosscheck-explanations.js';
import { LawReviewError } from './law-reviews.js';

/** `diff` uses 0, 1 and 2 of them; `crosscheck` 0, 1, 2 and 8. */
export const EXIT = {
  published: 0,
  failed: 1,
  usage: 2,
  invalid: 3,
  publishedStale: 4,
  unchanged: 5,
  held: 6,
  busy: 7,
  /** `crosscheck`: a disagreement with an independent source has no reviewed explanation. */
  unexplained: 8,
} as const;

/** The exit code of a run that threw. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof LockBusyError) return EXIT.busy;
  if (
    error instanceof UsageError ||
    error instanceof CorrectionsError ||
    error instanceof CountryDefinitionError ||
    error instanceof WorkdaysError ||
    error instanceof CalendarDataError ||
    error instanceof SourcesConfigError ||
    error instanceof GuardConfigError ||
    error instanceof CrosscheckExplanationsError ||
    error instanceof LawReviewError
  )
    return EXIT.usage;
  if (error instanceof ValidationFailed) return EXIT.invalid;
  return EXIT.failed;
}
