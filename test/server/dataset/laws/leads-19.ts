// Leads of the whole-dataset gap check (2026-11-29), settled against the law, through /v3/public-holidays/list of
// the full offline build (test/full-build.ts):
// - OM National Day before Royal Decree 56/2020: set each year by the Sultan's orders, announced by the Minister of
//   the Diwan of Royal Court (State's administrative apparatus) and the Minister of Manpower (private sector):
//   2017 on 3-4 December (Times of Oman, 19 November 2017), 2018 on 21-22 November within the joint holiday of
//   20-22 November with the Prophet's Birthday (ONA, Oman Observer, 11 November 2018), 2019 on 27-28 November
//   (ONA, Oman Observer, 17 November 2019) (amendments/OM.json).
// - MY Wesak Day on a Sunday: Holidays Act 1951 (Act 369), s. 3, gives the next day off in the States resting on
//   Sunday (Johor among them but 2014-2024; not Kedah, Kelantan, Terengganu), as the lists gave it in 2015 and
//   2019: Monday 23 May 2005, and the estimated Mondays 28 May 2029 and 24 May 2032 (amendments/MY.json).

import { describe, expect, it } from 'vitest';
import { holidayDays, listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

async function wesakInLieu(year: number): Promise<[string, boolean, string[]][]> {
  return (await listIn320(shared.server, 'MY', year))
    .filter((holiday) => holiday.name === 'Vesak Day (substitute day)')
    .map((holiday) => [holiday.date, holiday.estimated ?? false, [...(holiday.subdivisions ?? [])].sort()]);
}

const SUNDAY_REST = [
  'MY-01',
  'MY-04',
  'MY-05',
  'MY-06',
  'MY-07',
  'MY-08',
  'MY-09',
  'MY-10',
  'MY-12',
  'MY-13',
  'MY-14',
  'MY-15',
  'MY-16',
];

describe('leads-19: OM National Day 2017-2019, MY Wesak Day on a Sunday (list endpoint)', () => {
  it('OM National Day 2017: Sunday and Monday 3 and 4 December, the Diwan of Royal Court decision of 19 November 2017', async () => {
    expect(await holidayDays(shared.server, 'OM', 2017, 'National Day')).toEqual([
      ['2017-12-03', false, false],
      ['2017-12-04', false, false],
    ]);
  });

  it('OM National Day 2018: 21 and 22 November, the joint holiday of 20-22 November with the Prophet’s Birthday (decision of 11 November 2018)', async () => {
    expect(await holidayDays(shared.server, 'OM', 2018, 'National Day')).toEqual([
      ['2018-11-21', false, false],
      ['2018-11-22', false, false],
    ]);
    const mawlid = (await listIn320(shared.server, 'OM', 2018)).filter((h) => h.name === "Prophet's Birthday");
    expect(mawlid.map((h) => h.date)).toEqual(['2018-11-20']);
  });

  it('OM National Day 2019: Wednesday and Thursday 27 and 28 November, the decision of 17 November 2019', async () => {
    expect(await holidayDays(shared.server, 'OM', 2019, 'National Day')).toEqual([
      ['2019-11-27', false, false],
      ['2019-11-28', false, false],
    ]);
  });

  it('MY Wesak Day on Sunday 22 May 2005: Monday 23 May off in the States resting on Sunday (Holidays Act 1951, s. 3)', async () => {
    expect(await wesakInLieu(2005)).toEqual([['2005-05-23', false, SUNDAY_REST]]);
  });

  it('MY Wesak Day on Sunday 27 May 2029 and 23 May 2032 (estimates): the Mondays, estimated, in the States resting on Sunday', async () => {
    expect(await wesakInLieu(2029)).toEqual([['2029-05-28', true, SUNDAY_REST]]);
    expect(await wesakInLieu(2032)).toEqual([['2032-05-24', true, SUNDAY_REST]]);
  });
});
