// The table of rows the amendments work on (sources/rows-by-day.ts): after
// rows are removed (holes), changed in place to another day, added at the end
// or replaced by several, a dated lookup still finds exactly the rows on the
// day, observed on it, and the days off standing for them, in order.

import { describe, expect, it } from 'vitest';
import type { SourceHoliday } from '../../core/types.js';
import { RowsByDay } from '../../sources/rows-by-day.js';

const row = (key: string, date: string, extra: Partial<SourceHoliday> = {}): SourceHoliday =>
  ({ key, date, scope: null, substitute: false, ...extra }) as SourceHoliday;

const keysAbout = (table: RowsByDay, day: string) => table.about(day).map((index) => table.row(index).key);

describe('rows by day', () => {
  const rows = () => [
    row('a', '2024-01-01'),
    row('b', '2024-01-06', { observed: '2024-01-08' }),
    row('b-off', '2024-01-08', { substitute: true, substituteFor: '2024-01-06' }),
    row('c', '2024-01-08'),
    row('d', '2024-02-01'),
    row('x-off', '2024-01-09', { substitute: true, substituteFor: '2024-03-01' }),
  ];

  it('finds the rows on a day, observed on it, and the days off standing for them, in order', () => {
    const table = new RowsByDay(rows());
    expect(keysAbout(table, '2024-01-08')).toEqual(['b', 'b-off', 'c']);
    expect(keysAbout(table, '2024-01-06')).toEqual(['b', 'b-off']);
    expect(keysAbout(table, '2024-03-01')).toEqual(['x-off']);
    expect(keysAbout(table, '2024-05-05')).toEqual([]);
  });

  it('keeps finding them after removals, moves, additions and a row replaced by several', () => {
    const table = new RowsByDay(rows());
    table.replaceAt(table.about('2024-01-06'), (each) => (each.key === 'b-off' ? [] : [each]));
    expect(keysAbout(table, '2024-01-08')).toEqual(['b', 'c']);
    // 'a' moves to 1 February, beside 'd'.
    table.replaceAt(table.about('2024-01-01'), (each) => [{ ...each, date: '2024-02-01' }]);
    expect(keysAbout(table, '2024-01-01')).toEqual([]);
    expect(keysAbout(table, '2024-02-01')).toEqual(['a', 'd']);
    table.append([row('e', '2024-02-01')]);
    expect(keysAbout(table, '2024-02-01')).toEqual(['a', 'd', 'e']);
    table.replaceAt(table.about('2024-02-01'), (each) => (each.key === 'd' ? [each, row('d2', '2024-02-01')] : [each]));
    expect(keysAbout(table, '2024-02-01')).toEqual(['a', 'd', 'd2', 'e']);
    expect(table.all().map((each) => each.key)).toEqual(['a', 'b', 'c', 'd', 'd2', 'x-off', 'e']);
  });
});
