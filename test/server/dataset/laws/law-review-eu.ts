// Brazil, Switzerland and Spain reviewed against their laws, asked for as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/golden.ts, buildFullOffline: the
// project's amendments/ folder). Each test names the law or list its answer
// rests on; the entries in amendments/BR.json, CH.json and ES.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check } = lawReviewClient(shared);

/** The records of a country's year on one day: [name, type, subdivisions]. */
const onDay = async (country: string, date: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date)
    .map((holiday) => [holiday.name, holiday.type, holiday.subdivisions]);

/** The subdivisions of the records of that name on that day, together ([] nationwide), or undefined when there is none. */
const placesOf = async (country: string, date: string, name: string) => {
  const records = (await listed(country, Number(date.slice(0, 4)))).filter(
    (holiday) => holiday.date === date && holiday.name === name,
  );
  return records.length ? [...new Set(records.flatMap((holiday) => holiday.subdivisions))].sort() : undefined;
};

/** The type of the record of that name on that day that applies in a subdivision. */
const typeIn = async (country: string, date: string, name: string, place: string) =>
  (await listed(country, Number(date.slice(0, 4)))).find(
    (holiday) => holiday.date === date && holiday.name === name && holiday.subdivisions.includes(place),
  )?.type;

describe('Brazil: Lei 662/1949, Lei 6.802/1980, Lei 9.093/1995 and the states’ laws', () => {
  it('Carnival is no holiday: its Saturday and Sunday are observances, its Wednesday Ash Wednesday, a civil-service day off until 14:00 (Lei 9.093/1995; the MGI portaria of pontos facultativos)', async () => {
    // Carnival 2026: Saturday 14 to Tuesday 17 February; Ash Wednesday 18 February.
    expect(await onDay('BR', '2026-02-14')).toEqual([['Carnival', 'observance', []]]);
    expect(await onDay('BR', '2026-02-15')).toEqual([['Carnival', 'observance', []]]);
    expect(await onDay('BR', '2026-02-18')).toEqual([['Ash Wednesday', 'governmental', []]]);
    expect((await check('BR', '2026-02-14', 'religious')).is_holiday).toBe(false);
  });

  it('the 2020 municipal elections were on 15 and 29 November (Emenda Constitucional 107/2020), not in October', async () => {
    expect(await placesOf('BR', '2020-11-15', 'Election Day')).toEqual([]);
    expect(await placesOf('BR', '2020-11-29', 'Election Day')).toEqual([]);
    expect(await placesOf('BR', '2020-10-04', 'Election Day')).toBeUndefined();
    expect(await placesOf('BR', '2020-10-25', 'Election Day')).toBeUndefined();
  });

  it("Pernambuco's Data Magna is 6 March (Lei estadual 16.059/2017), Acre's Dia do Evangélico 23 January", async () => {
    expect(await placesOf('BR', '2025-03-06', 'Pernambucan Revolution of 1817')).toEqual(['BR-PE']);
    expect(await placesOf('BR', '2025-03-02', 'Pernambucan Revolution of 1817')).toBeUndefined();
    expect(await placesOf('BR', '2025-01-23', 'Evangelical Day')).toEqual(['BR-AC']);
    expect(await placesOf('BR', '2025-01-12', 'Evangelical Day')).toBeUndefined();
  });

  it('Santa Catarina keeps its Data Magna on the Sunday after 11 August, and 25 November is no state holiday (Lei 9.093/1995 art. 1º, II)', async () => {
    expect(await placesOf('BR', '2025-08-17', 'Santa Catarina State Day')).toEqual(['BR-SC']);
    expect(await placesOf('BR', '2025-08-11', 'Santa Catarina State Day')).toBeUndefined();
    expect(await placesOf('BR', '2025-11-25', 'Saint Catherine of Alexandria Day')).toBeUndefined();
  });
});

describe("Switzerland: Art. 110 BV, Arbeitsgesetz Art. 20a and the cantons' holidays (Federal Office of Justice overview)", () => {
  it('Lucerne keeps Berchtoldstag, Easter Monday and Whit Monday canton-wide', async () => {
    expect(await typeIn('CH', '2024-01-02', 'Berchtold Day', 'CH-LU')).toBe('regional');
    expect(await typeIn('CH', '2024-04-01', 'Easter Monday', 'CH-LU')).toBe('regional');
    expect(await typeIn('CH', '2024-05-20', 'Whit Monday', 'CH-LU')).toBe('regional');
  });

  it('Appenzell Innerrhoden keeps 8 December; Christmas Eve and New Year’s Eve are no holidays in Glarus', async () => {
    expect(await typeIn('CH', '2025-12-08', 'Immaculate Conception', 'CH-AI')).toBe('regional');
    expect(await onDay('CH', '2025-12-24')).toEqual([['Christmas Eve', 'observance', ['CH-GL', 'CH-VS']]]);
    expect((await check('CH', '2025-12-31', 'regional')).holidays.map((holiday) => holiday.name)).not.toContain(
      "New Year's Eve",
    );
  });
});

describe('Spain: Estatuto de los Trabajadores art. 37.2 and the yearly BOE lists of labour holidays', () => {
  it('the Monday after a Sunday holiday is kept only by the communities that keep it: Christmas 2022 (BOE-A-2021-17113), National Day 2025 (BOE-A-2024-21316)', async () => {
    const christmas = await placesOf('ES', '2022-12-26', 'Christmas Day (substitute day)');
    expect(christmas).toContain('ES-MD');
    expect(christmas).not.toContain('ES-CT');
    expect(christmas).not.toContain('ES-GA');
    expect(await placesOf('ES', '2025-10-13', 'National Day of Spain (substitute day)')).toEqual([
      'ES-AN',
      'ES-AR',
      'ES-AS',
      'ES-CL',
      'ES-EX',
    ]);
    expect((await check('ES', '2025-10-13', 'public')).is_holiday).toBe(false);
  });

  it("the communities' own days: 9 October in Valencia, 9 June in Murcia, 28 July in Cantabria, 3 December in Navarra; no 19 March in Galicia in 2024 (BOE-A-2023-22014, BOE-A-2024-21316)", async () => {
    expect(await placesOf('ES', '2025-10-09', 'Valencian Community Day')).toEqual(['ES-VC']);
    expect(await placesOf('ES', '2025-06-09', 'Day of the Region of Murcia')).toEqual(['ES-MC']);
    expect(await placesOf('ES', '2025-07-28', 'Cantabrian Institutions Day')).toEqual(['ES-CB']);
    expect(await placesOf('ES', '2025-06-28', 'Cantabrian Institutions Day')).toBeUndefined();
    expect(await placesOf('ES', '2024-03-19', 'Saint Joseph')).not.toContain('ES-GA');
    expect(await placesOf('ES', '2025-12-03', 'Saint Francis Xavier')).toEqual(['ES-NC']);
  });
});
