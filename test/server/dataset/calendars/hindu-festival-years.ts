// Phagwah, Divali and Diwali in the years the rule library's lists leave out (issue 25: festivals missing once a table
// ends), asked for as a client asks: through /v3/public-holidays/list (3.2.0) of the full offline build. Guyana's
// Public Holidays Act (Cap. 18:01) has kept both since its amendments of 1967 and 1969; Suriname's Besluit Vrije
// Dagen 1971 Holi Phagwa every year, and Divali from 2012 (S.B. 2012 no. 21); Trinidad and Tobago's Public Holidays
// and Festivals Act (Chap. 19:05) Divali every year. The library lists them for 2015-2030 (Suriname's Divali from
// 2014, Trinidad's from 2012); the Hindu engine (sources/calendars/hindu.json) adds the other years as estimates.
// Fiji: the Public Holidays Act's Schedule as the March 2010 gazette left it keeps Diwali; the library lists it
// from 2014, the engine adds 2010-2013 (a Sunday's kept on the Monday, the Act's section 2(1)).

import { describe, expect, it } from 'vitest';
import { holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated] of each nationwide row of the holiday in the year. */
const days = async (country: string, year: number, name: string) =>
  (await holidayDays(shared.server, country, year, name, 'nationwide')).map(([date, estimated]) => [date, estimated]);

describe('Guyana, Suriname, Trinidad and Tobago, Fiji: Phagwah and Divali in every year their laws keep them', () => {
  it('GY 2010: Phagwah (the Holi rule at Georgetown) and Deepavali (India’s day, 5 November), estimates', async () => {
    expect((await days('GY', 2010, 'Phagwah')).map(([, estimated]) => estimated)).toEqual([true]);
    expect(await days('GY', 2010, 'Deepavali')).toEqual([['2010-11-05', true]]);
  });

  it('SR: Divali from 2012 (S.B. 2012 no. 21), none in 2011; Holi Phagwa in 2005 and both in 2033, estimates', async () => {
    expect(await days('SR', 2011, 'Deepavali')).toEqual([]);
    expect(await days('SR', 2012, 'Deepavali')).toEqual([['2012-11-13', true]]);
    expect(await days('SR', 2005, 'Holi Phagwa')).toEqual([['2005-03-26', true]]);
    expect((await days('SR', 2033, 'Holi Phagwa')).map(([, estimated]) => estimated)).toEqual([true]);
    expect((await days('SR', 2033, 'Deepavali')).map(([, estimated]) => estimated)).toEqual([true]);
  });

  it('TT: Divali in 2005 and 2032, estimates', async () => {
    expect(await days('TT', 2005, 'Deepavali')).toEqual([['2005-11-01', true]]);
    expect((await days('TT', 2032, 'Deepavali')).map(([, estimated]) => estimated)).toEqual([true]);
  });

  it('FJ: Diwali in 2010-2013 (the March 2010 gazette), 2013’s Sunday kept on the Monday; none in 2009 (Schedule not read)', async () => {
    expect(await days('FJ', 2009, 'Diwali')).toEqual([]);
    expect(await days('FJ', 2012, 'Diwali')).toEqual([['2012-11-13', true]]);
    expect(await days('FJ', 2013, 'Diwali (substitute day)')).toEqual([['2013-11-04', true]]);
  });
});
