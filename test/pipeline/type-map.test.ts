import { describe, expect, it } from 'vitest';
import { mapType, TYPE_TABLE, UnknownCategoryError } from '../../core/type-map.js';

// What each source category becomes, written from the decisions (docs/decisions.md,
// "Types"), not read from the table: one example per row. Changing a row of
// the table makes its example fail; a new row needs an example here.
const EXAMPLES: { source: string; category: string; religious: boolean; type: string | null; example: string }[] = [
  { source: 'date-holidays', category: 'public', religious: false, type: 'public', example: 'US Independence Day' },
  { source: 'date-holidays', category: 'public', religious: true, type: 'public', example: 'DE Good Friday: a statutory feast stays public' },
  { source: 'date-holidays', category: 'bank', religious: false, type: 'bank', example: 'GB bank holidays the library lists as bank' },
  { source: 'date-holidays', category: 'bank', religious: true, type: 'bank', example: 'a bank holiday on a feast day is still a bank holiday' },
  { source: 'date-holidays', category: 'optional', religious: false, type: 'observance', example: 'a day off employers may grant' },
  { source: 'date-holidays', category: 'optional', religious: true, type: 'religious', example: 'an optional Easter Monday' },
  { source: 'date-holidays', category: 'observance', religious: false, type: 'observance', example: "US Valentine's Day" },
  { source: 'date-holidays', category: 'observance', religious: true, type: 'religious', example: 'US Christmas Eve' },
  { source: 'date-holidays', category: 'school', religious: false, type: null, example: 'school holidays are out of scope' },
  { source: 'date-holidays', category: 'school', religious: true, type: null, example: 'a school holiday on a feast day is still out of scope' },
  { source: 'gov-uk', category: 'bank holiday', religious: false, type: 'public', example: 'Early May bank holiday: a statutory day off' },
  { source: 'gov-uk', category: 'extra bank holiday', religious: false, type: 'public', example: 'the 2022 Platinum Jubilee holiday' },
  { source: 'jp-cao', category: 'national holiday', religious: false, type: 'public', example: '元日' },
  { source: 'jp-cao', category: 'citizens holiday', religious: false, type: 'public', example: '国民の休日 between two holidays' },
  { source: 'au-data-gov', category: 'public', religious: false, type: 'public', example: 'Australia Day' },
  { source: 'au-data-gov', category: 'part-day', religious: false, type: 'public', example: 'Christmas Eve 7pm - midnight in SA' },
  { source: 'au-data-gov', category: 'bank', religious: false, type: 'bank', example: 'Bank Holiday in NSW' },
  { source: 'hk-1823', category: 'general holiday', religious: false, type: 'public', example: 'Lunar New Year' },
  { source: 'ca-holidays', category: 'statutory', religious: false, type: 'public', example: 'Canada Day' },
  { source: 'ca-holidays', category: 'optional', religious: false, type: 'observance', example: 'Civic Holiday where it is not statutory' },
  { source: 'sg-data-gov', category: 'public holiday', religious: false, type: 'public', example: 'National Day' },
];

const key = (row: { source: string; category: string; religious: boolean }) => `${row.source} | ${row.category} | ${row.religious ? 'religious' : 'secular'}`;

describe('type mapping table', () => {
  for (const row of EXAMPLES) {
    it(`${key(row)} → ${row.type ?? 'dropped'} (${row.example})`, () => {
      expect(mapType(row.source, row.category, row.religious)).toBe(row.type);
    });
  }

  it('has an example for every row, and no example for a row it lacks', () => {
    expect(TYPE_TABLE.map(key).sort()).toEqual(EXAMPLES.map(key).sort());
  });

  it('refuses a category the table does not know, naming the known ones', () => {
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(UnknownCategoryError);
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(/known: public, bank, optional, observance, school/);
    expect(() => mapType('gov-uk', 'public', false)).toThrow(/known: bank holiday, extra bank holiday/);
  });
});
