// The rule library's days that are religious feasts though their rule is not
// of a religious calendar (sources/religious-days.json, reviewed by hand, each
// day with the feast it keeps and each feast with the calendar that defines
// it). It decides `religious` against `observance` for the library's optional
// days and observances (the `types` of sources/date-holidays.ts) in place of a guess from the name.

import { readFileSync } from 'node:fs';
import { z } from 'zod';

const feastSchema = z
  .object({
    feast: z.string().min(1),
    source: z.string().min(1),
    url: z.url({ protocol: /^https$/ }).optional(),
    note: z.string().min(1).optional(),
  })
  .strict();

const daySchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/),
    /** The library's rule, as its data spells it. */
    rule: z.string().min(1),
    /** The English name the project gives the rule's day (sources/english-names.json where the library has none). */
    name: z.string().min(1),
    feast: z.string().min(1),
  })
  .strict();

const fileSchema = z
  .object({ about: z.string(), feasts: z.record(z.string(), feastSchema), days: z.array(daySchema) })
  .strict()
  .superRefine((file, context) => {
    file.days.forEach((day, index) => {
      if (!Object.hasOwn(file.feasts, day.feast))
        context.addIssue({
          code: 'custom',
          path: ['days', index, 'feast'],
          message: `no feast "${day.feast}" in feasts`,
        });
    });
  });

export type ReligiousDays = z.infer<typeof fileSchema>;
export type ReligiousDay = ReligiousDays['days'][number];

export const RELIGIOUS_DAYS_FILE = new URL('./religious-days.json', import.meta.url);

/** The list, checked; a bad file gives one line naming the field. */
export function readReligiousDays(text: string = readFileSync(RELIGIOUS_DAYS_FILE, 'utf8')): ReligiousDays {
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`sources/religious-days.json: ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
}

const keyOf = (country: string, rule: string, name: string) => `${country}|${rule}|${name}`;
let index: Set<string> | undefined;

/** Whether the list names this rule of `country`, under this English name, as a religious feast. */
export function isListedFeast(country: string, rule: string, englishName: string): boolean {
  index ??= new Set(readReligiousDays().days.map((day) => keyOf(day.country, day.rule, day.name)));
  return index.has(keyOf(country, rule, englishName));
}
