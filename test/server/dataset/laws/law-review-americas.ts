// Argentina, Barbados, the Cayman Islands, Chile, El Salvador, Mexico,
// Paraguay and Israel reviewed against their laws (issue 26), asked for as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/golden.ts, buildFullOffline: the
// project's amendments/ folder). Each test names the law or list its answer
// rests on; the entries in amendments/<CC>.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, daysOff, onDay } = lawReviewClient(shared);

/** The type of the nationwide record of that name on that day, or undefined when there is none. */
const typeOf = async (country: string, date: string, name: string) =>
  (await listed(country, Number(date.slice(0, 4)))).find(
    (holiday) => holiday.date === date && holiday.name === name && holiday.subdivisions.length === 0,
  )?.type;

describe('Argentina: Ley 27.399 and the yearly decrees', () => {
  it('Güemes 2022 was rested on Friday 17 June: the Monday after is Belgrano’s immovable 20 June (calendar of Decreto 789/2021)', async () => {
    const guemes = 'Anniversary of the Passing to Immortality of General Martín Miguel de Güemes';
    expect(await daysOff('AR', '2022-06-17')).toContain(guemes);
    expect((await listed('AR', 2022)).find((holiday) => holiday.date === '2022-06-17')?.observed).toBe('2022-06-17');
    expect(await daysOff('AR', '2022-06-20')).not.toContain(`${guemes} (substitute day)`);
  });

  it('Diversity Day 2025 was moved from Sunday 12 October to Friday 10 October (Resolución JGM 139/2025)', async () => {
    expect(await daysOff('AR', '2025-10-10')).toEqual(['Day of Respect for Cultural Diversity']);
    expect((await check('AR', '2025-10-12', 'public')).is_holiday).toBe(false);
  });

  it('the tourism days of 2026 are non-working days, typed bank like 2025’s (Resolución JGM 164/2025, Ley 27.399 art. 7)', async () => {
    expect(await typeOf('AR', '2026-03-23', 'Tourism Purposes Non-Working Day')).toBe('bank');
    expect(await typeOf('AR', '2026-12-07', 'Tourism Purposes Non-Working Day')).toBe('bank');
  });
});

describe('Mexico: Constitution art. 83 (reform of 10 February 2014) and Ley Federal del Trabajo art. 74', () => {
  it('the transmission of the Federal Executive Power is on 1 October from 2024, not 1 December', async () => {
    expect(await daysOff('MX', '2024-10-01')).toEqual(['Change of Federal Government']);
    expect(await onDay('MX', '2024-12-01')).toEqual([]);
    expect(await daysOff('MX', '2030-10-01')).toEqual(['Change of Federal Government']);
  });
});

describe('El Salvador: Código de Trabajo art. 190 (Decretos Legislativos 208/2012 and 399/2016)', () => {
  it('1 January, 10 May (from 2016) and 17 June (from 2013) are paid rest days', async () => {
    expect(await typeOf('SV', '2024-01-01', "New Year's Day")).toBe('public');
    expect(await typeOf('SV', '2024-05-10', "Mother's Day")).toBe('public');
    expect(await typeOf('SV', '2024-06-17', "Father's Day")).toBe('public');
    expect(await typeOf('SV', '2015-05-10', "Mother's Day")).toBe('observance');
    expect(await typeOf('SV', '2012-06-17', "Father's Day")).toBe('observance');
  });
});

describe('Chile: Ley 2.977 art. 1', () => {
  it('Holy Saturday is a holiday; Easter Sunday is none', async () => {
    expect(await daysOff('CL', '2024-03-30')).toEqual(['Holy Saturday']);
    expect(await typeOf('CL', '2024-03-31', 'Easter Sunday')).toBe('religious');
  });
});

describe('Barbados: Public Holidays Act, Cap. 352, First Schedule, and the one-off days', () => {
  it('a Sunday holiday is kept on the next day that is no holiday; 1 August on Kadooment Day on the Tuesday', async () => {
    expect(await daysOff('BB', '2024-01-22')).toEqual(['Errol Barrow Day (substitute day)']);
    expect(await daysOff('BB', '2024-04-29')).toEqual(['National Heroes Day (substitute day)']);
    expect(await daysOff('BB', '2022-12-27')).toEqual(['Christmas Day (substitute day)']);
    expect(await daysOff('BB', '2022-12-28')).toEqual([]);
    expect(await daysOff('BB', '2022-08-02')).toEqual(['Emancipation Day (substitute day)']);
  });

  it('Whit Sunday is no public holiday; 4-5 January 2021 and the CARICOM day of 31 July 2023 were', async () => {
    expect(await typeOf('BB', '2024-05-19', 'Pentecost')).toBe('observance');
    expect(await daysOff('BB', '2021-01-04')).toEqual(['Special Public Holiday']);
    expect(await daysOff('BB', '2023-07-31')).toEqual(['50th Anniversary of CARICOM Holiday']);
  });
});

