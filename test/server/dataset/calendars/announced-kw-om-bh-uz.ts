// Kuwait's, Oman's, Bahrain's and Uzbekistan's Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (Uzbekistan's Ramazon and Qurbon hayit of 2015, 2016, 2017 and 2019, which the Muslim Board put a day after it) or
// confirms it; a day off the government moved to another weekday is an amendment (amendments/KW.json); a future
// year keeps the estimate. Each test names the announcement it rests on.

import { describe, expect, it } from 'vitest';
import { amendedDays, announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('UZ: the Muslim Board of Uzbekistan and the President’s resolutions (list endpoint, 3.2.0)', () => {
  it('Ramazon hayit 2015 on Saturday 18 July (resolution of 14 July 2015), not the library’s Friday 17th', async () => {
    expect(await days('UZ', 2015, 'Eid al-Fitr')).toEqual(announced('2015-07-18'));
  });

  it('Qurbon hayit 2016 on Monday 12 September (resolution of 9 September 2016): no Sunday, so no substitute day', async () => {
    expect(await days('UZ', 2016, 'Eid al-Adha')).toEqual(announced('2016-09-12'));
    expect(await days('UZ', 2016, 'Eid al-Adha (substitute day)')).toEqual([]);
  });

  it('Ramazon hayit 2019 on Wednesday 5 June (the Muslim Board’s decision), a day after the library', async () => {
    expect(await days('UZ', 2019, 'Eid al-Fitr')).toEqual(announced('2019-06-05'));
  });

  it('Qurbon hayit 2024 on Sunday 16 June, its day off on Monday 17 June (resolution of June 2024), confirmed', async () => {
    expect(await days('UZ', 2024, 'Eid al-Adha')).toEqual(announced('2024-06-16'));
    expect(await days('UZ', 2024, 'Eid al-Adha (substitute day)')).toEqual(announced('2024-06-17'));
  });

  it('Ramazon hayit 2026 on 20 March (PQ-106 of 17 March 2026); 2030 still an estimate', async () => {
    expect(await days('UZ', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20'));
    expect(await days('UZ', 2030, 'Eid al-Fitr')).toEqual(estimated('2030-02-04'));
  });
});

describe('KW: the Civil Service Commission and the Council of Ministers (list endpoint, 3.2.0)', () => {
  it('Arafat Day 2017 on Thursday 31 August and the Eid from 1 September (Commission circular, KUNA, 22 August 2017)', async () => {
    expect(await days('KW', 2017, 'Arafat Day')).toEqual(announced('2017-08-31'));
    expect(await days('KW', 2017, 'Eid al-Adha')).toEqual(announced('2017-09-01', '2017-09-02', '2017-09-03'));
  });

  it('Isra and Mi’raj 2024 on Thursday 8 February (Commission statement, January 2024); 2030 an estimate', async () => {
    expect(await days('KW', 2024, "Isra and Mi'raj")).toEqual(announced('2024-02-08'));
    expect(await days('KW', 2030, "Isra and Mi'raj")).toEqual(estimated('2030-11-23'));
  });

  it('the Prophet’s birthday of 2015 on the Commission’s Thursday 24 December, an amendment (the library: the 23rd)', async () => {
    expect(await amendedDays(shared.server, 'KW', 2015, "Prophet's Birthday")).toEqual([
      ['2015-01-03', true],
      ['2015-12-24', false],
    ]);
  });
});

describe('OM and BH (list endpoint, 3.2.0)', () => {
  it('OM: the Royal Directives of July 2020 put 9 Dhu al-Hijjah on Thursday 30 July: Arafat Day and the Eid confirmed', async () => {
    expect(await days('OM', 2020, 'Arafat Day')).toEqual(announced('2020-07-30'));
    expect(await days('OM', 2020, 'Eid al-Adha')).toEqual(announced('2020-07-31', '2020-08-01', '2020-08-02'));
  });

  it('BH: the Mawlid of 2020 (29 October) and Ashura 2024 (16 July) on the circulars’ days; Ashura 2030 an estimate', async () => {
    expect(await days('BH', 2020, 'Birthday of Muhammad (Mawlid)')).toEqual(announced('2020-10-29'));
    expect(await days('BH', 2024, 'Day of Ashura')).toEqual(announced('2024-07-16'));
    expect(await days('BH', 2030, 'Day of Ashura')).toEqual(estimated('2030-05-12'));
  });
});
