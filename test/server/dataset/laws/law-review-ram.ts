// Latin American countries reviewed against their laws (issue 26 item 2, second wave: the records are
// reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test
// names the law its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe('Chile: the laws of 2000-2017 that gave or took a day (Leyes 19.668, 20.148, 19.588, 19.793, 17.374, 19.973, 20.450)', () => {
  it('Corpus Christi is kept on the Monday of its week 2000-2006 (Ley 19.668) and is no holiday from 2007 (Ley 20.148)', async () => {
    expect(await onDay('CL', '2000-06-19')).toEqual([['Corpus Christi', 'public']]);
    expect(await onDay('CL', '2006-06-12')).toEqual([['Corpus Christi', 'public']]);
    expect(await dayOff('CL', '2006-06-15')).toBe(false); // the Thursday itself
    expect(await dayOff('CL', '2007-06-04')).toBe(false); // the Monday of 2007's Corpus Christi week
    expect(await dayOff('CL', '2007-07-16')).toBe(true); // Virgen del Carmen in its place
  });

  it('the Day of National Unity is the first Monday of September 2000-2001 (Ley 19.588), none from 2002 (Ley 19.793)', async () => {
    expect(await onDay('CL', '2000-09-04')).toEqual([['Day of National Unity', 'public']]);
    expect(await onDay('CL', '2001-09-03')).toEqual([['Day of National Unity', 'public']]);
    expect(await dayOff('CL', '2002-09-02')).toBe(false);
  });

  it('census days (Ley 17.374) 24 April 2002 and 19 April 2017; 17 September 2004 (Ley 19.973), 17 and 20 September 2010 (Ley 20.450)', async () => {
    for (const date of ['2002-04-24', '2017-04-19', '2004-09-17', '2010-09-17', '2010-09-20'])
      expect(await dayOff('CL', date), date).toBe(true);
    expect(await dayOff('CL', '2005-09-16')).toBe(false);
  });
});

describe('Peru: Decreto Legislativo 713, art. 6, as amended by Leyes 31381, 31530, 31788 and Ley 31822', () => {
  it('Easter Sunday is no holiday of art. 6 (typed religious); Maundy Thursday and Good Friday are', async () => {
    expect(await onDay('PE', '2024-03-31')).toEqual([['Easter Sunday', 'religious']]);
    expect(await onDay('PE', '2024-03-28')).toEqual([['Maundy Thursday', 'public']]);
    expect(await onDay('PE', '2024-03-29')).toEqual([['Good Friday', 'public']]);
  });

  it('the days added from 2022 (Junín, Ayacucho), 2023 (Air Force Day) and 2024 (Arica and Flag Day) only', async () => {
    expect(await dayOff('PE', '2021-08-06')).toBe(false);
    expect(await dayOff('PE', '2022-08-06')).toBe(true);
    expect(await dayOff('PE', '2021-12-09')).toBe(false);
    expect(await dayOff('PE', '2022-12-09')).toBe(true);
    expect(await dayOff('PE', '2022-07-23')).toBe(false);
    expect(await dayOff('PE', '2023-07-23')).toBe(true);
    expect(await dayOff('PE', '2023-06-07')).toBe(false);
    expect(await dayOff('PE', '2024-06-07')).toBe(true);
  });
});

describe('Colombia: Ley 51 de 1983 (Ley Emiliani), art. 1', () => {
  it('Easter Sunday is no holiday of the law (typed religious); St Joseph (19 March) is kept on the next Monday', async () => {
    expect(await onDay('CO', '2024-03-31')).toEqual([['Easter Sunday', 'religious']]);
    expect(await dayOff('CO', '2024-03-19')).toBe(false);
    expect(await onDay('CO', '2024-03-25')).toEqual([['Saint Joseph', 'public']]);
  });
});

describe('Ecuador: Código del Trabajo, Art. 65, as amended in December 2016 (Registro Oficial Suplemento 906)', () => {
  it('Good Friday is a holiday; Maundy Thursday is not, before the 2016 reform or after', async () => {
    expect(await onDay('EC', '2024-03-29')).toEqual([['Good Friday', 'public']]);
    expect(await onDay('EC', '2024-03-28')).toEqual([]);
    expect(await dayOff('EC', '2024-03-28')).toBe(false);
    expect(await dayOff('EC', '2010-04-01')).toBe(false);
  });

  it('a holiday on a Thursday is rested on the Friday (from 2017): 9 October 2019 on Friday 11 October', async () => {
    expect(await dayOff('EC', '2019-10-11')).toBe(true);
  });
});

describe('Bolivia: Decretos Supremos 0173 (2009), 0405 (2010) and 5521 (2026)', () => {
  it('22 January is a holiday from 2010 only (DS 0405) and 21 June from 2009 only (DS 0173)', async () => {
    expect(await dayOff('BO', '2009-01-22')).toBe(false);
    expect(await dayOff('BO', '2010-01-22')).toBe(true);
    expect(await dayOff('BO', '2008-06-21')).toBe(false);
    expect(await dayOff('BO', '2009-06-21')).toBe(true);
  });

  it('21 June 2015, a Sunday, is not moved to the Monday (DS 0173: immovable)', async () => {
    expect(await dayOff('BO', '2015-06-22')).toBe(false);
  });

  it('2026 (DS 5521): 22 January moved to Friday 23 January, Fridays 5 June and 7 August added', async () => {
    expect(await dayOff('BO', '2026-01-22')).toBe(false);
    expect(await onDay('BO', '2026-01-23')).toEqual([['Plurinational State Foundation Day', 'public']]);
    expect(await onDay('BO', '2026-06-05')).toEqual([['National holiday', 'public']]);
    expect(await onDay('BO', '2026-08-07')).toEqual([['National holiday', 'public']]);
  });
});

