// What a run says about its sources: the manifest's `sources`, the run
// summary's and the run log's. An official feed's entry names every row it
// rejected (source, row, field, year), so a reader of any of them sees why a
// record of that year was neither changed nor deprecated.

import type { SourceStatus } from '../core/manifest.js';
import { sha256 } from './publish.js';
import * as amendmentsSource from '../sources/amendments.js';
import { withoutPlace, type Correction } from '../sources/corrections.js';
import * as correctionsSource from '../sources/corrections.js';
import * as dateHolidays from '../sources/date-holidays.js';
import * as definitions from '../sources/country-definitions.js';
import * as lunarDates from '../sources/lunar-dates.js';
import type { RowIssue, SourceRun } from '../sources/official.js';
import { officialSource } from '../sources/registry.js';
import * as workdaysSource from '../sources/workdays.js';
import type { WorkdaysDocument } from '../core/workdays.js';

export function sourceStatuses(
  corrections: readonly Correction[] | undefined,
  runs: readonly SourceRun[],
  workdays: readonly WorkdaysDocument[] = [],
): SourceStatus[] {
  return [
    { id: dateHolidays.id, version: dateHolidays.version, status: 'ok', ...dateHolidays.provenance },
    // The project's own country definitions (countries/), listed when there are any; their version is their digest.
    ...(definitions.digest()
      ? [{ id: definitions.id, version: definitions.digest()!, status: 'ok' as const, ...definitions.provenance }]
      : []),
    // The calendar engines (sources/lunar-dates.ts): their version is the digest of their reviewed data.
    ...Object.values(lunarDates.ENGINES).map((id) => ({
      id,
      version: lunarDates.dataVersion(),
      status: 'ok' as const,
      ...lunarDates.provenance,
    })),
    // The amendments folder and a one-off corrections file, each listed when it had entries for the build.
    ...[amendmentsSource, correctionsSource].flatMap((layer) => {
      const entries = (corrections ?? []).filter(
        (correction) => (correction.layer ?? correctionsSource.id) === layer.id,
      );
      return entries.length
        ? [
            {
              id: layer.id,
              version: sha256(JSON.stringify(entries.map(withoutPlace))).slice(0, 12),
              status: 'ok' as const,
              ...layer.provenance,
            },
          ]
        : [];
    }),
    // The reviewed makeup working days (workdays/), listed when the build has any.
    ...(workdays.length
      ? [
          {
            id: workdaysSource.id,
            version: sha256(JSON.stringify(workdays)).slice(0, 12),
            status: 'ok' as const,
            ...workdaysSource.provenance,
          },
        ]
      : []),
    ...runs.map((run) => ({
      id: run.id,
      version: run.payloads.map((payload) => payload.digest.slice(0, 12)).join('+') || 'none',
      status: run.status,
      ...officialSource(run.id)?.provenance,
      notice: run.notice,
      rejected: run.rejected.length,
      rejectedRows: run.rejected,
      coverage: run.coverage,
      payloads: run.payloads,
    })),
  ];
}

/** One rejected row on one line: `jp-cao: syukujitsu.csv: line 845: field 国民の祝日・休日月日 (2025): must be a day YYYY/M/D`. */
export function describeRejected(issue: RowIssue): string {
  return `${issue.source}: ${issue.row}: field ${issue.field} (${issue.year ?? 'year unreadable'}): ${issue.message}`;
}
