// Pacific and Indian Ocean territories reviewed against their laws (issue 26 item 2; the records are
// reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ and sources/calendars/ folders). Each test names the law or proclamation its answer rests on; the
// entries in amendments/<CC>.json and sources/calendars/announced.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, datesOf, dayOff, daysOff } = lawReviewClient(shared);

/** [date, type] of the nationwide holidays of the year whose name matches. */
const named = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => name.test(holiday.name) && holiday.subdivisions.length === 0)
    .map((holiday) => [holiday.date, holiday.type]);

describe('CX: the Administrator of Christmas Island proclaims its special holidays (Public and Bank Holidays Act 1972 (WA)(CI))', () => {
  it('Territory Day is the first Monday of October (the yearly lists 2007-2025), not a fixed 6 October', async () => {
    expect(await datesOf('CX', 2024, 'Territory Day')).toEqual([['2024-10-07', 'public']]);
    expect(await datesOf('CX', 2023, 'Territory Day')).toEqual([['2023-10-02', 'public']]);
    expect(await datesOf('CX', 2025, 'Territory Day')).toEqual([['2025-10-06', 'public']]);
    expect(await datesOf('CX', 2030, 'Territory Day')).toEqual([['2030-10-07', 'public']]);
    expect(await dayOff('CX', '2024-10-06')).toBe(false);
  });

  it('Labour Day on the proclaimed Monday: 18 March 2019, 16 March 2020, 21 March 2022, 20 March 2023, 18 March 2024; 24 March 2025 (Proclamation No 02/2024)', async () => {
    const proclaimed: Record<number, string> = {
      2019: '2019-03-18',
      2020: '2020-03-16',
      2021: '2021-03-22',
      2022: '2022-03-21',
      2023: '2023-03-20',
      2024: '2024-03-18',
      2025: '2025-03-24',
    };
    for (const [year, date] of Object.entries(proclaimed)) {
      expect(await datesOf('CX', Number(year), 'Labour Day'), year).toEqual([[date, 'public']]);
    }
    expect(await dayOff('CX', '2024-03-25')).toBe(false);
  });

  it('Hari Raya Puasa 2025 on Monday 31 March and Hari Raya Haji on Friday 6 June 2025 (Proclamation No 02/2024); Hari Raya Haji 2024 on Monday 17 June', async () => {
    expect(await named('CX', 2025, /Eid al-Fitr/)).toEqual([['2025-03-31', 'public']]);
    expect(await dayOff('CX', '2025-03-30')).toBe(false);
    expect(await named('CX', 2025, /Eid al-Adha/)).toEqual([['2025-06-06', 'public']]);
    expect(await named('CX', 2024, /Eid al-Adha/)).toEqual([['2024-06-17', 'public']]);
  });

  it('a holiday on a Saturday or a Sunday is kept on the next working day (the yearly lists from 2019): Australia Day 2025 on Monday 27 January; Chinese New Year 2020 with Australia Day on 27-29 January', async () => {
    expect(await daysOff('CX', '2025-01-27')).toEqual(['Australia Day (substitute day)']);
    for (const date of ['2020-01-27', '2020-01-28', '2020-01-29']) expect(await dayOff('CX', date), date).toBe(true);
    expect(await dayOff('CX', '2020-01-30')).toBe(false);
  });

  it('the National Day of Mourning for Queen Elizabeth II, 22 September 2022 (Proclamation No 03/2022)', async () => {
    expect(await daysOff('CX', '2022-09-22')).toEqual(['National Day of Mourning for Queen Elizabeth II']);
  });
});

describe('AS: the public holidays designated by statute (A.S.A.C. § 4.2403, A.S.C.A. § 1.0501)', () => {
  it("Manu'a Islands Cession Day, 16 July, is a public holiday", async () => {
    expect(await datesOf('AS', 2025, "Manu'a Cession Day")).toEqual([['2025-07-16', 'public']]);
    expect(await datesOf('AS', 2000, "Manu'a Cession Day")).toEqual([['2000-07-16', 'public']]);
    expect(await dayOff('AS', '2024-07-16')).toBe(true);
  });
});

describe('CK: the Public Holidays Act 1999 and the Ra o te Ui Ariki Amendment Act 2011', () => {
  it('Ra o te Ui Ariki is a holiday from 2012 (6 July 2012, the first Friday of July), none before', async () => {
    expect(await named('CK', 2011, /Ra o te Ui Ariki/)).toEqual([]);
    expect(await dayOff('CK', '2011-07-01')).toBe(false);
    expect(await named('CK', 2012, /Ra o te Ui Ariki/)).toEqual([['2012-07-06', 'public']]);
    expect(await named('CK', 2025, /Ra o te Ui Ariki/)).toEqual([['2025-07-04', 'public']]);
  });

  it("the Sovereign's Birthday, the first Monday of June, is the King's Birthday from 2023", async () => {
    expect(await datesOf('CK', 2022, "Queen's Birthday")).toEqual([['2022-06-06', 'public']]);
    expect(await datesOf('CK', 2023, "King's Birthday")).toEqual([['2023-06-05', 'public']]);
    expect(await named('CK', 2025, /Queen's Birthday/)).toEqual([]);
  });
});

describe("NF: the Sovereign's Birthday and Bounty Day's day off (Employment Act 1988 (NI), s 9; the Council's gazettes)", () => {
  it("when Bounty Day (8 June) is a Saturday, its day off is Monday 10 June and the Sovereign's Birthday Monday 17 June: 2013, 2019, as 2024", async () => {
    for (const year of [2002, 2013, 2019]) {
      expect(await datesOf('NF', year, "Queen's Birthday"), String(year)).toEqual([[`${year}-06-17`, 'public']]);
      expect(await daysOff('NF', `${year}-06-10`), String(year)).toEqual(['Anniversary (Bounty) Day (substitute day)']);
    }
    expect(await dayOff('NF', '2024-06-17')).toBe(true);
    expect(await datesOf('NF', 2020, "Queen's Birthday")).toEqual([['2020-06-15', 'public']]);
  });
});

describe("PF: the loi du pays of 2025 replacing the Fête de l'Autonomie (29 June) with Matāri'i i ni'a (20 November)", () => {
  it('20 November is a public holiday from 2025 and 29 June no longer; 29 June 2024 still was', async () => {
    expect(await datesOf('PF', 2025, 'Maori New Year')).toEqual([['2025-11-20', 'public']]);
    expect(await named('PF', 2025, /Internal Autonomy Day/)).toEqual([]);
    expect(await datesOf('PF', 2024, 'Internal Autonomy Day')).toEqual([['2024-06-29', 'public']]);
    expect(await dayOff('PF', '2026-11-20')).toBe(true);
  });
});
