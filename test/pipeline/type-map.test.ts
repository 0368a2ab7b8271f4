import { describe, expect, it } from 'vitest';
import { mapType, TYPE_TABLE, UnknownCategoryError } from '../../pipeline/type-map.js';
import { HOLIDAY_TYPES } from '../../pipeline/types.js';

describe('type mapping table', () => {
  // One test per row: the table is the single place where source categories become published types.
  for (const row of TYPE_TABLE) {
    it(`${row.source} ${row.category}${row.religious ? ' (religious)' : ''} → ${row.type ?? 'dropped'}`, () => {
      expect(mapType(row.source, row.category, row.religious)).toBe(row.type);
      if (row.type !== null) expect(HOLIDAY_TYPES).toContain(row.type);
    });
  }

  it('drops school holidays, which are out of scope', () => {
    expect(mapType('date-holidays', 'school', false)).toBeNull();
  });

  it('refuses a category the table does not know, naming the known ones', () => {
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(UnknownCategoryError);
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(/known: public, bank, optional, observance, school/);
  });
});
