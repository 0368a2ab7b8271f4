// The lunar days that IR, BN and BD announced for past years, asked for as a client asks: through
// /v3/public-holidays/list, contract 3.2.0, of the full offline build (test/full-build.ts), with the project's reviewed
// files. Iran's official calendar (sources/calendars/announced.json, 2015-2019 added), Brunei's Prime Minister's Office
// lists and its Hari Raya of 2024, Bangladesh's moon-sighting committee (Ashura, Eid-e-Miladunnabi) and its Buddha
// Purnima (sources/calendars/hindu.json and amendments/BD.json). An announced day is the holiday's day and no longer an
// estimate, whether it confirms the engine's estimate or moves it; a year no announcement covers yet (2027, 2028) keeps
// the estimate, `estimated: true`.

import { describe, expect, it } from 'vitest';
import { FITR, listIn320, serveSharedFullBuild, type ListedHoliday } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday: ListedHoliday) => holiday.name === name && (holiday.subdivisions ?? []).length === 0)
    .map((holiday: ListedHoliday) => [
      holiday.date,
      holiday.estimated ?? false,
      (holiday.sources ?? []).includes('calendar-announced'),
    ]);

/** [date, estimated] of each day of the holiday in the year (for days another engine than the Islamic one sets). */
const dated = async (country: string, year: number, name: string) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday: ListedHoliday) => holiday.name === name)
    .map((holiday: ListedHoliday) => [holiday.date, holiday.estimated ?? false]);

describe("IR: the official calendar's lunar holidays of 2015-2019 (list endpoint, 3.2.0)", () => {
  it('Eid al-Fitr 2016 on Wednesday 6 July and its second day on the 7th, announced, no longer estimates', async () => {
    expect(await days('IR', 2016, FITR)).toEqual([['2016-07-06', false, true]]);
    expect(await days('IR', 2016, 'Holyday for Fetr Eeid')).toEqual([['2016-07-07', false, true]]);
  });

  it('Imam Reza 2018 on Thursday 8 November, the last day of Safar, the day before 1 Rabi al-Awwal', async () => {
    expect(await days('IR', 2018, 'Martyrdom of Imam Reza')).toEqual([['2018-11-08', false, true]]);
    expect(await days('IR', 2018, 'Martyrdom of Imam Hassan')).toEqual([['2018-11-16', false, true]]);
  });

  it("the Prophet's birthday twice in 2015 (17 Rabi al-Awwal 1436 and 1437), both announced", async () => {
    expect(await days('IR', 2015, 'Birthday of Muhammad Prophet')).toEqual([
      ['2015-01-09', false, true],
      ['2015-12-29', false, true],
    ]);
  });

  it('a year no calendar covers on file keeps the estimate (2027)', async () => {
    expect((await days('IR', 2027, 'Ashoura'))[0]).toEqual([expect.any(String), true, false]);
  });
});

describe("BN: the Prime Minister's Office's lists and the Syawal moon of 2024 (list endpoint, 3.2.0)", () => {
  it('Hari Raya Aidilfitri 2024 from Thursday 11 April (the moon not sighted on the 9th), a day after the estimate; its day in lieu on Monday 15 April', async () => {
    expect(await days('BN', 2024, FITR)).toEqual([
      ['2024-04-11', false, true],
      ['2024-04-12', false, true],
      ['2024-04-13', false, true],
    ]);
    expect((await dated('BN', 2024, `${FITR} (substitute day)`)).map(([date]) => date)).toEqual(['2024-04-15']);
  });

  it("Awal Tahun Hijrah 2017 on Friday 22 September, the list's day, a day after the MABIMS estimate; 2026 on 17 June", async () => {
    expect(await days('BN', 2017, 'Islamic New Year')).toEqual([['2017-09-22', false, true]]);
    expect(await days('BN', 2026, 'Islamic New Year')).toEqual([['2026-06-17', false, true]]);
  });

  it('Maulidur Rasul twice in 2015, Israk Mikraj and Nuzul Al-Quran of 2023 confirmed; 2028 still an estimate', async () => {
    expect(await days('BN', 2015, 'Birthday of Muhammad (Mawlid)')).toEqual([
      ['2015-01-03', false, true],
      ['2015-12-24', false, true],
    ]);
    expect(await days('BN', 2023, "Laylat al-Mi'raj")).toEqual([['2023-02-18', false, true]]);
    expect(await days('BN', 2023, 'Nuzul Al-Quran')).toEqual([['2023-04-08', false, true]]);
    expect((await days('BN', 2028, 'Nuzul Al-Quran'))[0]).toEqual([expect.any(String), true, false]);
  });
});

describe("BD: the moon-sighting committee's Ashura and Eid-e-Miladunnabi, and Buddha Purnima (list endpoint, 3.2.0)", () => {
  it('Ashura 2021 on Friday 20 August (the Muharram moon not sighted on the 9th), a day after the estimate', async () => {
    expect(await days('BD', 2021, 'Day of Ashura')).toEqual([['2021-08-20', false, true]]);
  });

  it('Eid-e-Miladunnabi 2023 on Thursday 28 September confirmed; 2026 still an estimate', async () => {
    expect(await days('BD', 2023, 'Birthday of Muhammad (Mawlid)')).toEqual([['2023-09-28', false, true]]);
    expect((await days('BD', 2026, 'Birthday of Muhammad (Mawlid)'))[0]).toEqual([expect.any(String), true, false]);
  });

  it("Buddha Purnima leaves the frozen 19 May: the lists' 11 May 2025 and 1 May 2026, the engine's estimate in 2027", async () => {
    expect(await dated('BD', 2025, "Buddha's Birthday")).toEqual([['2025-05-11', false]]);
    expect(await dated('BD', 2026, "Buddha's Birthday")).toEqual([['2026-05-01', false]]);
    expect(await dated('BD', 2027, "Buddha's Birthday")).toEqual([['2027-05-20', true]]);
  });
});
