// India's compulsory central-government holidays of 2000-2008 (issue 25 item 3), asked for as a client asks:
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). The Department of
// Personnel and Training's yearly Office Memoranda ("Holidays to be observed in Central Government Offices during
// the year …", para 2) were found from the list for 2009 (F.No.12/11/2008-JCA of 11 June 2008) on; the lists of
// 2000-2008 were searched again (newspaper reports of the list, single holidays moved, lists that reproduce the
// central one, DoPT's own archives, the code corpus: reviews/IN.json `open`, india30) and not found. So the
// Islamic days of those years stay the crescent's estimates and the Hindu, Jain, Buddhist and Sikh ones the Hindu
// engine's estimates, while 2009 is the first year the lists announce.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, holidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = (year: number, name: string) => holidayDays(shared.server, 'IN', year, name, 'nationwide');

const MUHARRAM = 'Muharram (Ashura)';

describe('IN india30: the central lists of 2000-2008 not found, so those years stay estimates (list endpoint, 3.2.0)', () => {
  it('2009, the first list on file (OM F.No.12/11/2008-JCA of 11 June 2008): both Muharrams announced', async () => {
    expect(await days(2009, MUHARRAM)).toEqual(announced('2009-01-08', '2009-12-28'));
  });

  it("2005-2008: the Islamic compulsory days are the crescent's estimates", async () => {
    expect(await days(2005, FITR)).toEqual(estimated('2005-11-04'));
    expect(await days(2006, MUHARRAM)).toEqual(estimated('2006-02-09'));
    expect(await days(2007, ADHA)).toEqual(estimated('2007-01-01', '2007-12-21'));
    expect(await days(2008, MAWLID)).toEqual(estimated('2008-03-21'));
  });

  it('2000-2004: the same, Milad-un-Nabi of 2003 and 2004 included (the crosscheck lines left open)', async () => {
    expect(await days(2000, FITR)).toEqual(estimated('2000-01-09', '2000-12-28'));
    expect(await days(2003, MAWLID)).toEqual(estimated('2003-05-15'));
    expect(await days(2004, MAWLID)).toEqual(estimated('2004-05-03'));
  });

  it("the Hindu engine's compulsory days: estimates before 2009 (Diwali 2007), the lists' days from 2009 (Diwali 2009)", async () => {
    expect(await days(2007, 'Diwali')).toEqual(estimated('2007-11-09'));
    expect(await days(2005, "Guru Nanak's Birthday")).toEqual(estimated('2005-11-15'));
    expect(await days(2009, 'Diwali')).toEqual([['2009-10-17', false, false]]);
  });
});
