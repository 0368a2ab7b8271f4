// MY: the rule library's day in lieu of a Sunday holiday, scoped by the Holidays Act 1951 (Act 369), s. 3: the next
// day off follows a holiday on the weekly rest day, Sunday in most States; Kedah, Kelantan and Terengganu rest on
// Friday (and Johor did in 2014-2024), so the Monday is no day off there (amendments/MY.json, `remove` with `dayOff`).
// The days are those of the Prime Minister's Department's yearly lists, Hari Kelepasan Am Persekutuan dan Negeri.

import { describe, expect, it } from 'vitest';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** The one record of a holiday (by the start of its name) on a day: its name and its subdivisions, sorted. */
async function onlyOn(year: number, date: string, holiday: string): Promise<[string, string[]]> {
  const records = (await listIn320(shared.server, 'MY', year)).filter(
    (record) => record.date === date && record.name.startsWith(holiday),
  );
  expect(records, date).toHaveLength(1);
  return [records[0]!.name, [...(records[0]!.subdivisions ?? [])].sort()];
}

describe('my-scope: the Monday in lieu of a Sunday holiday in the States resting on Sunday only (list endpoint)', () => {
  it('Labour Day, Sunday 1 May 2022: Monday 2 May in Selangor, not in Kelantan or Johor (Act 369, s. 3; list of 2022)', async () => {
    const [name, places] = await onlyOn(2022, '2022-05-02', 'Labour Day');
    expect(name).toBe('Labour Day (substitute day)');
    expect(places).toContain('MY-10');
    expect(places).not.toContain('MY-03');
    expect(places).not.toContain('MY-01');
  });

  it('Malaysia Day, Sunday 16 September 2029: Monday 17 September in Johor and Selangor, not in Kedah, Kelantan or Terengganu (Act 369, s. 3)', async () => {
    const [, places] = await onlyOn(2029, '2029-09-17', 'Malaysia Day');
    expect(places).toEqual(expect.arrayContaining(['MY-01', 'MY-10']));
    expect(places).not.toEqual(expect.arrayContaining(['MY-02']));
    expect(places).not.toContain('MY-03');
    expect(places).not.toContain('MY-11');
  });

  it('Chinese New Year 2020 (Saturday and Sunday): Monday 27 January in Kelantan too, its day in lieu of the Saturday (list of 2020)', async () => {
    const [, places] = await onlyOn(2020, '2020-01-27', 'Chinese New Year');
    expect(places).toEqual(expect.arrayContaining(['MY-03', 'MY-10', 'MY-11']));
    expect(places).not.toContain('MY-02');
  });

  it("New Year's Day, Sunday 1 January 2023: the day and its Monday only in the States that keep it, none in Johor, Kedah, Kelantan, Perlis or Terengganu (lists of 2023)", async () => {
    const keep = ['MY-04', 'MY-05', 'MY-06', 'MY-07', 'MY-08', 'MY-10', 'MY-12', 'MY-13', 'MY-14', 'MY-15', 'MY-16'];
    const records = (await listIn320(shared.server, 'MY', 2023))
      .filter((record) => record.name.startsWith("New Year's Day"))
      .map((record) => [record.date, [...(record.subdivisions ?? [])].sort()]);
    expect(records).toEqual([
      ['2023-01-01', keep],
      ['2023-01-02', keep],
    ]);
  });
});
