// The rule library's days that are religious feasts though their rule is not
// of a religious calendar (sources/religious-days.json, reviewed by hand, each
// day with the feast it keeps and each feast with the calendar that defines
// it). It decides `religious` against `observance` for the library's optional
// days and observances (the `types` of sources/date-holidays.ts) in place of a guess from the name.
// Its `notFeasts` go the other way: days whose rule is of a religious calendar
// (Hebrew, Easter-based) but which are no feast, a memorial day set by law or a
// carnival day, each with the ground (law, calendar) `grounds` cites.

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

const groundSchema = z
  .object({
    /** What the day is instead of a feast. */
    ground: z.string().min(1),
    /** The law, decree or calendar that makes it so: issuer, title or number, date. */
    source: z.string().min(1),
    url: z.url({ protocol: /^https$/ }).optional(),
    note: z.string().min(1).optional(),
  })
  .strict();

const notFeastSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/),
    /** The library's rule, of a religious calendar, as its data spells it. */
    rule: z.string().min(1),
    /** The English name the project gives the rule's day. */
    name: z.string().min(1),
    ground: z.string().min(1),
  })
  .strict();

const keyOf = (country: string, rule: string, name: string) => `${country}|${rule}|${name}`;

const fileSchema = z
  .object({
    about: z.string(),
    feasts: z.record(z.string(), feastSchema),
    days: z.array(daySchema),
    grounds: z.record(z.string(), groundSchema),
    notFeasts: z.array(notFeastSchema),
  })
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
    const feasts = new Set(file.days.map((day) => keyOf(day.country, day.rule, day.name)));
    file.notFeasts.forEach((day, index) => {
      if (!Object.hasOwn(file.grounds, day.ground))
        context.addIssue({
          code: 'custom',
          path: ['notFeasts', index, 'ground'],
          message: `no ground "${day.ground}" in grounds`,
        });
      if (feasts.has(keyOf(day.country, day.rule, day.name)))
        context.addIssue({
          code: 'custom',
          path: ['notFeasts', index],
          message: `${day.country} ${day.rule} ${day.name} is listed in days as a feast too`,
        });
    });
  });

export type ReligiousDays = z.infer<typeof fileSchema>;
export type ReligiousDay = ReligiousDays['days'][number];
export type NotFeast = ReligiousDays['notFeasts'][number];

export const RELIGIOUS_DAYS_FILE = new URL('./religious-days.json', import.meta.url);

/** The list, checked; a bad file gives one line naming the field. */
export function readReligiousDays(text: string = readFileSync(RELIGIOUS_DAYS_FILE, 'utf8')): ReligiousDays {
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`sources/religious-days.json: ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
}

let index: { feasts: Set<string>; notFeasts: Set<string> } | undefined;
const indexed = () => {
  if (!index) {
    const file = readReligiousDays();
    index = {
      feasts: new Set(file.days.map((day) => keyOf(day.country, day.rule, day.name))),
      notFeasts: new Set(file.notFeasts.map((day) => keyOf(day.country, day.rule, day.name))),
    };
  }
  return index;
};

/** Whether the list names this rule of `country`, under this English name, as a religious feast. */
export function isListedFeast(country: string, rule: string, englishName: string): boolean {
  return indexed().feasts.has(keyOf(country, rule, englishName));
}

/** Whether the list names this rule of `country`, under this English name, as no feast though its calendar is religious. */
export function isListedNotFeast(country: string, rule: string, englishName: string): boolean {
  return indexed().notFeasts.has(keyOf(country, rule, englishName));
}
