// Gulf countries reviewed against their laws (issue 26 item 2: AE, BH; the records are reviews/<CC>.json), asked for
// as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build
// (test/golden.ts, buildFullOffline). Each test names the law its answer rests on; the entries in
// sources/calendars/hijri-spans.json and sources/calendars/announced.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, daysOff, datesOf } = lawReviewClient(shared);

describe('UAE: Arafat Day, 9 Dhu al-Hijjah, an official holiday every year (Federal Law No. 8 of 1980, art. 74; the Cabinet lists)', () => {
  it('is a public holiday on the day before the announced Eid al-Adha, 2016-2026', async () => {
    const announced: [number, string][] = [
      [2016, '2016-09-11'],
      [2019, '2019-08-10'],
      [2020, '2020-07-30'],
      [2021, '2021-07-19'],
      [2022, '2022-07-08'],
      [2023, '2023-06-27'],
      [2024, '2024-06-15'],
      [2025, '2025-06-05'],
      [2026, '2026-05-26'],
    ];
    for (const [year, date] of announced) {
      expect(await datesOf('AE', year, 'Arafat Day'), `${year}`).toEqual([[date, 'public']]);
      expect(await daysOff('AE', date)).toEqual(['Arafat Day']);
    }
  });

  it('is kept in years before and after the announcements, as the law holds (2005, 2030: one day, public)', async () => {
    for (const year of [2005, 2030]) {
      const days = await datesOf('AE', year, 'Arafat Day');
      expect(days, `${year}`).toHaveLength(1);
      expect(days[0]?.[1]).toBe('public');
    }
  });
});

describe("Bahrain: Eid al-Fitr three days (the Prime Minister's circulars: the day of Eid and the two days that follow)", () => {
  it('2020, 2024 and 2025: the day of Eid and the two days after it are public holidays', async () => {
    expect(await datesOf('BH', 2020, 'End of Ramadan (Eid al-Fitr)')).toEqual([
      ['2020-05-24', 'public'],
      ['2020-05-25', 'public'],
      ['2020-05-26', 'public'],
    ]);
    expect(await datesOf('BH', 2024, 'End of Ramadan (Eid al-Fitr)')).toEqual([
      ['2024-04-10', 'public'],
      ['2024-04-11', 'public'],
      ['2024-04-12', 'public'],
    ]);
    expect(await daysOff('BH', '2025-04-01')).toEqual(['End of Ramadan (Eid al-Fitr)']);
  });

  it('a future year keeps three days (2030)', async () => {
    expect(await datesOf('BH', 2030, 'End of Ramadan (Eid al-Fitr)')).toHaveLength(3);
  });
});

describe('Australia: the Royal Hobart Regatta, the second Monday in February (Statutory Holidays Act 2000 (Tas), Schedule 1)', () => {
  it('2017: Monday 13 February in Tasmania, not the Sunday the data.gov.au file gives', async () => {
    const regatta = (await listed('AU', 2017)).filter((holiday) => holiday.name === 'Royal Hobart Regatta');
    expect(regatta.map((holiday) => [holiday.date, holiday.subdivisions])).toEqual([['2017-02-13', ['AU-TAS']]]);
  });
});

describe('New Zealand: Waitangi Day and ANZAC Day move to the Monday only from 2014 (Holidays Act 2003, s. 45A, inserted by Act 2013 No 19)', () => {
  it('no Monday off before 2014 (ANZAC Day 2009 and 2010, Waitangi Day 2005 and 2011 on a weekend)', async () => {
    for (const date of ['2009-04-27', '2010-04-26', '2005-02-07', '2011-02-07']) {
      expect(await daysOff('NZ', date), date).toEqual([]);
    }
  });

  it('the Monday off from 2015 (ANZAC Day 2015, Waitangi Day 2016 and 2027)', async () => {
    expect(await daysOff('NZ', '2015-04-27')).toEqual(['ANZAC Day (substitute day)']);
    expect(await daysOff('NZ', '2016-02-08')).toEqual(['Waitangi Day (substitute day)']);
    expect(await daysOff('NZ', '2027-02-08')).toEqual(['Waitangi Day (substitute day)']);
  });
});

describe("Fiji: the Cabinet's decision of February 2023 and the gazetted lists (Girmit Day and Ratu Sir Lala Sukuna Day in, Constitution Day out)", () => {
  it('Constitution Day (7 September) is a holiday to 2022 and no more from 2023', async () => {
    expect(await daysOff('FJ', '2022-09-07')).toEqual(['Constitution Day']);
    expect(await daysOff('FJ', '2023-09-07')).toEqual([]);
    expect(await daysOff('FJ', '2026-09-07')).toEqual([]); // a Monday
  });

  it('Girmit Day on the Monday nearest 14 May from 2023 (15 May 2023, 12 May 2025), none before', async () => {
    expect(await datesOf('FJ', 2022, 'Girmit Day')).toEqual([]);
    expect(await datesOf('FJ', 2023, 'Girmit Day')).toEqual([['2023-05-15', 'public']]);
    expect(await datesOf('FJ', 2025, 'Girmit Day')).toEqual([['2025-05-12', 'public']]);
  });

  it('Ratu Sir Lala Sukuna Day: Monday 29 May 2023, then the last Friday of May (30 May 2025, 31 May 2030)', async () => {
    expect(await datesOf('FJ', 2022, 'Ratu Sir Lala Sukuna Day')).toEqual([]);
    expect(await datesOf('FJ', 2023, 'Ratu Sir Lala Sukuna Day')).toEqual([['2023-05-29', 'public']]);
    expect(await datesOf('FJ', 2025, 'Ratu Sir Lala Sukuna Day')).toEqual([['2025-05-30', 'public']]);
    expect(await datesOf('FJ', 2030, 'Ratu Sir Lala Sukuna Day')).toEqual([['2030-05-31', 'public']]);
  });

  it("the Prophet's Birthday on the gazetted Monday: 2 October 2023, 8 September 2025", async () => {
    expect(await datesOf('FJ', 2023, 'Birthday of Muhammad (Mawlid)')).toEqual([['2023-10-02', 'public']]);
    expect(await datesOf('FJ', 2025, 'Birthday of Muhammad (Mawlid)')).toEqual([['2025-09-08', 'public']]);
  });
});
