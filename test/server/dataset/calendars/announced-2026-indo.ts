// The 2026 lunar and festival days of Fiji, Guyana, Trinidad and Tobago, Suriname, Mauritius, Myanmar, Brunei and
// the Cocos (Keeling) and Christmas Islands (issue 25 item 3, wave of 2026-11-29, helper indo26), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). The days of 2026 already announced
// are no estimates: Suriname's Ied-ul-Fitr on the Ministry of Home Affairs' Friday 20 March (announced.json), Brunei's
// Maulidur Rasul on the Prime Minister's Office circular's Tuesday 25 August (announced.json), Mauritius's Divali on
// Government Notice No. 1195 of 2025's Sunday 8 November (hindu.json), and the Indian Ocean Territories' Hari Raya
// Haji 2025 on the Administrator's Friday 6 June (announced.json). The 2026 days whose announcement this wave searched
// for and did not find in the stored pages (reviews/<CC>.json `open`, 2026-11-29, indo26) stay estimates: Fiji's
// Diwali (Sunday 8 November) and Mawlid, Guyana's Eid-ul-Adha, Youman Nabi and Deepavali, Trinidad and Tobago's
// Eid-ul-Fitr and Divali, Suriname's and Brunei's Eid al-Adha, Mauritius's Eid-ul-Fitr, Ougadi and Ganesh Chaturthi,
// Myanmar's Eid al-Adha and Deepavali, and the Cocos and Christmas Islands' Hari Raya Puasa, Haji and Maulaud Nabi.
// Earlier years found this wave (announced.json): Fiji's Prophet Mohammed's Birthday of 2018 on the gazetted Monday
// 19 November (Gazette Notice No. 79 of 2017; the library's Tuesday 20th) and of 2021 on Monday 18 October (the
// Gazette Notice of 23 October 2020, confirmed); Suriname's Ied-ul-Fitr 2025 on the Minister's Monday 31 March (the
// library's Sunday 30th), 2019 on the national day off, Wednesday 5 June (the library's Tuesday 4th), and 2024 on
// Wednesday 10 April (confirmed); Trinidad and Tobago's Eid-ul-Fitr 2020 on the President's Sunday 24 May (confirmed, its
// Monday 25 May off with it); Mauritius's Eid-ul-Fitr 2024 on Thursday 11 April after 30 days of fasting (the Jummah
// Mosque committee; the library's Wednesday 10th).

import { describe, expect, it } from 'vitest';
import { ADHA, announced, announcedClient, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, from the announced table] of each day of the holiday (its substitute days are named apart). */
const { days } = announcedClient(shared);

/** [date, estimated] of each row of the holiday, whichever engine set it (Hindu and Burmese days too). */
const kept = async (country: string, year: number, name: string) =>
  (await days(country, year, name)).map(([date, isEstimated]) => [date, isEstimated]);

describe('indo26: the 2026 days announced in Suriname, Brunei and Mauritius (list endpoint, 3.2.0)', () => {
  it("SR Ied-ul-Fitr on the Ministry of Home Affairs' Friday 20 March 2026 (Waterkant, 6 March 2026), confirmed", async () => {
    expect(await days('SR', 2026, FITR)).toEqual(announced('2026-03-20'));
  });

  it("BN Maulidur Rasul on Tuesday 25 August 2026 (PMO circular 4/2025), confirmed; MU Divali on GN No. 1195's Sunday 8 November", async () => {
    expect(await days('BN', 2026, MAWLID)).toEqual(announced('2026-08-25'));
    expect(await kept('MU', 2026, 'Divali')).toEqual([['2026-11-08', false]]);
  });

  it("CC Hari Raya Haji and CX Eid al-Adha 2025 on the Administrator's Friday 6 June (bulletins A21-2024, A20-2024)", async () => {
    expect(await days('CC', 2025, 'Hari Raya Haji')).toEqual(announced('2025-06-06'));
    expect(await days('CX', 2025, ADHA)).toEqual(announced('2025-06-06'));
  });
});