describe('Cayman Islands: Public Holidays Act (2007 Revision) and the Public Holidays Orders', () => {
  it('Constitution Day is the first Monday in July, Remembrance Day the Monday after Remembrance Sunday', async () => {
    expect(await daysOff('KY', '2025-07-07')).toEqual(['Constitution Day']);
    expect(await onDay('KY', '2025-07-02')).toEqual([]);
    expect(await daysOff('KY', '2024-07-01')).toEqual(['Constitution Day']);
    expect(await daysOff('KY', '2021-11-15')).toEqual(['Remembrance Day']);
    expect(await daysOff('KY', '2025-11-10')).toEqual(['Remembrance Day']);
  });

  it("Emancipation Day from 2024 (Order SL 4 of 2024), the 2025 election (SL 15 of 2025), the King's Birthday after the third Saturday of June", async () => {
    expect(await daysOff('KY', '2025-05-05')).toEqual(['Emancipation Day']);
    expect(await onDay('KY', '2023-05-01')).toEqual([]);
    expect(await daysOff('KY', '2025-04-30')).toEqual(['General Election Day']);
    expect(await daysOff('KY', '2025-06-23')).toEqual(["King's Birthday"]);
    expect(await onDay('KY', '2025-06-16')).toEqual([]);
    expect(await daysOff('KY', '2022-06-06')).toEqual(["Queen's Birthday"]);
  });

  it('a weekend Christmas and Boxing Day are kept on the Monday and Tuesday (the 2021 list)', async () => {
    expect(await daysOff('KY', '2021-12-27')).toEqual(['Christmas Day (substitute day)']);
    expect(await daysOff('KY', '2021-12-28')).toEqual(['Boxing Day (substitute day)']);
  });
});

describe('Paraguay: Ley 1.723/2001 and the yearly decrees, Ley 7.544/2025', () => {
  it("the decrees' Mondays: Boquerón 2021 (Decreto 5.958), the Chaco Armistice and Boquerón 2024 (Decreto 390/2023), Heroes' Day and the Chaco Armistice 2025", async () => {
    expect(await daysOff('PY', '2021-09-27')).toEqual(['Boqueron Battle Victory Day']);
    expect(await daysOff('PY', '2024-06-10')).toEqual(['Chaco Armistice']);
    expect(await daysOff('PY', '2024-09-30')).toEqual(['Boqueron Battle Victory Day']);
    expect(await daysOff('PY', '2025-03-03')).toEqual(["Heroes' Day"]);
    expect(await daysOff('PY', '2025-06-16')).toEqual(['Chaco Armistice']);
    expect(await daysOff('PY', '2025-06-12')).toEqual([]);
  });

  it('the Chaco Armistice of 2020 stayed on Friday 12 June (Decreto 3668/2020 revoked its move to 15 June)', async () => {
    expect(await daysOff('PY', '2020-06-12')).toEqual(['Chaco Armistice']);
    expect(await daysOff('PY', '2020-06-15')).toEqual([]);
  });

  it('20 June, the oath of the Constitution, is a national holiday from 2026 (Ley 7.544/2025)', async () => {
    expect(await daysOff('PY', '2027-06-21')).toEqual([]);
    expect(await typeOf('PY', '2027-06-20', 'Constitution Oath Day')).toBe('public');
    expect(await typeOf('PY', '2025-06-20', 'Constitution Oath Day')).toBeUndefined();
  });
});

describe('Israel: the Sigd Law 5768-2008 and the David Ben-Gurion Law 5736-1976', () => {
  it('Sigd on a Sabbath moves to the Thursday before; Ben-Gurion Day on a Friday to the Sunday after', async () => {
    expect(await typeOf('IL', '2024-11-28', 'Sigd')).toBeDefined();
    expect(await typeOf('IL', '2024-11-30', 'Sigd')).toBeUndefined();
    expect(await typeOf('IL', '2028-11-26', 'Ben-Gurion Day')).toBeDefined();
    expect(await typeOf('IL', '2028-11-24', 'Ben-Gurion Day')).toBeUndefined();
  });
});

