// The inputs digest in each manifest: a build whose inputs have not changed
// since the published snapshot builds nothing.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './publish.js';
import { withoutPlace, type Correction } from '../sources/corrections.js';
import * as dateHolidays from '../sources/date-holidays.js';
import { dataVersion as calendarDataVersion } from '../sources/lunar-dates.js';
import type { SourceRun } from '../sources/official.js';
import type { WorkdaysDocument } from '../core/workdays.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The runtime versions the output depends on. */
export const RUNTIME = ['node', 'icu', 'unicode', 'tz'] as const;
export type RuntimeVersions = Partial<Record<(typeof RUNTIME)[number], string>>;

export interface DigestInputs {
  countries: readonly string[];
  fromYear: number;
  toYear: number;
  corrections?: readonly Correction[];
  /** The first years the amendments serve countries from (`since`); none leaves the digest as it was. */
  firstYears?: Readonly<Record<string, number>>;
  /** The makeup working days (workdays/ or WORKDAYS_DIR): data outside the hashed code folders. */
  workdays?: readonly WorkdaysDocument[];
  runs?: readonly SourceRun[];
  /** Default: this process's versions. */
  runtime?: RuntimeVersions;
}

/**
 * A digest of everything a build's output depends on: code, schemas, sources,
 * options, and the runtime (Node's ICU computes calendars and time zones, and
 * its tz data places local days).
 */
export function inputsDigest(inputs: DigestInputs): string {
  const {
    countries,
    fromYear,
    toYear,
    corrections = [],
    firstYears = {},
    workdays = [],
    runs = [],
    runtime = process.versions,
  } = inputs;
  const hash = [
    `date-holidays@${dateHolidays.version}`,
    ...RUNTIME.map((name) => `${name}=${runtime[name] ?? 'none'}`),
    `countries=${countries.join(',')}`,
    `years=${fromYear}-${toYear}`,
    `corrections=${sha256(JSON.stringify(corrections.map(withoutPlace)))}`,
    ...(Object.keys(firstYears).length ? [`firstYears=${JSON.stringify(firstYears)}`] : []),
    `workdays=${sha256(JSON.stringify(workdays))}`,
    // The calendar engines' reviewed data, wherever CALENDARS_DIR puts it.
    `calendars=${calendarDataVersion()}`,
    ...runs.map(
      (run) =>
        `${run.id}=${run.status}:${run.payloads.map((payload) => payload.digest).join(',')}:archived=${sha256(JSON.stringify(run.archived))}`,
    ),
  ];
  for (const folder of ['core', 'pipeline', 'sources', 'schemas', 'countries']) {
    // The committed payloads count through the runs' digests above, wherever PAYLOADS_DIR puts them; the
    // pipeline's bundles (pipeline/bundle.mjs) are made from the files hashed here, and hold the checkout's paths.
    for (const file of listFiles(join(projectRoot, folder)).filter(
      (path) =>
        !relative(projectRoot, path).startsWith(join('sources', 'payloads')) &&
        !relative(projectRoot, path).startsWith(join('pipeline', 'bundle', '')),
    )) {
      hash.push(`${relative(projectRoot, file)}=${sha256(readFileSync(file))}`);
    }
  }
  return sha256(hash.join('\n'));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}
