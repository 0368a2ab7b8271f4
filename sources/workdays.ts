// Source `workdays`: makeup working days, reviewed and kept in the repository,
// one file per country (`workdays/<CC>.json`, format in workdays/README.md).
// A government that bridges a holiday moves a working day onto a weekend day
// (China's 调休: Sunday 2020-01-19 was worked before Spring Festival); each
// entry names such a day and cites the notice that made it. Every build
// writes the entries of the years it covers into the snapshot
// (`workdays/<CC>.json`), where /v3/working-days counts them as working days.

import { z } from 'zod';
import { isCalendarDay, WEEKDAY_NAMES, weekdayOf } from '../core/dates.js';
import { weekendOn } from '../core/weekend.js';
import type { MakeupWorkday, WorkdaysDocument } from '../core/workdays.js';
import { readCountryFiles, reviewedFolder, type Fail } from './country-files.js';
import { countryCodes, countryInfo } from './date-holidays.js';

export const id = 'workdays';

export const provenance = {
  homepage: "this project's reviewed makeup working days, each citing its notice",
  licence: 'public-domain official notices; the entries are facts',
  attribution: 'each entry cites the notice, decree or law that made the day a working day',
};

const folder = reviewedFolder('workdays', 'WORKDAYS_DIR');
export const DEFAULT_WORKDAYS_DIR = folder.DEFAULT;

/** The workdays folder in effect: WORKDAYS_DIR when set, else the project's. */
export const workdaysDir = folder.inEffect;

/** A workdays file that cannot be used: the message names the file, the entry and the field. */
export class WorkdaysError extends Error {}

const fileSchema = z
  .object({
    country: z
      .string({ error: 'must be an ISO 3166-1 alpha-2 code in upper case' })
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
    workdays: z.array(z.unknown(), { error: 'must be an array of makeup working days' }),
  })
  .strict();

const entrySchema = z
  .object({
    date: z
      .string({ error: 'must be a calendar day YYYY-MM-DD' })
      .refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD'),
    name: z
      .string({ error: 'must name the day in English, e.g. "Working day before Spring Festival"' })
      .min(1, 'must name the day in English, e.g. "Working day before Spring Festival"'),
    source: z
      .string({ error: 'must cite the notice, decree or law that made the day a working day' })
      .min(1, 'must cite the notice, decree or law that made the day a working day'),
    url: z.url({ error: 'must be the URL of the official text' }).optional(),
    subdivisions: z
      .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be subdivision codes such as CN-GD'), {
        error: 'must be an array of subdivision codes',
      })
      .min(1, 'must list at least one subdivision, or be left out (nationwide)')
      .optional(),
  })
  .strict();

/** Every `<CC>.json` of the folder, checked, by country; entries by date. A missing folder has none. */
export function loadWorkdays(dir: string = workdaysDir()): WorkdaysDocument[] {
  return readCountryFiles(dir, fileSchema, failIn).map(({ path, file }) => workdaysOf(path, file));
}

const failIn: Fail = (path, where, message) => {
  throw new WorkdaysError(`workdays ${path}: ${where}: ${message}`);
};

function workdaysOf(path: string, data: z.infer<typeof fileSchema>): WorkdaysDocument {
  const fail = (where: string, message: string): never => failIn(path, where, message);
  const { country } = data;
  if (!countryCodes().includes(country))
    fail('field country', `unknown country ${country}: use a code of the supported countries`);
  let subdivisions: Set<string> | undefined;
  const seen = new Map<string, number>();
  const workdays = data.workdays.map((raw, entry): MakeupWorkday => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // A member the format does not know is named as the field.
      const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.join('.');
      return fail(
        `entry ${entry + 1}${field ? `, field ${field}` : ''}`,
        issue.code === 'unrecognized_keys'
          ? 'not a field of a makeup working day (date, name, source, url, subdivisions)'
          : issue.message,
      );
    }
    const { date } = parsed.data;
    const where = (field: string) => `entry ${entry + 1} (${date}), field ${field}`;
    const weekday = weekdayOf(date);
    const weekend = weekendOn(country, date);
    if (!weekend.includes(weekday)) {
      fail(
        where('date'),
        `${date} is a ${WEEKDAY_NAMES[weekday]}, not a weekend day in ${country} (weekend then: ${weekend.map((day) => WEEKDAY_NAMES[day]).join(', ')}): only a weekend day can be made a working day`,
      );
    }
    const earlier = seen.get(date);
    if (earlier !== undefined) fail(where('date'), `${date} is listed twice (also entry ${earlier + 1})`);
    seen.set(date, entry);
    for (const code of parsed.data.subdivisions ?? []) {
      subdivisions ??= new Set(countryInfo(country).subdivisions.map((subdivision) => subdivision.code));
      if (!subdivisions.has(code))
        fail(
          where('subdivisions'),
          `${code} is not a subdivision of ${country} (see /v3/public-holidays/countries?code=${country})`,
        );
    }
    const { subdivisions: codes, ...rest } = parsed.data;
    return codes ? { ...rest, subdivisions: [...new Set(codes)].sort() } : rest;
  });
  workdays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { country, workdays };
}
