// Source `corrections`: an operator's file of decisions that the other sources
// do not carry yet (a day proclaimed last week, a name fixed, a day moved or
// withdrawn). Each entry is applied to the rows of the other sources before
// normalising, so a correction shows up in the diff like any upstream change.

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { addDays, DAY_MS, daysBetween, isCalendarDay, zonedMidnight } from '../pipeline/dates.js';
import { HOLIDAY_TYPES, type SourceHoliday } from '../pipeline/types.js';
import { holidayKey } from '../pipeline/languages.js';

export const id = 'corrections';

const day = z.string().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD');
const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case');
const target = { country, date: day, name: z.string().min(1, 'must name the holiday (its English name)') };

const correctionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    ...target,
    type: z.enum(HOLIDAY_TYPES),
    nameLocal: z.string().min(1).optional(),
    localLanguage: z.string().regex(/^[a-z]{2,3}$/).optional(),
    subdivisions: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be a subdivision or city code such as DE-BY')).default([]),
  }).strict(),
  z.object({ action: z.literal('remove'), ...target }).strict(),
  z.object({ action: z.literal('rename'), ...target, to: z.string().min(1, 'must give the new English name') }).strict(),
  z.object({ action: z.literal('move'), ...target, to: day }).strict(),
]);

/** A checked correction and its position in the file (0-based), for messages. */
export type Correction = z.infer<typeof correctionSchema> & { entry: number };

const fileSchema = z.object({ corrections: z.array(correctionSchema) }).strict();

export class CorrectionsError extends Error {}

/** Reads and checks a corrections file; a bad entry names the file, the entry and the field. */
export function loadCorrections(path: string): Correction[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CorrectionsError(`corrections ${path}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [, index, ...field] = issue.path;
    const where = index === undefined ? 'file' : `entry ${String(index)}${field.length ? `, field ${field.join('.')}` : ''}`;
    throw new CorrectionsError(`corrections ${path}: ${where}: ${issue.message}`);
  }
  return parsed.data.corrections.map((correction, entry) => ({ ...correction, entry }));
}

export interface CorrectionContext {
  country: string;
  timezone: string;
  localLanguage: string;
}

/**
 * Applies one country's corrections to its source rows. Returns the rows and,
 * for each correction that matched no holiday, a message (nothing is guessed).
 */
export function applyCorrections(
  rows: readonly SourceHoliday[],
  corrections: readonly Correction[],
  context: CorrectionContext,
): { rows: SourceHoliday[]; unmatched: string[] } {
  let out = [...rows];
  const unmatched: string[] = [];
  for (const correction of corrections) {
    if (correction.country !== context.country) continue;
    // The holiday is named by its name in any language the sources give (`National Holiday` or `Tag der Deutschen Einheit`).
    const named = holidayKey(correction.name);
    const isNamed = (row: SourceHoliday) => row.key === named || Object.values(row.names).some((name) => holidayKey(name) === named);
    const matches = (row: SourceHoliday) => !row.substitute && (row.date === correction.date || row.observed === correction.date) && isNamed(row);
    const withSubstitutes = (row: SourceHoliday) =>
      matches(row) || (row.substitute && row.substituteFor === correction.date && isNamed(row));
    if (correction.action === 'add') {
      out.push(...addedRows(correction, context));
      continue;
    }
    if (!out.some(matches)) {
      unmatched.push(`entry ${correction.entry} (${correction.action} ${correction.country} ${correction.date} "${correction.name}") matches no holiday`);
      continue;
    }
    if (correction.action === 'remove') {
      out = out.filter((row) => !withSubstitutes(row));
    } else if (correction.action === 'rename') {
      out = out.map((row) =>
        withSubstitutes(row)
          ? { ...row, key: holidayKey(correction.to), names: { ...row.names, en: correction.to } }
          : row,
      );
    } else {
      const shift = daysBetween(correction.date, correction.to);
      out = out
        .filter((row) => !(row.substitute && withSubstitutes(row)))
        .map((row) =>
          matches(row)
            ? {
                ...row,
                date: addDays(row.date, shift),
                observed: undefined,
                start: new Date(Date.parse(row.start) + shift * DAY_MS).toISOString(),
                end: new Date(Date.parse(row.end) + shift * DAY_MS).toISOString(),
              }
            : row,
        );
    }
  }
  return { rows: out, unmatched };
}

function addedRows(correction: Extract<Correction, { action: 'add' }>, context: CorrectionContext): SourceHoliday[] {
  const localLanguage = correction.localLanguage ?? context.localLanguage;
  const names: Record<string, string> = { en: correction.name };
  if (correction.nameLocal) names[localLanguage] = correction.nameLocal;
  const start = zonedMidnight(correction.date, context.timezone);
  const end = zonedMidnight(addDays(correction.date, 1), context.timezone);
  const scopes = correction.subdivisions.length ? correction.subdivisions : [null];
  return scopes.map((scope) => ({
    source: id,
    country: correction.country,
    scope,
    date: correction.date,
    substitute: false,
    key: holidayKey(correction.name),
    names,
    localLanguage: names[localLanguage] ? localLanguage : 'en',
    type: correction.type,
    start,
    end,
    timezone: context.timezone,
  }));
}
