// Tunisia, Kenya and Madagascar reviewed against their laws and notices (issue 26, the African countries of
// the cross-check), asked for as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/golden.ts, buildFullOffline: the project's amendments/ and
// sources/calendars/ folders). Each test names the law or notice its answer rests on; the entries in
// amendments/TN.json, KE.json, MG.json and sources/calendars/announced.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, daysOf } = lawReviewClient(shared);

/** The records of a country's year on one day: [name, type]. */
const onDay = async (country: string, date: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date)
    .map((holiday) => [holiday.name, holiday.type]);

describe('Tunisia: Décret Présidentiel n° 2021-223 du 7 décembre 2021 (JORT n° 113)', () => {
  it('the Revolution Day is 17 December from 2021; 14 January is a holiday until 2021 only (Décret n° 2011-317 until then)', async () => {
    expect(await onDay('TN', '2021-01-14')).toEqual([['Revolution and Youth Day', 'public']]);
    expect(await onDay('TN', '2021-12-17')).toEqual([['Revolution Day', 'public']]);
    expect(await onDay('TN', '2025-12-17')).toEqual([['Revolution Day', 'public']]);
    expect(await onDay('TN', '2022-01-14')).toEqual([]);
    expect((await check('TN', '2025-01-14')).is_holiday).toBe(false);
    expect((await check('TN', '2025-12-17', 'public')).is_holiday).toBe(true);
  });
});

describe('Kenya: Public Holidays Act (Cap. 110) and the Interior Cabinet Secretary’s Gazette Notices', () => {
  it('Idd-ul-Fitr falls on the day gazetted under section 2 (1): 25 May 2020, 14 May 2021, 3 May 2022, 31 March 2025', async () => {
    // Gazette Notice No. 3651 of 20 May 2020; notice of 5 May 2021; special notices of 26 April 2022 and 28 March 2025.
    const eid = 'End of Ramadan (Eid al-Fitr)';
    expect(await daysOf('KE', 2020, eid)).toEqual(['2020-05-25']);
    expect(await daysOf('KE', 2021, eid)).toEqual(['2021-05-14']);
    expect(await daysOf('KE', 2022, eid)).toEqual(['2022-05-03']);
    expect(await daysOf('KE', 2025, eid)).toEqual(['2025-03-31']);
    // 2 May 2022 is the day in lieu of Labour Day (Sunday 1 May), not the Eid.
    expect(await onDay('KE', '2022-05-02')).toEqual([['Labour Day (substitute day)', 'public']]);
  });

  it('Idd-ul-Azha 2022 is Monday 11 July (Gazette Notice of 8 July 2022 under sections 3 and 2)', async () => {
    expect(await daysOf('KE', 2022, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(['2022-07-11']);
  });

  it('11 February 2020 was a public holiday for President Moi’s memorial service (Gazette Notice of 6 February 2020, section 3)', async () => {
    expect(await onDay('KE', '2020-02-11')).toEqual([['President Moi Memorial Day', 'public']]);
    expect(await onDay('KE', '2021-02-11')).toEqual([]);
  });

  it('Easter Sunday is not in the Schedule of the Act: an observance, no public holiday', async () => {
    expect(await onDay('KE', '2025-04-20')).toEqual([['Easter Sunday', 'observance']]);
    expect((await check('KE', '2025-04-20', 'public')).is_holiday).toBe(false);
    expect(await onDay('KE', '2025-04-21')).toEqual([['Easter Monday', 'public']]);
  });
});

describe('Madagascar: the Ministry of Labour’s yearly lists of public holidays', () => {
  it('Africa Day (25 May) is not among the fifteen public holidays (the 2020 list): an observance', async () => {
    expect(await onDay('MG', '2025-05-25')).toEqual([['Africa Day', 'observance']]);
    expect((await check('MG', '2025-05-25', 'public')).is_holiday).toBe(false);
  });

  it('Eid al-Fitr 2025 is Monday 31 March, the day the Ministry decreed (L’Express de Madagascar, 22 March 2025)', async () => {
    expect(await daysOf('MG', 2025, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2025-03-31']);
  });
});

describe('Togo: the Government’s communiqués of the Muslim feasts (sources/calendars/announced.json)', () => {
  it('Eid al-Fitr 2026 is Friday 20 March, the day the Government declared on 19 March 2026, not the library’s 21 March', async () => {
    expect(await daysOf('TG', 2026, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2026-03-20']);
  });
});

describe('Benin: Loi n° 2024-32 amending Loi n° 90-019 (the legal feasts)', () => {
  it('from 2025 the Vodun days are the second Friday of January and the Thursday before, no longer 10 January', async () => {
    // 2025: Thursday 9 and Friday 10 January (the Ministry of Labour's communiqué); 2026: Thursday 8 and Friday 9.
    expect(await daysOf('BJ', 2024, 'Vodun Day')).toEqual(['2024-01-10']);
    expect(await daysOf('BJ', 2025, 'Vodun Day')).toEqual(['2025-01-09', '2025-01-10']);
    expect(await daysOf('BJ', 2026, 'Vodun Day')).toEqual(['2026-01-08', '2026-01-09']);
    expect((await check('BJ', '2026-01-10')).is_holiday).toBe(false);
  });
});
