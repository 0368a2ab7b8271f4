// Spain before 2020 (and the days of 2020-2026 the dataset lacked, and 2027's Valencian calendar), as each year's list of labour holidays gives it (the
// Dirección General de Trabajo's resolution publishing the relación de fiestas
// laborales, BOE, each autumn; Estatuto de los Trabajadores art. 37.2 and
// Real Decreto 2001/1983 art. 45 let each community pick some days and keep
// or replace the Monday after a holiday on a Sunday), asked for as a client
// asks: through /v3/public-holidays/list and /v3/public-holidays/check of a
// build of Spain with the project's amendments (amendments/ES.json, whose
// entries cite each year's resolution). Each test names the BOE resolution its
// answer rests on.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';
import { type Listed, lawReviewClient } from '../../law-review-client.js';

// The run's shared full offline build (test/full-build.ts): the project's amendments, workdays and committed feeds.
const own = serveSharedFullBuild();

const { listed, check } = lawReviewClient(own);

/** A day off: a public or regional holiday (not a religious day or an observance). */
const dayOff = (holiday: Listed) => holiday.type === 'public' || holiday.type === 'regional';

/** The subdivisions of the days off of that name on that day, together ([] nationwide), or undefined when there is none. */
const placesOf = async (date: string, name: string) => {
  const records = (await listed('ES', Number(date.slice(0, 4)))).filter(
    (holiday) => holiday.date === date && holiday.name === name && dayOff(holiday),
  );
  return records.length ? [...new Set(records.flatMap((holiday) => holiday.subdivisions))].sort() : undefined;
};

/** The names of the days off on a day in a community, as /check answers with `regions`. */
const keptIn = async (date: string, place: string) => {
  const answer = await call(
    own.server.url,
    `/v3/public-holidays/check?${qs({ country: 'ES', date, regions: place })}`,
    {
      key: own.server.testKeys.key.titan,
    },
  );
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.holidays as Listed[])
    .filter((holiday) => holiday.date === date && dayOff(holiday))
    .map((holiday) => holiday.name);
};

describe('ES 2008-2019: the Mondays after a national holiday on a Sunday, only where the year’s list keeps them', () => {
  it('2019 (BOE-A-2018-14369, Resolución de 16 de octubre de 2018): Epiphany’s Monday, 7 January, in 11 communities and cities, not nationwide', async () => {
    expect(await placesOf('2019-01-07', 'Epiphany (substitute day)')).toEqual([
      'ES-AN',
      'ES-AR',
      'ES-AS',
      'ES-CE',
      'ES-CL',
      'ES-CN',
      'ES-EX',
      'ES-MC',
      'ES-MD',
      'ES-ML',
      'ES-NC',
    ]);
    expect((await check('ES', '2019-01-07', 'public')).is_holiday).toBe(false);
    expect(await keptIn('2019-01-07', 'ES-PV')).toEqual([]);
    // Murcia's and La Rioja's 9 June, a Sunday, are kept on Monday 10 June.
    expect(await placesOf('2019-06-10', 'Day of the Region of Murcia (substitute day)')).toEqual(['ES-MC']);
    expect(await placesOf('2019-06-10', 'La Rioja Day (substitute day)')).toEqual(['ES-RI']);
  });

  it("2012 (BOE-A-2011-16116, Resolución de 6 de octubre de 2011): New Year's Monday, 2 January, only in Andalucía, Aragón, Asturias, Ceuta and Extremadura", async () => {
    expect(await placesOf('2012-01-02', "New Year's Day (substitute day)")).toEqual([
      'ES-AN',
      'ES-AR',
      'ES-AS',
      'ES-CE',
      'ES-EX',
    ]);
    expect(await keptIn('2012-01-02', 'ES-MD')).toEqual([]);
  });

  it('2010 (BOE-A-2009-18477): the Assumption’s Monday, 16 August, only in Andalucía, Aragón and Asturias', async () => {
    expect(await placesOf('2010-08-16', 'Assumption (substitute day)')).toEqual(['ES-AN', 'ES-AR', 'ES-AS']);
  });

  it('2011 (BOE-A-2010-15722, Resolución de 7 de octubre de 2010): Labour Day’s Monday, 2 May, in eight; Madrid keeps its own day', async () => {
    expect(await placesOf('2011-05-02', 'Labour Day (substitute day)')).toEqual([
      'ES-AN',
      'ES-AR',
      'ES-AS',
      'ES-CB',
      'ES-CE',
      'ES-EX',
      'ES-MC',
      'ES-VC',
    ]);
    expect(await keptIn('2011-05-02', 'ES-MD')).toEqual(['Community of Madrid Day']);
  });
});