describe('Indonesia: the three ministers’ joint decree on the 2025 holidays', () => {
  it('the Prophet’s Birthday 2025 is Friday 5 September, announced, and not moved a second time (SKB 1017/2024, 2/2024, 2/2024)', async () => {
    const mawlid = (await listed('ID', 2025)).filter((holiday) => holiday.name === 'Birthday of Muhammad (Mawlid)');
    expect(mawlid.map((holiday) => [holiday.date, (holiday as { estimated?: boolean }).estimated])).toEqual([
      ['2025-09-05', false],
    ]);
  });
});

/** [type, subdivisions] of each record of that name on that day, nationwide or not. */
const records = async (country: string, date: string, name: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date && holiday.name === name)
    .map((holiday) => [holiday.type, holiday.subdivisions]);

describe('the whole range served, 2000-2035: each law from the year it began (issue 26 item 3)', () => {
  it('US: Inauguration Day is a District of Columbia holiday on 20 January of 2005, 2009 and 2017 too (5 U.S.C. § 6103(c))', async () => {
    for (const date of ['2005-01-20', '2009-01-20', '2017-01-20'])
      expect(await records('US', date, 'Inauguration Day'), date).toEqual([['regional', ['US-DC']]]);
  });

  it('CA: British Columbia’s Family Day from 2013, Nova Scotia’s Heritage Day from 2015 (Employment Standards Act as amended in 2012; Labour Standards Code)', async () => {
    expect(await records('CA', '2012-02-13', 'Family Day')).toEqual([]);
    expect(await records('CA', '2013-02-11', 'Family Day')).toEqual([['regional', ['CA-BC']]]);
    expect(await records('CA', '2014-02-17', 'Heritage Day')).toEqual([]);
    expect(await records('CA', '2015-02-16', 'Heritage Day')).toEqual([['regional', ['CA-NS']]]);
  });

  it('CA: the Northwest Territories’ National Aboriginal Day from 2002 (National Aboriginal Day Act, passed in the autumn of 2001)', async () => {
    expect(await records('CA', '2001-06-21', 'National Indigenous Peoples Day')).toEqual([]);
    expect(await records('CA', '2002-06-21', 'National Indigenous Peoples Day')).toEqual([['regional', ['CA-NT']]]);
  });

  it('CA: Easter Monday (NT, ON, YT) and Boxing Day (NT) were no general holidays before 2008 either (Labour Standards Act, R.S.N.W.T. 1988; Employment Standards Act, R.S.O. 1990)', async () => {
    expect(await records('CA', '2005-03-28', 'Easter Monday')).toContainEqual([
      'observance',
      ['CA-NT', 'CA-ON', 'CA-YT'],
    ]);
    expect(await records('CA', '2005-12-26', 'Boxing Day')).toContainEqual(['observance', ['CA-NT']]);
  });

  it('CL: Virgen del Carmen from 2007 (Ley 20.148), the Evangelical Churches’ day from 2008 (Ley 20.299)', async () => {
    expect(await typeOf('CL', '2006-07-16', 'Our Lady of Mount Carmel')).toBeUndefined();
    expect(await typeOf('CL', '2007-07-16', 'Our Lady of Mount Carmel')).toBe('public');
    expect(await typeOf('CL', '2007-10-31', 'Reformation Day')).toBeUndefined();
    expect(await daysOff('CL', '2007-11-02')).toEqual([]);
    expect(await typeOf('CL', '2008-10-31', 'Reformation Day')).toBe('public');
  });

  it('CL: Monday 17 September 2007 and 2012 were holidays, Friday 20 September 2002 was not (Ley 20.215)', async () => {
    expect(await daysOff('CL', '2007-09-17')).toEqual(['National holiday']);
    expect(await daysOff('CL', '2012-09-17')).toEqual(['National holiday']);
    expect(await daysOff('CL', '2002-09-20')).toEqual([]);
  });

  it('PA: no inauguration on 1 July 2004: the President took office on 1 September (Constitution of 1972 before Acto Legislativo 1 de 2004)', async () => {
    expect(await daysOff('PA', '2004-07-01')).toEqual([]);
  });
});
