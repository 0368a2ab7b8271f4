// The unattended refresh (cron, CI): the run that publishes
// (pipeline/publish-run.ts) as `refresh`. It differs from `build` only
// in how it is started and what it prints; the guards, reports, run summary,
// run log and exit codes are the same.

import { publishRun, type PublishOptions, type RunStatus, type RunSummary } from './publish-run.js';

export type RefreshOptions = Omit<PublishOptions, 'command'>;
export type RefreshStatus = RunStatus;
export type RefreshSummary = RunSummary;

/** Runs one refresh (see publishRun). */
export function refresh(options: RefreshOptions): Promise<RefreshSummary> {
  return publishRun({ ...options, command: 'refresh' });
}
