// Days off the governments of Ghana and Cameroon announced for 2021-2026 that the rule library does not compute:
// Ghana's Shaqq Day of Saturday 21 March 2026 (a statutory public holiday under the Public Holidays and
// Commemorative Days (Amendment) Act, 2025) and the Monday the President's Executive Instrument added for it; and
// the Cameroon President's arrêtés giving the Monday after a religious legal holiday on a Sunday (Loi n° 73/5 of
// 7 December 1973 as amended by Loi n° 76/8 of 8 July 1976). Asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ folder). Each test names the announcement its answer rests on; the
// entries in amendments/GH.json and CM.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { daysOff, daysOf } = lawReviewClient(shared);

describe('Ghana: Shaqq Day 2026 (Ministry of the Interior, 13 March 2026)', () => {
  it('Saturday 21 March 2026 is Shaqq Day, a statutory public holiday (the Ministry’s declaration, mint.gov.gh)', async () => {
    expect(await daysOf('GH', 2026, 'Shaqq Day')).toEqual(['2026-03-21']);
  });

  it('Monday 23 March 2026 is the additional public holiday of the President’s E.I. under s. 2 of Act 601', async () => {
    expect(await daysOff('GH', '2026-03-23')).toEqual(['Shaqq Day (observed)']);
  });

  it('Friday 20 March 2026 stays Eid-ul-Fitr (the same declaration)', async () => {
    expect(await daysOff('GH', '2026-03-20')).toEqual(['End of Ramadan (Eid al-Fitr)']);
  });
});

describe('Cameroon: the President’s arrêtés for a religious holiday on a Sunday (Loi n° 73/5, as amended in 1976)', () => {
  it('Assumption 2021: Monday 16 August declared a holiday (arrêté made public on 12 August 2021)', async () => {
    expect(await daysOff('CM', '2021-08-16')).toEqual(['Assumption (observed)']);
  });

  it('Christmas 2022: Monday 26 December declared a holiday (arrêté of 23 December 2022)', async () => {
    expect(await daysOff('CM', '2022-12-26')).toEqual(['Christmas Day (observed)']);
  });

  it('Feast of the Sacrifice 2024: Monday 17 June declared a holiday (arrêté made public on 13 June 2024)', async () => {
    expect(await daysOff('CM', '2024-06-17')).toEqual(['Feast of the Sacrifice (Eid al-Adha) (observed)']);
  });
});
