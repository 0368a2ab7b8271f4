// Every ISO 3166-2 code of a country is a valid `regions` code: one the rule
// library does not list gets the holidays of the subdivisions above it, and
// those every subdivision below it keeps; a replaced code answers as its
// current one (a 3.2.0 answer names it in `regions`); an unknown code is still
// a 400 naming the nearest codes. The countries the project defines itself
// (countries/) take their ISO codes too. The 3.2.0 countries answer lists
// every ISO subdivision with its type and parent; older versions do not.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { call, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-iso-subdivisions', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['IT', 'FR', 'GB', 'CN', 'BE', 'ES', 'QA', 'NP'],
    fromYear: 2026,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
  });
});

interface Holiday {
  date: string;
  name: string;
  type: string;
  subdivisions: string[];
}

const get = async (path: string) => {
  const answer = await call(own.server.url, path, { key: own.server.testKeys.key.growth });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const list = async (query: string) => (await get(`/v3/public-holidays/list?${query}`)).holidays as Holiday[];
const key = (holiday: Holiday) => `${holiday.date} ${holiday.name}`;
/** What a code should get: the nationwide holidays plus those observed in one of `codes`. */
const expected = (all: Holiday[], codes: string[]) =>
  all
    .filter((holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.some((code) => codes.includes(code)))
    .map(key);

describe('regions takes every ISO 3166-2 code', () => {
  it("IT-MI (Milan, in Lombardy IT-25): the nation's holidays and Lombardy's", async () => {
    const all = await list('country=IT&year=2026');
    const milan = await list('country=IT&year=2026&regions=IT-MI');
    expect(milan.map(key)).toEqual(expected(all, ['IT-25', 'IT-MI']));
    expect(milan.map((holiday) => holiday.date)).toContain('2026-04-25');
  });

  it("FR-75 (Paris, replaced by FR-75C) and FR-75C: France's holidays, not Alsace-Moselle's", async () => {
    const all = await list('country=FR&year=2026');
    const paris = await list('country=FR&year=2026&regions=FR-75');
    expect(paris.map(key)).toEqual(expected(all, ['FR-75C', 'FR-IDF']));
    expect(paris.map(key)).toEqual((await list('country=FR&year=2026&regions=FR-75C')).map(key));
    expect(paris.map((holiday) => holiday.date)).toContain('2026-07-14');
    expect(paris.map((holiday) => holiday.date)).not.toContain('2026-04-03');
  });

  it('FR-6AE (Alsace): Good Friday and 26 December, which both its departments FR-67 and FR-68 keep', async () => {
    const alsace = await list('country=FR&year=2026&regions=FR-6AE');
    const basRhin = await list('country=FR&year=2026&regions=FR-67');
    expect(alsace.map(key)).toEqual(basRhin.map(key));
    for (const date of ['2026-04-03', '2026-12-26']) {
      expect(
        alsace.find((holiday) => holiday.date === date),
        date,
      ).toMatchObject({ type: 'regional' });
    }
  });

  it("GB-LND (in England): England's bank holidays, not Scotland's", async () => {
    const all = await list('country=GB&year=2026');
    const london = await list('country=GB&year=2026&regions=GB-LND');
    expect(london.map(key)).toEqual(expected(all, ['GB-ENG', 'GB-LND']));
    expect(london.map(key)).toEqual((await list('country=GB&year=2026&regions=GB-ENG')).map(key));
    expect(london.map(key)).not.toEqual((await list('country=GB&year=2026&regions=GB-SCT')).map(key));
  });

  it("CN-BJ (Beijing) and its replaced code CN-11: China's holidays", async () => {
    const all = await list('country=CN&year=2026');
    const beijing = await list('country=CN&year=2026&regions=CN-BJ');
    expect(beijing.map(key)).toEqual(expected(all, ['CN-BJ']));
    expect(beijing.length).toBeGreaterThan(0);
    expect((await list('country=CN&year=2026&regions=CN-11')).map(key)).toEqual(beijing.map(key));
  });

  it("the codes below the library's states of the United Kingdom, Belgium and Spain get their state's holidays", async () => {
    for (const [country, code, state] of [
      ['GB', 'GB-MAN', 'GB-ENG'], // Manchester, a metropolitan district of England
      ['GB', 'GB-CRF', 'GB-WLS'], // Cardiff, a unitary authority of Wales
      ['GB', 'GB-EDH', 'GB-SCT'], // Edinburgh, a council area of Scotland
      ['GB', 'GB-BFS', 'GB-NIR'], // Belfast, a district of Northern Ireland
      ['GB', 'GB-NNH', 'GB-ENG'], // North Northamptonshire (2021), newer than iso-codes: placed by hand
      ['BE', 'BE-VAN', 'BE-VLG'], // Antwerp, a province of the Flemish Region
      ['ES', 'ES-B', 'ES-CT'], // Barcelona, a province of Catalonia
    ] as const) {
      const all = await list(`country=${country}&year=2026`);
      const place = await list(`country=${country}&year=2026&regions=${code}`);
      expect(place.map(key), code).toEqual(expected(all, [state]));
      expect(place.length, code).toBeGreaterThan(expected(all, []).length);
    }
    expect((await list('country=GB&year=2026&regions=GB-BFS')).map((holiday) => holiday.date)).toContain('2026-03-17');
    expect((await list('country=GB&year=2026&regions=GB-EDH')).map((holiday) => holiday.date)).toContain('2026-11-30');
  });

  it('FR-971 (Guadeloupe): the holidays the library lists under FR-GP, the code ISO replaced by FR-971', async () => {
    const guadeloupe = await list('country=FR&year=2026&regions=FR-971');
    expect(guadeloupe.map(key)).toEqual((await list('country=FR&year=2026&regions=FR-GP')).map(key));
    expect(
      guadeloupe.find((holiday) => holiday.date === '2026-05-27'),
      'Abolition of Slavery',
    ).toMatchObject({ type: 'regional' });
  });

  it('the countries the project defines (countries/) take their ISO codes: QA-DA, NP-P3 get the national holidays', async () => {
    for (const [country, code] of [
      ['QA', 'QA-DA'],
      ['NP', 'NP-P3'],
    ] as const) {
      const all = await list(`country=${country}&year=2026`);
      expect(all.length, country).toBeGreaterThan(0);
      expect((await list(`country=${country}&year=2026&regions=${code}`)).map(key), code).toEqual(all.map(key));
    }
    const answer = await call(own.server.url, '/v3/public-holidays/list?country=QA&year=2026&regions=QA-XX', {
      key: own.server.testKeys.key.builder,
    });
    expect(answer.status).toBe(400);
  });

  it('a 3.2.0 answer names the codes as answered: CN-11 as CN-BJ, the query echoed as sent; older versions add nothing', async () => {
    const query = 'country=CN&regions=CN-11,CN-SH&dataVersion=3.2.0';
    const answers = [
      await get(`/v3/public-holidays/list?${query}&year=2026`),
      await get(`/v3/public-holidays/check?${query}&date=2026-10-01`),
      await get(`/v3/public-holidays/next?${query}&date=2026-01-01`),
      await get(`/v3/working-days?${query}&start=2026-01-01&end=2026-01-31`),
    ];
    for (const answer of answers) {
      expect(answer.regions).toEqual(['CN-BJ', 'CN-SH']);
      expect(answer.query).toContain('regions=CN-11,CN-SH');
    }
    const older = await get('/v3/public-holidays/list?country=CN&year=2026&regions=CN-11&dataVersion=3.1.2');
    expect(Object.keys(older)).toEqual(['holidays', 'total', 'query', 'requestId', 'status']);
    expect('regions' in (await get('/v3/public-holidays/list?country=CN&year=2026&dataVersion=3.2.0'))).toBe(false);
    const exported = await call(
      own.server.url,
      '/v3/public-holidays/export?country=CN&year=2026&regions=CN-11&format=csv',
      { key: own.server.testKeys.key.pro },
    );
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers['content-disposition']).toContain('holidays-CN-2026-CN-BJ.csv');
  });

  it('a code of another country, or a made-up one, is a 400 naming the nearest codes', async () => {
    for (const [query, named, nearest] of [
      ['country=IT&year=2026&regions=FR-75', '"FR-75"', 'IT-75'],
      ['country=IT&year=2026&regions=IT-MIX', '"IT-MIX"', 'IT-MI'],
      ['country=GB&year=2026&regions=GB-LNX', '"GB-LNX"', 'GB-LND'],
    ] as const) {
      const answer = await call(own.server.url, `/v3/public-holidays/list?${query}`, {
        key: own.server.testKeys.key.builder,
      });
      expect(answer.status).toBe(400);
      const message = answer.json.error.message as string;
      expect(message).toContain(named);
      expect(message).toMatch(
        new RegExp(`not a subdivision or city of ${query.slice(8, 10)} \\(nearest: [^)]*\\b${nearest}\\b`),
      );
    }
  });
});

describe('the countries answer of 3.2.0 lists every ISO 3166-2 subdivision', () => {
  interface IsoEntry {
    code: string;
    name: string;
    type?: string;
    parent: string;
    replaces?: string[];
  }
  const country = async (code: string, version: string) =>
    (await get(`/v3/public-holidays/countries?code=${code}&dataVersion=${version}`)).countries[0];
  const iso = async (code: string) =>
    new Map(((await country(code, '3.2.0')).isoSubdivisions as IsoEntry[]).map((entry) => [entry.code, entry]));

  it('each with its name, its type as ISO names it, its parent and the codes it replaced', async () => {
    const france = await iso('FR');
    expect(france.get('FR-6AE')).toEqual({
      code: 'FR-6AE',
      name: 'Alsace',
      type: 'European collectivity',
      parent: 'FR-GES',
      replaces: ['FR-A'],
    });
    expect(france.get('FR-67')).toMatchObject({ type: 'Metropolitan department', parent: 'FR-6AE' });
    expect(france.get('FR-75C')).toMatchObject({ name: 'Paris', parent: 'FR-IDF', replaces: ['FR-75'] });
    expect(france.get('FR-IDF')).toMatchObject({ type: 'Metropolitan region', parent: 'FR' });
    expect((await iso('GB')).get('GB-LND')).toEqual({
      code: 'GB-LND',
      name: 'London, City of',
      type: 'City corporation',
      parent: 'GB-ENG',
    });
    expect((await iso('IT')).get('IT-MI')).toMatchObject({ type: 'Metropolitan city', parent: 'IT-25' });
    expect((await iso('CN')).get('CN-BJ')).toEqual({
      code: 'CN-BJ',
      name: 'Beijing Shi',
      type: 'Municipality',
      parent: 'CN',
      replaces: ['CN-11'],
    });
    expect((await iso('QA')).get('QA-DA')).toMatchObject({ type: 'Municipality', parent: 'QA' });
    expect((await iso('NP')).get('NP-P3')).toMatchObject({ parent: 'NP' });
  });

  it('in XML, each an isoSubdivision element, its replaced codes code elements', async () => {
    const answer = await call(own.server.url, '/v3/public-holidays/countries?code=CN&dataVersion=3.2.0&format=xml', {
      key: own.server.testKeys.key.growth,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain(
      '<isoSubdivisions><isoSubdivision><code>CN-AH</code><name>Anhui Sheng</name><type>Province</type><parent>CN</parent><replaces><code>CN-34</code></replaces></isoSubdivision>',
    );
  });

  it('every listed code is a valid regions code, in code order, each parent listed or the country', async () => {
    for (const code of ['FR', 'GB', 'NP']) {
      const entries = [...(await iso(code)).values()];
      expect(entries.map((entry) => entry.code)).toEqual(entries.map((entry) => entry.code).sort());
      for (const entry of entries)
        expect(entry.parent === code || entries.some((other) => other.code === entry.parent), entry.code).toBe(true);
      const sample = entries.filter((_, index) => index % 25 === 0).map((entry) => entry.code);
      expect(
        (await get(`/v3/public-holidays/list?country=${code}&year=2026&regions=${sample.join(',')}`)).holidays.length,
      ).toBeGreaterThan(0);
    }
  });

  it("the library's subdivisions and cities stay as they were; versions before 3.2.0 have no isoSubdivisions", async () => {
    const italy = await country('IT', '3.2.0');
    expect(italy.subdivisions).toContainEqual({ code: 'IT-MILAN', name: expect.any(String), type: 'city' });
    expect(italy.subdivisions).toContainEqual({ code: 'IT-25', name: expect.any(String), type: 'region' });
    const older = await country('IT', '3.1.2');
    expect(older.subdivisions).toEqual(italy.subdivisions);
    expect(Object.keys(older)).toEqual([
      'code',
      'name',
      'names',
      'languages',
      'timezones',
      'weekend',
      'subdivisions',
      'years',
    ]);
    expect(Object.keys(italy)).toEqual([...Object.keys(older), 'isoSubdivisions']);
  });
});
