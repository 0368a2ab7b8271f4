// workalendar (MIT; Debian's python3-workalendar, run as a separate Python
// process, never shipped with the dataset or the server): the calendars of
// its ISO registry, 76 countries and 161 of their subdivisions in 17.0.0
// (the US states, the German Länder, the Swiss cantons, the Spanish
// communities, the Brazilian states, the Canadian provinces, the Australian
// states, Northern Ireland), each as `Calendar.holidays(year)` lists it.
//
// What a list means: workalendar is a working-days library; a calendar lists
// the days it counts as holidays, that is, days off in that place. That is
// mostly the statutory days off, with the moves and substitutes the law makes
// (a shifted day listed beside the holiday's own day, as the dataset's
// substitute records are). It also lists some days that are not statutory:
// Sundays a country names in its law or customs (Easter Sunday, Whit Sunday),
// eves most employers give off by custom or collective agreement (Sweden's
// Midsummer and Christmas Eves), and some holidays of one sector (a bank or
// state-employee day). Those show as days only workalendar lists; each is
// either a gap in the dataset or an observance, and the explanations files
// (crosscheck/explanations/) say which, with a citation. Its Islamic holidays
// are computed by an arithmetic calendar (workalendar warns that they "may be
// wrong"), a day off the sighted or announced date at times; its Chinese
// calendar knows only the years its release was configured for (2018-2023 in
// 17.0.0) and its Malaysian and Singaporean ones the Deepavali dates they
// hold: a year a calendar cannot compute is not compared for its country.
//
// Compared as days off, place by place and each place apart: the country's
// calendar with the nationwide statutory records (public, regional with no
// subdivision), each subregion's calendar with the statutory records of the
// whole country or of that subdivision, on their own days (the holiday's day,
// and a substitute record's day). A subregion the dataset does not know
// (countryInfo's subdivisions) is not compared.
//
// The days come from one Python process for every country
// (workalendar_days.py beside this file), run when first asked and kept.

import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { yearOf } from '../../core/dates.js';
import { countryInfo } from '../../sources/date-holidays.js';
import { isStatutory, type CrossSource, type SourceDay } from './source.js';

export const WORKALENDAR_PACKAGE = 'python3-workalendar';

/** The script that prints the calendars' days. */
export const WORKALENDAR_SCRIPT = fileURLToPath(new URL('./workalendar_days.py', import.meta.url));

/**
 * The Python that has Debian's python3-workalendar: WORKALENDAR_PYTHON, else
 * /usr/bin/python3 (the package installs into the system Python's
 * dist-packages, which a python3 earlier on PATH, such as pyenv's, does not
 * see), else python3 from PATH.
 */
export function workalendarPython(env: NodeJS.ProcessEnv = process.env): string {
  if (env.WORKALENDAR_PYTHON) return env.WORKALENDAR_PYTHON;
  return existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
}

const versions = new Map<string, string | null>();
/** workalendar's version as `python` imports it, null when it cannot (asked once per process and Python). */
export function workalendarVersion(python: string = workalendarPython()): string | null {
  if (!versions.has(python)) {
    const run = spawnSync(python, ['-c', 'import workalendar, workalendar.registry; print(workalendar.__version__)'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    versions.set(python, run.status === 0 ? run.stdout.trim() || 'unknown version' : null);
  }
  return versions.get(python)!;
}

/** Whether workalendar can be imported by workalendarPython(). */
export const workalendarInstalled = (): boolean => workalendarVersion() !== null;

interface Calendar {
  code: string;
  country: string;
  name: string;
  days: [string, string][];
  errors: Record<string, string>;
}

interface Output {
  version: string;
  calendars: Calendar[];
}

/** The runs of this process, by Python and years: the calendars' days do not change while it runs. */
const runs = new Map<string, Promise<Output>>();

/** Runs the script for every country of the registry over [from, to] (once per process). */
function runScript(python: string, from: number, to: number): Promise<Output> {
  const key = `${python}|${from}|${to}`;
  if (!runs.has(key)) {
    const run = spawnScript(python, from, to);
    run.catch(() => runs.delete(key));
    runs.set(key, run);
  }
  return runs.get(key)!;
}

function spawnScript(python: string, from: number, to: number): Promise<Output> {
  return new Promise((resolve, reject) => {
    execFile(
      python,
      [WORKALENDAR_SCRIPT, String(from), String(to)],
      { maxBuffer: 256 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `workalendar (${python} ${WORKALENDAR_SCRIPT}) failed: ${stderr.trim().split('\n').at(-1) || error.message}`,
            ),
          );
          return;
        }
        try {
          resolve(JSON.parse(stdout) as Output);
        } catch (parseError) {
          reject(new Error(`workalendar printed no JSON: ${(parseError as Error).message}`));
        }
      },
    );
  });
}

export interface WorkalendarOptions {
  /** The Python to run (default: workalendarPython()). */
  python?: string;
  /** The subdivisions the dataset knows of a country (default: countryInfo's). */
  subdivisions?: (country: string) => readonly string[];
}

/** The workalendar source; its calendars run in one Python process the first time any country is asked for. */
export function workalendarSource(options: WorkalendarOptions = {}): CrossSource {
  const python = options.python ?? workalendarPython();
  const known =
    options.subdivisions ?? ((country: string) => countryInfo(country).subdivisions.map((each) => each.code));
  // One run for a window of years: the first call's, widened (and run again) only when a later call asks beyond it.
  let loaded: { from: number; to: number; output: Promise<Output> } | null = null;
  const output = (years: readonly number[]): Promise<Output> => {
    const from = Math.min(...years) - 1;
    const to = Math.max(...years) + 1;
    if (!loaded || from < loaded.from || to > loaded.to) {
      const window = loaded ? { from: Math.min(from, loaded.from), to: Math.max(to, loaded.to) } : { from, to };
      loaded = { ...window, output: runScript(python, window.from, window.to) };
    }
    return loaded.output;
  };
  const calendarsOf = async (country: string, years: readonly number[]) => {
    const places = new Set(known(country));
    return (await output(years)).calendars.filter(
      (calendar) => calendar.country === country && (calendar.code === country || places.has(calendar.code)),
    );
  };
  return {
    id: 'workalendar',
    label: `workalendar ${workalendarVersion(python) ?? '(not installed)'} (${WORKALENDAR_PACKAGE}, run by ${python})`,
    countries: null,
    rule: "days off, each place apart: the holidays of workalendar's calendar of the country vs the nationwide statutory records, and of each subregion the dataset knows vs the statutory records of the country or the subdivision, on their own days",
    async covers(country, years) {
      if (!years.length) return [];
      const calendars = await calendarsOf(country, years);
      if (!calendars.length) return [];
      return years.filter((year) => calendars.every((calendar) => !(String(year) in calendar.errors)));
    },
    async days(country, years) {
      if (!years.length) return [];
      const wanted = new Set(years);
      const days: SourceDay[] = [];
      for (const calendar of await calendarsOf(country, years)) {
        for (const [date, name] of calendar.days) {
          if (wanted.has(yearOf(date)))
            days.push({ date, name, dayOff: true, ...(calendar.code === country ? {} : { place: calendar.code }) });
        }
      }
      return days;
    },
    daysOff: { select: isStatutory, day: 'date', placesApart: true },
  };
}