describe('ES 2008-2019: the days each community chose that year', () => {
  it('2010 (BOE-A-2009-18477): Saint Joseph in eleven communities and Melilla, Easter Monday in five', async () => {
    expect(await placesOf('2010-03-19', 'Saint Joseph')).toEqual([
      'ES-CL',
      'ES-CM',
      'ES-EX',
      'ES-GA',
      'ES-MC',
      'ES-MD',
      'ES-ML',
      'ES-NC',
      'ES-PV',
      'ES-RI',
      'ES-VC',
    ]);
    expect(await placesOf('2010-04-05', 'Easter Monday')).toEqual(['ES-CT', 'ES-IB', 'ES-NC', 'ES-PV', 'ES-VC']);
  });

  it('2011 (BOE-A-2010-15722): Saint Joseph only in CM, GA, MC, ML and VC; Euskadi Eguna, 25 October, in the País Vasco (2011-2014 only)', async () => {
    expect(await placesOf('2011-03-19', 'Saint Joseph')).toEqual(['ES-CM', 'ES-GA', 'ES-MC', 'ES-ML', 'ES-VC']);
    expect(await keptIn('2011-10-25', 'ES-PV')).toEqual(['Basque Country Day']);
    expect(await keptIn('2015-10-26', 'ES-PV')).toEqual([]);
    expect(await placesOf('2010-10-25', 'Basque Country Day')).toBeUndefined();
  });

  it('2012 (BOE-A-2011-16116): Saint James only in Cantabria, which names 25 July instead of its 28 July', async () => {
    expect(await placesOf('2012-07-25', 'Saint James the Apostle')).toEqual(['ES-CB']);
    expect(await placesOf('2012-07-28', 'Cantabrian Institutions Day')).toBeUndefined();
  });

  it('2013 (BOE-A-2012-13644, Resolución de 30 de octubre de 2012): Madrid’s Saint Joseph on Monday 18 March, Valencia’s Lunes de Fallas', async () => {
    expect(await keptIn('2013-03-18', 'ES-MD')).toEqual(['Saint Joseph (moved)']);
    expect(await keptIn('2013-03-18', 'ES-VC')).toEqual(['Fallas Monday']);
    expect(await placesOf('2013-03-19', 'Saint Joseph')).not.toContain('ES-MD');
  });

  it('2018 (BOE-A-2017-11639, Resolución de 9 de octubre de 2017): no Maundy Thursday in Cantabria or the Comunitat Valenciana; Saint Joseph only in Murcia and Valencia', async () => {
    const thursday = await placesOf('2018-03-29', 'Maundy Thursday');
    expect(thursday).not.toContain('ES-CB');
    expect(thursday).not.toContain('ES-VC');
    expect(thursday).toContain('ES-MD');
    expect(await placesOf('2018-03-19', 'Saint Joseph')).toEqual(['ES-MC', 'ES-VC']);
  });

  it('2008-2019 (BOE-A-2007-18306 … BOE-A-2018-14369): 9 October, 9 June, 31 May, 3 December and 28 July in their communities; Valencia’s 24 June only from 2019', async () => {
    expect(await placesOf('2014-10-09', 'Valencian Community Day')).toEqual(['ES-VC']);
    expect(await placesOf('2014-06-09', 'Day of the Region of Murcia')).toEqual(['ES-MC']);
    expect(await placesOf('2014-05-31', 'Castilla–La Mancha Day')).toEqual(['ES-CM']);
    expect(await placesOf('2014-12-03', 'Saint Francis Xavier')).toEqual(['ES-NC']);
    expect(await placesOf('2014-07-28', 'Cantabrian Institutions Day')).toEqual(['ES-CB']);
    expect(await placesOf('2014-06-28', 'Cantabrian Institutions Day')).toBeUndefined();
    expect(await keptIn('2014-06-24', 'ES-VC')).toEqual([]);
    expect(await keptIn('2019-06-24', 'ES-VC')).toEqual(["Saint John's Day"]);
  });

  it('2010 (BOE-A-2009-18477): Ceuta’s and Melilla’s Eid al-Adha on Wednesday 17 November, the first in Ceuta (no Eid in 2009, BOE-A-2008-18411)', async () => {
    expect(await placesOf('2010-11-17', 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(['ES-CE', 'ES-ML']);
    expect(
      (await listed('ES', 2009)).filter((holiday) => holiday.name === 'Feast of the Sacrifice (Eid al-Adha)'),
    ).toEqual([]);
  });
});

describe('ES 2005 (Resolución de la Dirección General de Trabajo, BOE of 22 October 2004)', () => {
  it("Labour Day's Monday, 2 May, where kept (Madrid's on 3 May) and Christmas Day's Monday, 26 December, in eight", async () => {
    expect(await keptIn('2005-05-03', 'ES-MD')).toEqual(['Labour Day (substitute day)']);
    expect(await keptIn('2005-05-02', 'ES-CT')).toEqual([]);
    expect(await keptIn('2005-05-02', 'ES-VC')).toEqual(['Labour Day (substitute day)']);
    const christmas = await placesOf('2005-12-26', 'Christmas Day (substitute day)');
    expect(christmas).toEqual(
      expect.arrayContaining(['ES-AN', 'ES-AR', 'ES-AS', 'ES-CE', 'ES-CM', 'ES-EX', 'ES-IB', 'ES-ML']),
    );
    for (const place of ['ES-CB', 'ES-GA', 'ES-MD', 'ES-PV', 'ES-VC']) expect(christmas).not.toContain(place);
  });

  it('Cantabria’s Día de las Instituciones on 28 July; Whit Monday, 16 May, in Cataluña', async () => {
    expect(await keptIn('2005-07-28', 'ES-CB')).toEqual(['Cantabrian Institutions Day']);
    expect(await keptIn('2005-05-16', 'ES-CT')).toEqual(['Whit Monday']);
  });
});

describe('ES 2020-2026: days the lists give that the dataset lacked (a fault of the golden years)', () => {
  it('2025 (BOE-A-2024-21316, Resolución de 15 de octubre de 2024): Saint James in Madrid and Navarra; the Illes Balears keep 26 December, not Easter Monday', async () => {
    expect(await placesOf('2025-07-25', 'Saint James the Apostle')).toEqual(['ES-MD', 'ES-NC', 'ES-PV']);
    expect(await keptIn('2025-04-21', 'ES-IB')).toEqual([]);
    expect(await keptIn('2025-12-26', 'ES-IB')).toEqual(["St. Stephen's Day"]);
  });

  it('2022 (BOE-A-2021-17113): Whit Monday, 6 June, in Cataluña (1 May a Sunday); 24 June in Galicia', async () => {
    expect(await keptIn('2022-06-06', 'ES-CT')).toEqual(['Whit Monday']);
    expect(await placesOf('2022-06-24', "Saint John's Day")).toEqual(['ES-CT', 'ES-GA', 'ES-VC']);
  });

  it('2023 and 2024 (BOE-A-2022-16755, BOE-A-2023-22014): Extremadura’s Carnival Tuesday; Madrid’s Saint Joseph on Monday 20 March 2023', async () => {
    expect(await keptIn('2023-02-21', 'ES-EX')).toEqual(['Carnival Tuesday']);
    expect(await keptIn('2024-02-13', 'ES-EX')).toEqual(['Carnival Tuesday']);
    expect(await keptIn('2023-03-20', 'ES-MD')).toEqual(['Saint Joseph (substitute day)']);
  });
});

// 2027, as far as a 2027 list could be read offline (reviews/ES.json, 2026-11-29): the BOE's resolution for 2027 was
// not found, only the Comunitat Valenciana's own 2027 calendar (the Consell's decree, as the press reported its
// approval; amendments/ES.json quotes it).
describe('ES 2027: the Comunitat Valenciana’s calendar of 2027 (Decreto del Consell, calendario laboral 2027)', () => {
  it('24 June 2027 (San Juan) is no holiday in the Comunitat Valenciana; Cataluña keeps it', async () => {
    expect(await keptIn('2027-06-24', 'ES-VC')).toEqual([]);
    expect(await placesOf('2027-06-24', "Saint John's Day")).toEqual(['ES-CT']);
    // 2026's decree kept it (BOE-A-2025-21667).
    expect(await keptIn('2026-06-24', 'ES-VC')).toEqual(["Saint John's Day"]);
  });

  it('its other days of 2027: 19 March, Easter Monday 29 March and 9 October are kept; Maundy Thursday is not', async () => {
    expect(await keptIn('2027-03-19', 'ES-VC')).toEqual(['Saint Joseph']);
    expect(await keptIn('2027-03-29', 'ES-VC')).toEqual(['Easter Monday']);
    expect(await keptIn('2027-10-09', 'ES-VC')).toEqual(['Valencian Community Day']);
    expect(await keptIn('2027-03-25', 'ES-VC')).toEqual([]);
  });
});
