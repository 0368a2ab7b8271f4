// The project's English names for holidays the rule library names only in
// other languages (sources/english-names.json, reviewed by hand): published
// data never carries a local name under `name` unless it is English.

import { readFileSync } from 'node:fs';
import { z } from 'zod';

const entrySchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/),
    language: z.string().regex(/^[a-z]{2,3}$/),
    local: z.string().min(1),
    en: z.string().min(1),
    source: z.string().min(1),
  })
  .strict();

export type EnglishNameEntry = z.infer<typeof entrySchema>;

const fileSchema = z.object({ about: z.string(), names: z.array(entrySchema) }).strict();

let index: Map<string, EnglishNameEntry> | undefined;

export function englishNameEntries(): EnglishNameEntry[] {
  const file = fileSchema.parse(JSON.parse(readFileSync(new URL('./english-names.json', import.meta.url), 'utf8')));
  return file.names;
}

/**
 * The English name the table gives a holiday of `country` named `names` (by
 * language): the local language's name is looked up first, then the others.
 */
export function englishNameOf(
  country: string,
  names: Record<string, string>,
  localLanguage: string,
): string | undefined {
  index ??= new Map(englishNameEntries().map((entry) => [`${entry.country}|${entry.language}|${entry.local}`, entry]));
  const languages = [
    localLanguage,
    ...Object.keys(names)
      .filter((language) => language !== localLanguage)
      .sort(),
  ];
  for (const language of languages) {
    const name = names[language];
    const entry = name === undefined ? undefined : index.get(`${country}|${language}|${name}`);
    if (entry) return entry.en;
  }
  return undefined;
}