describe('Paraguay: holidays moved to a Monday by decree (Ley 1.723/2001)', () => {
  it('2015 (Decreto 2755): the Battle of Boquerón on Monday 28 September, not Tuesday 29', async () => {
    expect(await dayOff('PY', '2015-09-28')).toBe(true);
    expect(await dayOff('PY', '2015-09-29')).toBe(false);
  });

  it('2017 (Decreto 6382): the Foundation of Asunción kept on Tuesday 15 August, its move to 14 August withdrawn', async () => {
    expect(await dayOff('PY', '2017-08-14')).toBe(false);
    expect(await dayOff('PY', '2017-08-15')).toBe(true);
  });
});

describe('Dominican Republic: Ley 139-97, holidays on a Tuesday to Friday moved to a Monday', () => {
  it('Constitution Day: Wednesday 6 November 2024 on Monday 4 November; Sunday 6 November 2022 and Saturday 2021 on their day', async () => {
    expect(await dayOff('DO', '2024-11-04')).toBe(true);
    expect(await dayOff('DO', '2024-11-11')).toBe(false);
    expect(await dayOff('DO', '2022-11-07')).toBe(false);
    expect(await dayOff('DO', '2021-11-08')).toBe(false);
  });

  it('Constitution Day on a Friday (2020) is kept on the Monday after, 9 November (the record keeps 6 November as its date)', async () => {
    expect(await dayOff('DO', '2020-11-09')).toBe(true);
  });
});

describe('Guatemala: Decreto 42-2010 art. 2 as reformed by Decreto 19-2018, and the Constitutional Court (exp. 5536-2018)', () => {
  it('Army Day (30 June) is enjoyed on a Monday from 2019: Friday 2023 on 3 July, Wednesday 2021 on 28 June', async () => {
    expect(await dayOff('GT', '2023-07-03')).toBe(true);
    expect(await dayOff('GT', '2021-06-28')).toBe(true);
    expect(await dayOff('GT', '2021-07-02')).toBe(false);
  });

  it('1 May and 20 October moved in 2019 only (29 April, 21 October); on their day from 2020 (the Court struck them out)', async () => {
    expect(await dayOff('GT', '2019-04-29')).toBe(true);
    expect(await dayOff('GT', '2019-10-21')).toBe(true);
    expect(await dayOff('GT', '2024-05-01')).toBe(true);
    expect(await dayOff('GT', '2023-10-20')).toBe(true);
    expect(await dayOff('GT', '2023-10-23')).toBe(false);
  });
});

describe('Nicaragua: Código del Trabajo (Ley 185), art. 66, as reformed by Ley 1118 (2022)', () => {
  it("Mother's Day (30 May) is a national holiday from 2022 only", async () => {
    expect(await onDay('NI', '2022-05-30')).toEqual([["Mother's Day", 'public']]);
    expect(await onDay('NI', '2021-05-30')).toEqual([["Mother's Day", 'observance']]);
  });

  it('1 June and 12 October are no holidays of art. 66 (observances)', async () => {
    expect(await dayOff('NI', '2024-06-03')).toBe(false);
    expect(await onDay('NI', '2024-06-01')).toEqual([["Children's Day", 'observance']]);
    expect(await onDay('NI', '2024-10-12')).toEqual([['Indigenous Resistance Day', 'observance']]);
  });
});

describe('Nicaragua: Ley 1272 (voted 18 January 2026), four more national holidays', () => {
  it('2 February, 21 February and 8 November from 2026, 18 January from 2027; none of them in 2025', async () => {
    for (const date of ['2026-02-02', '2026-02-21', '2026-11-08', '2027-01-18', '2035-11-08'])
      expect(await dayOff('NI', date), date).toBe(true);
    for (const date of ['2025-02-21', '2024-11-08', '2024-02-02']) expect(await dayOff('NI', date), date).toBe(false);
    expect(await onDay('NI', '2026-01-18')).toEqual([['Birthday of Rubén Darío', 'observance']]);
  });
});

describe('Cuba: Decreto-Ley 254 (2007) and Ley 116, Código de Trabajo (2013)', () => {
  it('31 December is a holiday from 2007 (Decreto-Ley 254), not in 2006', async () => {
    expect(await onDay('CU', '2007-12-31')).toEqual([["New Year's Eve", 'public']]);
    expect(await onDay('CU', '2024-12-31')).toEqual([["New Year's Eve", 'public']]);
    expect(await dayOff('CU', '2006-12-29')).toBe(false);
    expect(await onDay('CU', '2006-12-31')).toEqual([]);
  });

  it('Good Friday is a day off from 2012 (exceptionally in 2012 and 2013, by Ley 116 art. 100 from 2014), not before', async () => {
    expect(await dayOff('CU', '2011-04-22')).toBe(false);
    expect(await dayOff('CU', '2012-04-06')).toBe(true);
    expect(await dayOff('CU', '2024-03-29')).toBe(true);
  });
});
