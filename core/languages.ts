// Language codes as sources write them, mapped to ISO 639-1 (or the BCP 47
// primary tag where ISO 639-1 has none, such as `fil`).

const ALIASES: Record<string, string> = {
  jp: 'ja', // date-holidays writes Japanese as `jp`
  cz: 'cs', // ... Czech as `cz`
  ge: 'ka', // ... Georgian as `ge`
};

const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/i;

/** The primary language of a tag (`de-at` → `de`, `jp` → `ja`), or null if it is no tag. */
export function primaryLanguage(tag: string): string | null {
  if (!LANGUAGE_TAG.test(tag)) return null;
  const primary = tag.split('-')[0]!.toLowerCase();
  return ALIASES[primary] ?? primary;
}

/**
 * Collapses a source's name table to one name per primary language. A regional
 * variant wins over the plain language only for its own country (`en-us` in the
 * US, `de-ch` in Switzerland); other regions' variants are ignored.
 */
export function namesByLanguage(raw: Record<string, string>, country: string): Record<string, string> {
  const plain: Record<string, string> = {};
  const local: Record<string, string> = {};
  for (const [tag, text] of Object.entries(raw)) {
    const language = primaryLanguage(tag);
    const name = typeof text === 'string' ? text.trim() : '';
    if (!language || !name) continue;
    const region = tag.split('-')[1];
    if (!region) plain[language] ??= name;
    else if (region.toUpperCase() === country) local[language] = name;
  }
  return sortKeys({ ...plain, ...local });
}

export function sortKeys<T>(object: Record<string, T>): Record<string, T> {
  const sorted: Record<string, T> = {};
  for (const key of Object.keys(object).sort()) sorted[key] = object[key]!;
  return sorted;
}

const holidayKeys = new Map<string, string>();

/**
 * The identity of a holiday within its country: its English name, normalised
 * (case, spaces, and typographic apostrophes, which some sources write `’`).
 */
export function holidayKey(englishName: string): string {
  let key = holidayKeys.get(englishName);
  if (key === undefined) {
    key = englishName.normalize('NFC').replace(/[‘’ʼ]/g, "'").trim().toLowerCase().replace(/\s+/g, ' ');
    // A build asks for the same few thousand names millions of times; the bound only guards a long-running process.
    if (holidayKeys.size >= 100_000) holidayKeys.clear();
    holidayKeys.set(englishName, key);
  }
  return key;
}
