// A scripted sequence of US builds whose sources change between them through
// operator corrections: a day added, a name corrected, a day moved, a day
// withdrawn and the same day restored. The change feed, the histories and the
// reports are checked against what this script did.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../pipeline/build.js';
import { DEFAULT_GUARDS } from '../pipeline/guards.js';
import { refresh } from '../pipeline/refresh.js';
import { readLedger } from '../pipeline/ledger-files.js';
import { readPublished } from '../pipeline/publish.js';
import type { LedgerRecord } from '../core/types.js';
import type { Correction } from '../sources/corrections.js';

export const SCRIPT_BUILD = { countries: ['US'], fromYear: 2025, toYear: 2026, keep: 10, workers: 1 } as const;

const ADD: Correction = {
  action: 'add',
  country: 'US',
  date: '2025-03-12',
  name: 'Founders Day',
  type: 'observance',
  subdivisions: [],
  entry: 0,
};
const RENAME: Correction = {
  action: 'rename',
  country: 'US',
  date: '2025-03-17',
  name: "St. Patrick's Day",
  to: "Saint Patrick's Day",
  entry: 0,
};
const MOVE: Correction = {
  action: 'move',
  country: 'US',
  date: '2025-10-18',
  name: 'Alaska Day',
  to: '2025-10-20',
  entry: 0,
};
const WITHDRAW: Correction = { action: 'remove', country: 'US', date: '2025-02-14', name: "Valentine's Day", entry: 0 };

const numbered = (list: Correction[]): Correction[] => list.map((correction, entry) => ({ ...correction, entry }));

/** Each step's corrections: the operator's file as it stood at that build. */
export const SCRIPT_STEPS: { name: string; at: string; corrections: Correction[] }[] = [
  { name: 'base', at: '2026-01-01T00:00:00Z', corrections: [] },
  { name: 'add', at: '2026-02-01T00:00:00Z', corrections: numbered([ADD]) },
  { name: 'rename', at: '2026-03-01T00:00:00Z', corrections: numbered([ADD, RENAME]) },
  { name: 'move', at: '2026-04-01T00:00:00Z', corrections: numbered([ADD, RENAME, MOVE]) },
  { name: 'withdraw', at: '2026-05-01T00:00:00Z', corrections: numbered([ADD, RENAME, MOVE, WITHDRAW]) },
  { name: 'restore', at: '2026-06-01T00:00:00Z', corrections: numbered([ADD, RENAME, MOVE]) },
];

export interface ScriptedIds {
  founders: string;
  stPatrick: string;
  alaskaOld: string;
  alaskaNew: string;
  valentine: string;
}

export interface ScriptedData {
  dataDir: string;
  ids: ScriptedIds;
  /** Changes of the base build (every record added). */
  baseChanges: number;
  /** What each later step changed, in feed order: [kind, id, date]. */
  expected: [string, string, string][];
}

const find = (ledger: LedgerRecord[], date: string, name: string) => {
  const record = ledger.find((each) => each.date === date && each.name === name && !each.substitute);
  if (!record) throw new Error(`no ${name} on ${date} in the ledger`);
  return record.id;
};

/** Runs some of the scripted steps (about 1-2 s each), as plain builds or as refreshes (which add reports). */
export async function runScriptSteps(
  dataDir: string,
  steps: typeof SCRIPT_STEPS,
  via: 'build' | 'refresh' = 'build',
): Promise<void> {
  for (const step of steps) {
    const options = {
      outDir: dataDir,
      ...SCRIPT_BUILD,
      countries: [...SCRIPT_BUILD.countries],
      at: step.at,
      corrections: step.corrections,
    };
    if (via === 'build') await build(options);
    else await refresh({ ...options, guards: DEFAULT_GUARDS });
  }
}

/** Runs the whole script into dataDir. */
export async function scriptedBuilds(dataDir: string, via: 'build' | 'refresh' = 'build'): Promise<ScriptedData> {
  await runScriptSteps(dataDir, SCRIPT_STEPS, via);
  return scriptedData(dataDir);
}

/** The ids the script touched and what it expects, read from a data directory the whole script ran into. */
export function scriptedData(dataDir: string): ScriptedData {
  const published = readPublished(dataDir)!;
  const ledger = readLedger(published.dir, 'US');
  const ids: ScriptedIds = {
    founders: find(ledger, '2025-03-12', 'Founders Day'),
    stPatrick: find(ledger, '2025-03-17', "Saint Patrick's Day"),
    alaskaOld: find(ledger, '2025-10-18', 'Alaska Day'),
    alaskaNew: find(ledger, '2025-10-20', 'Alaska Day'),
    valentine: find(ledger, '2025-02-14', "Valentine's Day"),
  };
  const baseLog = join(published.dir, 'changes', `${published.manifest.changeLogs[0]}.ndjson`);
  const baseChanges = readFileSync(baseLog, 'utf8').split('\n').filter(Boolean).length;
  return {
    dataDir,
    ids,
    baseChanges,
    expected: [
      ['added', ids.founders, '2025-03-12'],
      ['revised', ids.stPatrick, '2025-03-17'],
      ['deprecated', ids.alaskaOld, '2025-10-18'],
      ['added', ids.alaskaNew, '2025-10-20'],
      ['deprecated', ids.valentine, '2025-02-14'],
      ['revived', ids.valentine, '2025-02-14'],
    ],
  };
}
