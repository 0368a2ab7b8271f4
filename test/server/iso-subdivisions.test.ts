// Every ISO 3166-2 code of a country is a valid `regions` code: one the rule
// library does not list gets the holidays of the subdivisions above it, and
// those every subdivision below it keeps; a replaced code answers as its
// current one; an unknown code is still a 400 naming the nearest codes.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { call, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-iso-subdivisions', async (dataDir) => {
  await build({ outDir: dataDir, countries: ['IT', 'FR', 'GB', 'CN'], fromYear: 2026, toYear: 2026, at: '2026-01-01T00:00:00Z', keep: 1, workers: 1, offline: true });
});

interface Holiday {
  date: string;
  name: string;
  type: string;
  subdivisions: string[];
}

const list = async (query: string) => {
  const answer = await call(own.server.url, `/v3/public-holidays/list?${query}`, { key: own.server.testKeys.key.builder });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as Holiday[];
};
const key = (holiday: Holiday) => `${holiday.date} ${holiday.name}`;
/** What a code should get: the nationwide holidays plus those observed in one of `codes`. */
const expected = (all: Holiday[], codes: string[]) =>
  all.filter((holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.some((code) => codes.includes(code))).map(key);

describe('regions takes every ISO 3166-2 code', () => {
  it('IT-MI (Milan, in Lombardy IT-25): the nation\'s holidays and Lombardy\'s', async () => {
    const all = await list('country=IT&year=2026');
    const milan = await list('country=IT&year=2026&regions=IT-MI');
    expect(milan.map(key)).toEqual(expected(all, ['IT-25', 'IT-MI']));
    expect(milan.map((holiday) => holiday.date)).toContain('2026-04-25');
  });

  it('FR-75 (Paris, replaced by FR-75C) and FR-75C: France\'s holidays, not Alsace-Moselle\'s', async () => {
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
      expect(alsace.find((holiday) => holiday.date === date), date).toMatchObject({ type: 'regional' });
    }
  });

  it('GB-LND (in England): England\'s bank holidays, not Scotland\'s', async () => {
    const all = await list('country=GB&year=2026');
    const london = await list('country=GB&year=2026&regions=GB-LND');
    expect(london.map(key)).toEqual(expected(all, ['GB-ENG', 'GB-LND']));
    expect(london.map(key)).toEqual((await list('country=GB&year=2026&regions=GB-ENG')).map(key));
    expect(london.map(key)).not.toEqual((await list('country=GB&year=2026&regions=GB-SCT')).map(key));
  });

  it('CN-BJ (Beijing) and its replaced code CN-11: China\'s holidays', async () => {
    const all = await list('country=CN&year=2026');
    const beijing = await list('country=CN&year=2026&regions=CN-BJ');
    expect(beijing.map(key)).toEqual(expected(all, ['CN-BJ']));
    expect(beijing.length).toBeGreaterThan(0);
    expect((await list('country=CN&year=2026&regions=CN-11')).map(key)).toEqual(beijing.map(key));
  });

  it('a code of another country, or a made-up one, is a 400 naming the nearest codes', async () => {
    for (const [query, named] of [
      ['country=IT&year=2026&regions=FR-75', '"FR-75"'],
      ['country=IT&year=2026&regions=IT-MIX', '"IT-MIX"'],
    ] as const) {
      const answer = await call(own.server.url, `/v3/public-holidays/list?${query}`, { key: own.server.testKeys.key.builder });
      expect(answer.status).toBe(400);
      const message = answer.json.error.message as string;
      expect(message).toContain(named);
      expect(message).toMatch(/not a subdivision or city of IT \(nearest: IT-\w+/);
    }
  });
});