describe('indo26: earlier years announced in Fiji, Suriname, Trinidad and Tobago and Mauritius (list endpoint, 3.2.0)', () => {
  it("FJ Prophet Mohammed's Birthday 2018 on the gazetted Monday 19 November, not the library's Tuesday 20th; 2021 on Monday 18 October, confirmed", async () => {
    expect(await days('FJ', 2018, MAWLID)).toEqual(announced('2018-11-19'));
    expect(await days('FJ', 2021, MAWLID)).toEqual(announced('2021-10-18'));
  });

  it("SR Ied-ul-Fitr 2025 on the Minister's Monday 31 March (GFC Nieuws) and 2019 on Wednesday 5 June, not the library's eves; 2024 on Wednesday 10 April, confirmed", async () => {
    expect(await days('SR', 2025, FITR)).toEqual(announced('2025-03-31'));
    expect(await days('SR', 2019, FITR)).toEqual(announced('2019-06-05'));
    expect(await days('SR', 2024, FITR)).toEqual(announced('2024-04-10'));
  });

  it("TT Eid-ul-Fitr 2020 on the President's Sunday 24 May, confirmed, its Monday 25 May off no longer an estimate", async () => {
    expect(await days('TT', 2020, FITR)).toEqual(announced('2020-05-24'));
    expect(await kept('TT', 2020, `${FITR} (substitute day)`)).toEqual([['2020-05-25', false]]);
  });

  it("MU Eid-ul-Fitr 2024 on Thursday 11 April after 30 days of fasting (L'Express, 11 April 2024), not the library's Wednesday 10th", async () => {
    expect(await days('MU', 2024, 'Eid-Ul-Fitr')).toEqual(announced('2024-04-11'));
  });
});

describe('indo26: 2026 days searched for and not found stay estimates (list endpoint, 3.2.0)', () => {
  it("FJ Diwali (Sunday 8 November, Suva's evening) and Mawlid 2026: no 2026 gazette read", async () => {
    expect(await kept('FJ', 2026, 'Diwali')).toEqual([['2026-11-08', true]]);
    expect(await days('FJ', 2026, MAWLID)).toEqual(estimated('2026-08-25'));
  });

  it("GY Eid-ul-Adha, Youman Nabi and Deepavali 2026 and TT Eid-ul-Fitr and Divali 2026: no Minister's or President's notice found", async () => {
    expect(await days('GY', 2026, 'Eid Ul Adha')).toEqual(estimated('2026-05-27'));
    expect(await days('GY', 2026, 'Youman Nabi')).toEqual(estimated('2026-08-25'));
    expect(await kept('GY', 2026, 'Deepavali')).toEqual([['2026-11-08', true]]);
    expect(await days('TT', 2026, FITR)).toEqual(estimated('2026-03-20'));
    expect(await kept('TT', 2026, 'Deepavali')).toEqual([['2026-11-08', true]]);
  });

  it('SR, BN, MM Eid al-Adha 2026 and MU Eid-ul-Fitr, Ougadi and Ganesh Chaturthi 2026 stay estimates', async () => {
    expect(await days('SR', 2026, ADHA)).toEqual(estimated('2026-05-27'));
    expect(await days('BN', 2026, ADHA)).toEqual(estimated('2026-05-27'));
    expect(await days('MM', 2026, 'Eid al-Adha')).toEqual(estimated('2026-05-27'));
    expect(await days('MU', 2026, 'Eid-Ul-Fitr')).toEqual(estimated('2026-03-21'));
    expect(await kept('MU', 2026, 'Ugadi')).toEqual([['2026-03-19', true]]);
    expect(await kept('MU', 2026, 'Ganesh Chaturthi')).toEqual([['2026-09-15', true]]);
  });

  it("MM Deepavali (1st waxing of Tazaungmon, Tuesday 10 November) and Christmas Island's 2026 Eids stay estimates; the Cocos (Keeling) Islands' are the Administrator's 2026 list (community bulletin A21/2025, entered since by ind31)", async () => {
    expect(await kept('MM', 2026, 'Deepavali')).toEqual([['2026-11-10', true]]);
    expect(await days('CC', 2026, 'Hari Raya Puasa')).toEqual(announced('2026-03-20'));
    expect(await days('CC', 2026, 'Hari Raya Haji')).toEqual(announced('2026-05-27'));
    expect(await days('CC', 2026, 'Hari Maulaud Nabi')).toEqual(announced('2026-08-26'));
    expect(await days('CX', 2026, FITR)).toEqual(estimated('2026-03-20'));
    expect(await days('CX', 2026, ADHA)).toEqual(estimated('2026-05-27'));
  });
});
