// The calendar engines' reviewed data (every data file of the engines in
// sources/calendars/registry.ts), checked when read: in a copy of the folder
// (CALENDARS_DIR), an entry without its citation or with a date its calendar
// never has stops the build (exit 2) with a message naming the file, the entry
// and the field; so does an announced day that moves or confirms no holiday.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT, exitCodeOf } from '../../../pipeline/exit-codes.js';
import { CalendarDataError, calendarsDir, DEFAULT_CALENDARS_DIR } from '../../../sources/calendars/engine.js';
import { checkCalendarData, REGISTRY } from '../../../sources/calendars/registry.js';
import { projectRoot, tempDir } from '../../helpers.js';

const FILES = REGISTRY.flatMap((engine) => engine.data.map((file) => file.name)).sort();
type Json = Record<string, unknown> & { entries: Record<string, unknown>[] };

/** A copy of the project's calendar data, with `change` applied to one file; CALENDARS_DIR then names it. */
function copyWith(name: string, change: (data: Json) => void): string {
  const dir = join(tempDir('calendars'), 'calendars');
  mkdirSync(dir, { recursive: true });
  for (const file of FILES) copyFileSync(join(DEFAULT_CALENDARS_DIR, file), join(dir, file));
  const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Json;
  change(data);
  writeFileSync(join(dir, name), JSON.stringify(data, null, 2));
  return dir;
}

