// Kyrgyzstan: the day off in lieu of an Ait on a Saturday or Sunday (reviews/KG.json, asia26 item of
// 2026-11-29, helper kg-lieu), asked through the API of the shared full offline build. Art. 113 of the Labour
// Code of 2004 moves the day off to the next working day when a day off and a non-working holiday coincide; the
// Aits are non-working holidays from Law No. 185 of 20 November 2012 (amendments/KG.json, observe 2013-2024),
// and the Labour Code of 23 January 2025 moves no more days off.

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { days, amended } = announcedClient(shared);
const { dayOff } = lawReviewClient(shared);

describe('Kyrgyzstan: Labour Code art. 113, a day off in lieu of an Ait on a day off (2013-2024)', () => {
  it('Kurman Ait 2024 is Sunday 16 June (muftiate), Monday 17 June the day off in lieu (Ministry of Labour)', async () => {
    expect(await days('KG', 2024, 'Eid al-Adha')).toEqual(announced('2024-06-16'));
    expect(await amended('KG', 2024, 'Eid al-Adha')).toEqual([
      ['2024-06-16', false],
      ['2024-06-17', false],
    ]);
  });

  it('the Ministry of Labour’s Mondays: Orozo Ait 2017 and 2020, Kurman Ait 2019 and 2022', async () => {
    expect(await amended('KG', 2017, 'Eid al-Fitr')).toEqual([
      ['2017-06-25', false],
      ['2017-06-26', false],
    ]);
    expect(await amended('KG', 2019, 'Eid al-Adha')).toEqual([
      ['2019-08-11', false],
      ['2019-08-12', false],
    ]);
    expect(await amended('KG', 2020, 'Eid al-Fitr')).toEqual([
      ['2020-05-24', false],
      ['2020-05-25', false],
    ]);
    expect(await amended('KG', 2022, 'Eid al-Adha')).toEqual([
      ['2022-07-09', false],
      ['2022-07-11', false],
    ]);
    expect(await dayOff('KG', '2016-09-12')).toBe(true);
  });

  it('before the rule, Kurman Ait 2011 (Sunday 6 November) had Tuesday 8 November by Government resolution', async () => {
    expect(await dayOff('KG', '2011-11-08')).toBe(true);
  });

  it('the Labour Code of 2025 moves no day off: Monday 31 March 2025 is worked; Kurman Ait 2027 is still an estimate', async () => {
    expect(await dayOff('KG', '2025-03-31')).toBe(false);
    expect(await days('KG', 2027, 'Eid al-Adha')).toEqual(estimated('2027-05-16'));
    expect(await dayOff('KG', '2027-05-17')).toBe(false);
  });
});
