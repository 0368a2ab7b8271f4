// India's central-government holidays (issues 25 item 3 and 26), asked for as a
// client asks: through /v3/public-holidays/list (3.2.0) of the full offline build with
// the project's reviewed data. The Department of Personnel and Training's
// yearly Office Memorandum, para 2, makes 14 holidays compulsory in every
// central government office across India (the three national holidays among
// them): the Islamic four are set by the Islamic engine (sources/calendars/
// hijri-spans.json `add`, reckoned by the crescent at New Delhi), the lists'
// days 2015-2026 announced (announced.json), estimates in the other years.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, listIn320, MAWLID, serveSharedFullBuild, type ListedHoliday } from '../../helpers.js';

const own = serveSharedFullBuild();

/** A 3.2.0 holiday as the list endpoint answers it: every field these tests read is always there. */
type Listed = Required<Pick<ListedHoliday, 'date' | 'name' | 'type' | 'subdivisions' | 'sources' | 'estimated'>>;
const listed = async (year: number) => (await listIn320(own.server, 'IN', year)) as Listed[];
/** The nationwide public days of a year. */
const nationwide = async (year: number) =>
  (await listed(year)).filter((holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0);
/** [date, estimated, sources] of a holiday in a year. */
const days = async (year: number, name: string) =>
  (await listed(year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.estimated, holiday.sources]);

const MUHARRAM = 'Muharram (Ashura)';

/** DoPT's para 2 (the same standing list in every memorandum on file): the 14 compulsory holidays, by this dataset's names. */
const COMPULSORY = [
  'Republic Day',
  'Independence Day',
  'Gandhi Jayanti',
  'Buddha Purnima',
  'Christmas Day',
  'Dussehra',
  'Diwali',
  'Good Friday',
  "Guru Nanak's Birthday",
  FITR,
  ADHA,
  'Mahavir Jayanti',
  MUHARRAM,
  MAWLID,
].sort();

describe("India: the DoPT lists' Islamic days, as kept (announced, not estimated)", () => {
  it('Id-ul-Fitr 2024 on Thursday 11 April (OM F.No.12/2/2023-JCA of 3 July 2023; the crescent at New Delhi agrees)', async () => {
    expect(await days(2024, FITR)).toEqual([['2024-04-11', false, ['calendar-announced']]]);
  });

  it("Id-ul-Zuha (Bakrid) 2026 on Wednesday 27 May (OM of 3 July 2025), a day before the engine's 28th", async () => {
    expect(await days(2026, ADHA)).toEqual([['2026-05-27', false, ['calendar-announced']]]);
  });

  it("Muharram 2021 on Friday 20 August, the Ministry of Personnel's revision of the list's 19th (the engine's day)", async () => {
    expect(await days(2021, MUHARRAM)).toEqual([['2021-08-20', false, ['calendar-announced']]]);
  });

  it("Milad-un-Nabi 2025 on Friday 5 September (OM of 2024), a day before the engine's 6th; 2016's on the revised 12 December", async () => {
    expect(await days(2025, MAWLID)).toEqual([['2025-09-05', false, ['calendar-announced']]]);
    // OM F.No.12/18/2016-JCA2 of 7 December 2016 moved the list's 13th (the engine's day) to the 12th.
    expect(await days(2016, MAWLID)).toEqual([['2016-12-12', false, ['calendar-announced']]]);
  });

  it("Mahavir Jayanti 2016 on the list's Wednesday 20 April (OM F.No.12/7/2015-JCA-2), not the Hindu engine's 19th", async () => {
    expect((await days(2016, 'Mahavir Jayanti')).map(([date, estimated]) => [date, estimated])).toEqual([
      ['2016-04-20', false],
    ]);
  });
});

describe('India: years without a list have the Islamic holidays as estimates (the standing rule of para 2)', () => {
  it('Id-ul-Fitr 2030 on 5 February, the crescent at New Delhi (Odeh, naked eye): estimated', async () => {
    expect(await days(2030, FITR)).toEqual([['2030-02-05', true, ['calendar-crescent']]]);
  });

  // 2014's list is on file now (test/server/dataset/calendars/india-past.ts): 2027, the first year after the lists, instead.
  it('2027, after the lists on file: all four Islamic holidays, each an estimate', async () => {
    for (const name of [FITR, ADHA, MUHARRAM, MAWLID]) {
      const found = await days(2027, name);
      expect(found.length, name).toBeGreaterThan(0);
      expect(
        found.every(([, estimated]) => estimated === true),
        name,
      ).toBe(true);
    }
  });
});

describe('India: the 14 compulsory holidays in every year, nationwide', () => {
  // Para 2 of every memorandum: 14 holidays compulsory in every central government office (the three national
  // holidays among them; the three more each state's committee chooses are regional). The dataset's 15th nationwide
  // public day is Ambedkar Jayanti, the rule library's, which DoPT declares a closed holiday by memoranda of its own
  // (e.g. F.No.12/6/2016-JCA-2 of 5 April 2017): not part of this count.
  it.each([2015, 2016, 2019, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030])(
    '%i: the 14, each once (Milad-un-Nabi twice in 2015), and Ambedkar Jayanti',
    async (year) => {
      const names = (await nationwide(year)).map((holiday) => holiday.name).sort();
      const expected = [...COMPULSORY, 'Ambedkar Jayanti', ...(year === 2015 ? [MAWLID] : [])].sort();
      expect(names).toEqual(expected);
    },
  );

  it('2015 has Milad-un-Nabi twice: 4 January and 24 December (OM F.No.12/5/2014-JCA-2 of 6 June 2014)', async () => {
    expect((await days(2015, MAWLID)).map(([date]) => date)).toEqual(['2015-01-04', '2015-12-24']);
  });
});