/** The message the check stops with, CALENDARS_DIR naming `dir`. */
function refusal(dir: string): string {
  process.env.CALENDARS_DIR = dir;
  let error: unknown;
  try {
    checkCalendarData();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(CalendarDataError);
  expect(exitCodeOf(error)).toBe(EXIT.usage);
  return (error as Error).message;
}

const before = process.env.CALENDARS_DIR;
afterEach(() => {
  if (before === undefined) delete process.env.CALENDARS_DIR;
  else process.env.CALENDARS_DIR = before;
});

describe('calendar data files: each checked when read', () => {
  it("are the registered engines' data, every .json of sources/calendars/, and all read clean", () => {
    expect(
      readdirSync(DEFAULT_CALENDARS_DIR)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual(FILES);
    expect(FILES).toEqual([
      'announced.json',
      'bikram-sambat.json',
      'burmese.json',
      'dates.json',
      'hijri-spans.json',
      'hindu.json',
      'khmer.json',
      'meridians.json',
      'poya.json',
      'reckoning.json',
      'solar-hijri.json',
      'spans.json',
      'thai.json',
      'tibetan.json',
    ]);
    expect(calendarsDir({})).toBe(DEFAULT_CALENDARS_DIR);
    expect(calendarsDir({ CALENDARS_DIR: '/srv/calendars' })).toBe('/srv/calendars');
    expect(() => checkCalendarData()).not.toThrow();
  });

  it.each(FILES.filter((name) => name !== 'reckoning.json'))(
    '%s: an entry without its citation stops the build, naming the file, the entry and the field',
    (name) => {
      const message = refusal(copyWith(name, (data) => delete data.entries[0]!.source));
      const first = JSON.parse(readFileSync(join(DEFAULT_CALENDARS_DIR, name), 'utf8')).entries[0];
      expect(message).toMatch(
        new RegExp(
          `/calendars/${name.replace('.', '\\.')}: entries\\.0\\.source: must cite .*\\(the entry ${first.country}`,
        ),
      );
    },
  );

  it('reckoning.json: a country without its reason stops the build, naming the file, the country and the field', () => {
    const dir = copyWith(
      'reckoning.json',
      (data) => delete (data.countries as Record<string, { reason?: string }>).SA!.reason,
    );
    expect(refusal(dir)).toMatch(/\/calendars\/reckoning\.json: countries\.SA\.reason: must say/);
  });

  it('a date the calendar never has stops the build, naming the file, the entry and the field', () => {
    const entry = (name: string, change: Record<string, unknown>) =>
      refusal(copyWith(name, (data) => Object.assign(data.entries[0]!, change)));
    expect(entry('announced.json', { date: '2023-02-30' })).toMatch(
      /\/calendars\/announced\.json: entries\.0\.date: must be a day YYYY-MM-DD that the calendar has \(the entry BD /,
    );
    expect(entry('dates.json', { calendar: 'ethiopian', month: 13, day: 7 })).toMatch(
      /\/calendars\/dates\.json: entries\.0\.day: is a day the month never has \(the entry ET /,
    );
    expect(entry('dates.json', { calendar: 'julian', month: 13, day: 1 })).toMatch(
      /dates\.json: entries\.0\.month: is a month the calendar does not have/,
    );
    expect(entry('bikram-sambat.json', { month: 8, day: 31 })).toMatch(
      /\/calendars\/bikram-sambat\.json: entries\.0\.day: is a day the month never has \(the entry NP /,
    );
    expect(entry('hindu.json', { years: '2026-2023' })).toMatch(
      /\/calendars\/hindu\.json: entries\.0\.years: must be a year, a range .* \(the entry IN /,
    );
    expect(entry('hindu.json', { festival: 'christmas' })).toMatch(
      /hindu\.json: entries\.0\.festival: must be one of /,
    );
    expect(entry('hindu.json', { place: 'atlantis' })).toMatch(/hindu\.json: entries\.0\.place: is not a place of/);
    expect(entry('spans.json', { years: '2025-2014' })).toMatch(/\/calendars\/spans\.json: entries\.0\.years: /);
    expect(entry('thai.json', { years: '2030-2021' })).toMatch(/\/calendars\/thai\.json: entries\.0\.years: /);
    expect(entry('burmese.json', { on: { month: 'tagu', day: 30 } })).toMatch(
      /\/calendars\/burmese\.json: entries\.0\.on\.day: is a day the month never has \(the entry MM /,
    );
  });

  it('the build stops at once with exit 2 and that message (CALENDARS_DIR naming the copy)', () => {
    const run = (dir: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'pipeline/cli.ts',
          'build',
          '--out',
          tempDir('calendars-out'),
          '--countries',
          'BD',
          '--years',
          '2020',
        ],
        { cwd: projectRoot, env: { ...process.env, CALENDARS_DIR: dir }, encoding: 'utf8' },
      );
    const copy = copyWith('announced.json', (data) => delete data.entries[0]!.source);
    const uncited = run(copy);
    expect(uncited.status).toBe(EXIT.usage);
    expect(uncited.stderr).toContain(`${join(copy, 'announced.json')}: entries.0.source: must cite`);
    expect(uncited.stderr).toMatch(/\/calendars\/announced\.json: entries\.0\.source: must cite .*\(the entry BD /);
    const impossible = run(
      copyWith('announced.json', (data) => Object.assign(data.entries[0]!, { date: '2023-02-30' })),
    );
    expect(impossible.status).toBe(EXIT.usage);
    expect(impossible.stderr).toMatch(
      /\/calendars\/announced\.json: entries\.0\.date: must be a day .*\(the entry BD /,
    );
    // An entry that moves or confirms nothing: a name BD's rules do not give the holiday, or a day a week from it.
    const misnamed = run(copyWith('announced.json', (data) => Object.assign(data.entries[0]!, { holiday: 'Eid' })));
    expect(misnamed.status).toBe(EXIT.usage);
    expect(misnamed.stderr).toMatch(
      /\/calendars\/announced\.json: entries\.0\.holiday: "Eid" on 2020-05-25 moves or confirms no holiday of BD /,
    );
    const farOff = run(copyWith('announced.json', (data) => Object.assign(data.entries[0]!, { date: '2020-06-01' })));
    expect(farOff.status).toBe(EXIT.usage);
    expect(farOff.stderr).toContain(
      'entries.0.holiday: "End of Ramadan (Eid al-Fitr)" on 2020-06-01 moves or confirms',
    );
  }, 120_000);
});
