// Source `amendments`: reviewed decisions kept in the repository, one file per
// country (`amendments/<CC>.json`), each entry citing the law, proclamation or
// notice it rests on and the day or years it applies to. Every build and
// refresh applies them on top of the other sources (through the same engine
// as an operator's one-off corrections file), so they last, and a change to
// them goes through the dataset diff like any upstream change.

import { relative } from 'node:path';
import { z } from 'zod';
import type { Provenance } from '../core/manifest.js';
import type { CountryInfo } from '../core/types.js';
import { compareText } from '../core/text.js';
import { correctionSchema, CorrectionsError, type Correction } from './corrections.js';
import { readCountryFiles, reviewedFolder, type Fail } from './country-files.js';
import { firstYearOf, targetsOf } from './date-holidays.js';
import { OFFICIAL_SOURCE_IDS } from './registry.js';

export const id = 'amendments';

export const provenance: Provenance = {
  homepage: "this project's reviewed amendments, each citing its law",
  licence: 'as the records they amend',
  attribution: 'each entry cites the law or notice it rests on',
};

const folder = reviewedFolder('amendments', 'AMENDMENTS_DIR');
export const DEFAULT_AMENDMENTS_DIR = folder.DEFAULT;

/** The amendments folder in effect: AMENDMENTS_DIR when set, else the project's. */
export const amendmentsDir = folder.inEffect;

/**
 * National law that binds every subdivision: from `since` on, the
 * holidays it names (or `all` of the country's) apply in every state, even
 * where a state's calendar in the rule library leaves them out. Cited like an
 * amendment; applied as `bind` entries.
 */
const nationalBindSchema = z
  .object({
    since: z.number().int().min(1900).max(2100),
    holidays: z.union([
      z.literal('all'),
      z.array(z.string().min(1, 'must name a holiday')).min(1, 'must name a holiday, or be "all"'),
    ]),
    source: z.string().min(1, 'must cite the law the binding rests on'),
    url: z.url().optional(),
  })
  .strict();

/**
 * A subdivision the rule library lacks (its states do not cover the country:
 * Somalia's five are Somaliland's regions). It follows the country's own
 * rules, so it keeps every country-level holiday; with it, a holiday that the
 * library's states all drop is kept by the others, not nationwide.
 */
const subdivisionSchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 code in upper case, such as SO-BN'),
    name: z.string().min(1, "must give the subdivision's name"),
    source: z.string().min(1, 'must cite the list the subdivision comes from (ISO 3166-2, a law)'),
    url: z.url().optional(),
  })
  .strict();

/**
 * The first year a country of the rule library has existed as a state: no
 * earlier year is built or served (South Sudan, independent on 9 July 2011;
 * the library applies its rules to every year). A country the project defines
 * (countries/) says so in its own file.
 */
const sinceSchema = z
  .object({
    year: z.number().int().min(1900).max(2100),
    reason: z.string().min(1, 'must say why no earlier year is served'),
    source: z.string().min(1, 'must cite the law or act the first year rests on'),
    url: z.url().optional(),
  })
  .strict();

const fileSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
    since: z.unknown().optional(),
    subdivisions: z.array(z.unknown()).optional(),
    nationalBinds: z.array(z.unknown()).optional(),
    amendments: z.array(z.unknown()).default([]),
  })
  .strict();

/** Every `<CC>.json` of the folder, checked; a missing folder has none. A bad entry names the file, the entry and the field. */
export function loadAmendments(dir: string = amendmentsDir()): Correction[] {
  return readCountryFiles(dir, fileSchema, failIn).flatMap(({ path, file }) => amendmentsOf(path, file));
}

const failIn: Fail = (path, where, message) => {
  throw new CorrectionsError(`amendments ${path}: ${where}: ${message}`);
};

/** The file's `since`, checked: its first year, or null without one. */
function sinceOf(path: string, data: z.infer<typeof fileSchema>): number | null {
  if (data.since === undefined) return null;
  const parsed = sinceSchema.safeParse(data.since);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return failIn(path, `field since${issue.path.length ? `.${issue.path.join('.')}` : ''}`, issue.message);
  }
  if (firstYearOf(data.country) !== null)
    failIn(path, 'field since', `${data.country} is defined in countries/: its first year is that file's since`);
  return parsed.data.year;
}

/**
 * The first year of each country whose file says from which year it is
 * served (`since`: a state of the rule library that came into being later);
 * no earlier year is built or published.
 */
