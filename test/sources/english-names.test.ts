import { describe, expect, it } from 'vitest';
import { englishNameEntries, englishNameOf } from '../../sources/english-names.js';

describe('the English names table', () => {
  const entries = englishNameEntries();

  it('has one entry per country, language and local name, each with where its English name comes from', () => {
    const keys = entries.map((e) => `${e.country}|${e.language}|${e.local}`);
    expect(new Set(keys).size).toBe(keys.length);
    const phrases = new Set([
      'translation of the local name',
      "the library's English name of this holiday elsewhere in the country",
      'a proper name, used in English as it is',
    ]);
    expect(entries.filter((e) => !phrases.has(e.source) && !/^https:\/\/\S+$/.test(e.source))).toEqual([]);
    // Sorted, so that a new entry lands in one place.
    expect(keys).toEqual([...keys].sort());
  });

  it('looks up the local language’s name first, then the others', () => {
    expect(englishNameOf('TN', { ar: 'عيد الجمهورية', fr: 'Fête de la République' }, 'ar')).toBe('Republic Day');
    // A canton whose language the library has no name in: found by the German one.
    expect(englishNameOf('CH', { de: 'Berchtoldstag', fr: 'Saint-Berthold' }, 'it')).toBe('Berchtold Day');
    expect(englishNameOf('LI', { de: 'Staatsfeiertag' }, 'de')).toBe('National Day');
    expect(englishNameOf('AT', { de: 'Staatsfeiertag' }, 'de')).toBe('Labour Day');
    expect(englishNameOf('TN', { ar: 'لا شيء' }, 'ar')).toBeUndefined();
    expect(englishNameOf('XX', { de: 'Staatsfeiertag' }, 'de')).toBeUndefined();
  });
});
