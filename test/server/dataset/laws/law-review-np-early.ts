// Nepal 2020-2021: the days the Ministry of Home Affairs' notices of BS 2077 and 2078 and the Council of Ministers'
// one-off decisions gave the whole country (reviews/NP.json; countries/NP.json quotes each), asked for as a client
// asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build. Many days the
// notices give nationwide from BS 2079 (2022) were, in BS 2077 and 2078, days of one community or district only, and
// Republic Day was no holiday from BS 2075 to 2078: those days stay out.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff, datesOf } = lawReviewClient(shared);

describe("Nepal 2020-2021: the Cabinet's one-off nationwide days", () => {
  it('Eid al-Fitr on Monday 25 May 2020 (Cabinet decision reported on 24 May 2020), not on the Sunday first named', async () => {
    expect(await onDay('NP', '2020-05-25')).toEqual([['Eid al-Fitr', 'public']]);
    expect(await dayOff('NP', '2020-05-24')).toBe(false);
    expect(await datesOf('NP', 2020, 'Eid al-Fitr')).toEqual([['2020-05-25', 'public']]);
  });

  it('Maghe Sankranti on Thursday 14 January 2021 (Cabinet decision of 10 January 2021), and 15 January 2022 by the BS 2078 notice', async () => {
    expect(await onDay('NP', '2021-01-14')).toEqual([['Maghe Sankranti', 'public']]);
    expect(await datesOf('NP', 2022, 'Maghe Sankranti')).toEqual([['2022-01-15', 'public']]);
  });

  it('Bakr Eid on Wednesday 21 July 2021 and Shree Krishna Janmashtami on Monday 30 August 2021 (Cabinet decisions)', async () => {
    expect(await onDay('NP', '2021-07-21')).toEqual([['Eid al-Adha', 'public']]);
    expect(await onDay('NP', '2021-08-30')).toEqual([['Shree Krishna Janmashtami', 'public']]);
  });

  it('Christmas Day 2021 (a Saturday, by Cabinet decision) but not 2020, when the BS 2077 notice gave it to Christians only', async () => {
    expect(await onDay('NP', '2021-12-25')).toEqual([['Christmas Day', 'public']]);
    expect(await datesOf('NP', 2020, 'Christmas Day')).toEqual([]);
    expect(await dayOff('NP', '2020-12-25')).toBe(false);
  });
});

describe('Nepal 2020-2021: days the later notices give nationwide that BS 2077 and 2078 did not', () => {
  it('Republic Day (15 Jestha) is no holiday in 2020 or 2021: its holiday was cut from BS 2075 and restored in BS 2079', async () => {
    expect(await dayOff('NP', '2020-05-28')).toBe(false);
    expect(await datesOf('NP', 2020, 'Republic Day')).toEqual([]);
    expect(await datesOf('NP', 2021, 'Republic Day')).toEqual([]);
    expect(await datesOf('NP', 2022, 'Republic Day')).toEqual([['2022-05-29', 'public']]);
  });

  it('Janai Purnima 2020 and Chhath 2020 were days of the communities and districts concerned only', async () => {
    expect(await datesOf('NP', 2020, 'Janai Purnima')).toEqual([]);
    expect(await datesOf('NP', 2020, 'Chhath')).toEqual([]);
    expect(await datesOf('NP', 2021, 'Janai Purnima')).toEqual([['2021-08-22', 'public']]);
  });
});