export function amendedFirstYears(dir: string = amendmentsDir()): Record<string, number> {
  const years: Record<string, number> = {};
  for (const { path, file } of readCountryFiles(dir, fileSchema, failIn)) {
    const year = sinceOf(path, file);
    if (year !== null) years[file.country] = year;
  }
  return years;
}

function amendmentsOf(path: string, data: z.infer<typeof fileSchema>): Correction[] {
  const fail = (where: string, message: string): never => failIn(path, where, message);
  const file = relative(process.cwd(), path) || path;
  sinceOf(path, data);
  const known = new Set(targetsOf(data.country).map((target) => target.scope));
  const declared = new Set<string>();
  const subdivisions = (data.subdivisions ?? []).map((raw, entry): Correction => {
    const parsed = subdivisionSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail(
        `subdivisions entry ${entry + 1}${issue.path.length ? `, field ${issue.path.join('.')}` : ''}`,
        issue.message,
      );
    }
    const { code, name, source, url } = parsed.data;
    const where = `subdivisions entry ${entry + 1}, field code`;
    if (!code.startsWith(`${data.country}-`))
      fail(where, `${code} is not a code of ${data.country} (${data.country}-…)`);
    if (known.has(code))
      fail(where, `${code} is a subdivision of the rule library already: declare only those it lacks`);
    if (declared.has(code)) fail(where, `${code} is declared twice`);
    declared.add(code);
    const subdivision = correctionSchema.parse({
      action: 'subdivision',
      country: data.country,
      code,
      name,
      source,
      ...(url ? { url } : {}),
    });
    return { ...subdivision, entry, file, layer: 'amendments' as const };
  });
  const binds = (data.nationalBinds ?? []).flatMap((raw, entry): Correction[] => {
    const parsed = nationalBindSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail(
        `nationalBinds entry ${entry + 1}${issue.path.length ? `, field ${issue.path.join('.')}` : ''}`,
        issue.message,
      );
    }
    const { since, holidays, source, url } = parsed.data;
    const names = holidays === 'all' ? [undefined] : holidays;
    return names.map((name) => {
      const bind = correctionSchema.parse({
        action: 'bind',
        country: data.country,
        ...(name === undefined ? {} : { name }),
        years: `${since}-`,
        source,
        ...(url ? { url } : {}),
      });
      return { ...bind, entry, file, layer: 'amendments' as const };
    });
  });
  return [
    ...subdivisions,
    ...binds,
    ...data.amendments.map((raw, entry) => {
      // The country is the file's; an entry must cite what it rests on.
      const parsed = correctionSchema.safeParse({ country: data.country, ...(raw as object) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(`entry ${entry + 1}${issue.path.length ? `, field ${issue.path.join('.')}` : ''}`, issue.message);
      }
      if (!parsed.data.source)
        fail(`entry ${entry + 1}, field source`, 'must cite the law, proclamation or notice the entry rests on');
      const feed = parsed.data.correctsFeed;
      if (feed !== undefined && !(OFFICIAL_SOURCE_IDS as readonly string[]).includes(feed))
        fail(
          `entry ${entry + 1}, field correctsFeed`,
          `must be an official feed's id: ${OFFICIAL_SOURCE_IDS.join(', ')}`,
        );
      if (parsed.data.country !== data.country)
        fail(`entry ${entry + 1}, field country`, `must be ${data.country}, the file's country (or left out)`);
      if (parsed.data.action === 'subdivision')
        fail(`entry ${entry + 1}, field action`, "declare a subdivision in the file's subdivisions list");
      return { ...parsed.data, entry, file, layer: 'amendments' as const };
    }),
  ];
}

/** The subdivisions a country's file declares besides the rule library's (`subdivisions`), by code. */
export function declaredSubdivisions(
  entries: readonly Correction[],
  country: string,
): { code: string; name: string }[] {
  return entries
    .filter(
      (entry): entry is Extract<Correction, { action: 'subdivision' }> =>
        entry.action === 'subdivision' && entry.country === country,
    )
    .map(({ code, name }) => ({ code, name }));
}

/** The country's facts with its declared subdivisions among the library's (regions, sorted by code). */
export function withDeclaredSubdivisions(info: CountryInfo, entries: readonly Correction[]): CountryInfo {
  const declared = declaredSubdivisions(entries, info.code).filter(
    ({ code }) => !info.subdivisions.some((known) => known.code === code),
  );
  if (declared.length === 0) return info;
  const subdivisions = [
    ...info.subdivisions,
    ...declared.map(({ code, name }) => ({ code, name, type: 'region' as const })),
  ];
  return { ...info, subdivisions: subdivisions.sort((a, b) => compareText(a.code, b.code)) };
}
