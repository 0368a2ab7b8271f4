// Hindu festival holidays outside South Asia (sources/calendars/hindu.json's MU, GY, TT, SR, FJ, MY and SG entries)
// through /v3/public-holidays/list: a dataset of those countries for 2022-2028 built with the real project folders,
// amendments/ included. Each test names the published day it checks (test/fixtures/calendars/hindu-diaspora-holidays.json).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { tempDir } from '../helpers.js';
import { listIn320, startTestServer, stopServer, type TestServer } from './helpers.js';

let server: TestServer;

/** [date, type, estimated] of the holidays of that name in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listIn320(server, country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.type, holiday.estimated]);

beforeAll(async () => {
  const dataDir = tempDir('hindu-diaspora');
  await build({
    outDir: dataDir,
    countries: ['MU', 'GY', 'TT', 'SR', 'FJ', 'MY', 'SG'],
    fromYear: 2022,
    toYear: 2028,
    keep: 2,
    workers: 1,
    at: '2026-01-01T00:00:00Z',
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
  server = await startTestServer(dataDir);
}, 240_000);

afterAll(() => stopServer(server));

describe('Malaysia and Singapore (Deepavali by the Tamil reckoning)', () => {
  it('MY: Deepavali 2023 on Sunday 12 November, with Monday 13 November off in the states that rest on Sunday (Holidays Act 1951, s. 3)', async () => {
    expect(await days('MY', 2023, 'Deepavali')).toEqual([['2023-11-12', 'public', false]]);
    const monday = (await listIn320(server, 'MY', 2023)).filter((holiday) => holiday.date === '2023-11-13');
    expect(monday.map((holiday) => [holiday.name, holiday.subdivisions])).toEqual([
      [
        'Deepavali (substitute day)',
        ['MY-04', 'MY-05', 'MY-06', 'MY-07', 'MY-08', 'MY-09', 'MY-10', 'MY-12', 'MY-14', 'MY-15', 'MY-16'],
      ],
    ]);
  });

  it("MY: Deepavali 2028 an estimate on 17 October (the rule library's 15 November is a month late)", async () => {
    const deepavali = (await listIn320(server, 'MY', 2028)).filter((holiday) => holiday.name === 'Deepavali');
    expect(deepavali.map((holiday) => [holiday.date, holiday.estimated])).toEqual([['2028-10-17', true]]);
  });

  it("MY: Thaipusam 2024 on Thursday 25 January (the federal list; the Pushya rule's 26th moved by amendments/MY.json), 2027 the rule's estimate where the library's list has stopped", async () => {
    expect((await days('MY', 2024, 'Thaipusam')).map(([date, , estimated]) => [date, estimated])).toEqual([
      ['2024-01-25', false],
    ]);
    expect((await days('MY', 2027, 'Thaipusam')).map(([date, , estimated]) => [date, estimated])).toEqual([
      ['2027-01-23', true],
    ]);
  });

  it('SG: Deepavali 2022 on 24 October; 2023 on Sunday 12 November with Monday 13 November off (Holidays Act 1998, s. 4(2))', async () => {
    expect(await days('SG', 2022, 'Deepavali')).toEqual([['2022-10-24', 'public', false]]);
    expect(await days('SG', 2023, 'Deepavali')).toEqual([['2023-11-12', 'public', false]]);
    expect(await days('SG', 2023, 'Deepavali (substitute day)')).toEqual([['2023-11-13', 'public', false]]);
  });
});

describe('Mauritius (the notices of 2021-2025)', () => {
  it("Maha Shivaratree 2024 on Friday 8 March, Ougadi on Tuesday 9 April, Divali on Thursday 31 October (not the library's 1 November)", async () => {
    expect(await days('MU', 2024, 'Maha Shivaratree')).toEqual([['2024-03-08', 'public', false]]);
    expect(await days('MU', 2024, 'Ugadi')).toEqual([['2024-04-09', 'public', false]]);
    expect(await days('MU', 2024, 'Divali')).toEqual([['2024-10-31', 'public', false]]);
  });

  it("Ganesh Chaturthi 2023 on Wednesday 20 September, the day after India's (the library gave the 18th)", async () => {
    expect(await days('MU', 2023, 'Ganesh Chaturthi')).toEqual([['2023-09-20', 'public', false]]);
  });

  it('Thaipoosam Cavadee 2023 on Saturday 4 February and 2024 on Thursday 25 January (amendments/MU.json)', async () => {
    expect(await days('MU', 2023, 'Thaipoosam Cavadee')).toEqual([['2023-02-04', 'public', false]]);
    expect(await days('MU', 2024, 'Thaipoosam Cavadee')).toEqual([['2024-01-25', 'public', false]]);
  });
});

describe("The Caribbean (Holi by the local evening, Diwali by India's) and Fiji", () => {
  it('TT: Divali 2024 on Thursday 31 October; 2027 an estimate on 29 October', async () => {
    expect(await days('TT', 2024, 'Deepavali')).toEqual([['2024-10-31', 'public', false]]);
    expect(await days('TT', 2027, 'Deepavali')).toEqual([['2027-10-29', 'public', true]]);
  });

  it("GY: Phagwah 2025 on Friday 14 March and Deepavali on Monday 20 October, added where the library's list stops", async () => {
    expect(await days('GY', 2025, 'Phagwah')).toEqual([['2025-03-14', 'public', false]]);
    expect(await days('GY', 2025, 'Deepavali')).toEqual([['2025-10-20', 'public', false]]);
  });

  it('SR: Holi Phagwa 2025 on 14 March, Divali on 20 October', async () => {
    expect(await days('SR', 2025, 'Holi Phagwa')).toEqual([['2025-03-14', 'public', false]]);
    expect(await days('SR', 2025, 'Deepavali')).toEqual([['2025-10-20', 'public', false]]);
  });

  it("FJ: Diwali 2022 on Tuesday 25 October and 2024 on Friday 1 November (Suva's evening, a day after India's); 2026 an estimate, Sunday 8 November with Monday 9 off", async () => {
    expect(await days('FJ', 2022, 'Diwali')).toEqual([['2022-10-25', 'public', false]]);
    expect(await days('FJ', 2024, 'Diwali')).toEqual([['2024-11-01', 'public', false]]);
    expect(await days('FJ', 2026, 'Diwali')).toEqual([['2026-11-08', 'public', true]]);
    expect((await days('FJ', 2026, 'Diwali (substitute day)')).map(([date]) => date)).toEqual(['2026-11-09']);
  });
});
