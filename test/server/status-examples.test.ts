import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { tempDir } from '../helpers.js';
import { call, qs, startTestServer, stopServer, type TestServer } from './helpers.js';

// Statutory status and law changes as reviewed data (amendments/), asked
// for as a client asks: through /v3/public-holidays/list. The countries are
// built as a build without network builds them, with the project's own
// amendments/ folder (vitest points AMENDMENTS_DIR elsewhere, so the folder
// is named here); none of them has an official feed. Building 2020-2030 at
// all also proves no entry is stale in those years: a stale entry stops the
// build.

const FROM = 2020;
const TO = 2030;
const COUNTRIES = ['AZ', 'BA', 'BN', 'CN', 'EG', 'IN', 'LI', 'ME', 'NG', 'PH', 'RU', 'TH', 'TZ', 'UA'];

interface Listed {
  date: string;
  observed: string;
  name: string;
  name_local: string;
  type: string;
  subdivisions: string[];
}

let server: TestServer;
const built = new Map<string, Listed[]>();
beforeAll(async () => {
  const dataDir = tempDir('status-examples');
  await build({
    outDir: dataDir,
    countries: COUNTRIES,
    fromYear: FROM,
    toYear: TO,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
  server = await startTestServer(dataDir);
  for (const country of COUNTRIES) {
    const holidays: Listed[] = [];
    for (let year = FROM; year <= TO; year++) {
      const answer = await call(server.url, `/v3/public-holidays/list?${qs({ country, year, dataVersion: '3.1.2' })}`, {
        key: server.testKeys.key.titan,
      });
      expect(answer.status, answer.text).toBe(200);
      holidays.push(...(answer.json.holidays as Listed[]));
    }
    built.set(country, holidays);
  }
}, 180_000);
afterAll(() => stopServer(server));

const on = (country: string, date: string) => built.get(country)!.filter((record) => record.date === date);
const statutory = (record: Listed) => record.type === 'public' || record.type === 'regional';
/** [name, type] of the holidays on a day, sorted. */
const kinds = (country: string, date: string) =>
  on(country, date)
    .map((record) => [record.name, record.type])
    .sort();
/** Whether the day is a statutory day off somewhere in the country. */
const dayOff = (country: string, date: string) =>
  built.get(country)!.some((record) => statutory(record) && record.observed === date);

describe('days off for some people only are not public', () => {
  it.each([
    ['ME', '2020-01-07', 'Christmas Day', 'religious'],
    ['ME', '2020-04-09', 'Pesach', 'religious'],
    ['ME', '2020-05-24', 'End of Ramadan (Eid al-Fitr)', 'religious'],
    ['BA', '2020-01-06', 'Epiphany', 'religious'],
    ['BA', '2020-04-19', 'Orthodox Easter', 'religious'],
    ['CN', '2020-03-08', "International Women's Day", 'observance'],
    ['CN', '2023-05-04', 'Youth Day', 'observance'],
    ['CN', '2020-08-01', 'Army Day', 'observance'],
  ])('%s %s %s is %s', (country, date, name, type) => {
    expect(kinds(country, date)).toEqual([[name, type]]);
  });

  it('keeps the state holidays of Montenegro public', () => {
    expect(kinds('ME', '2020-05-21')).toEqual([['Independence Day', 'public']]);
  });
});

describe('days off by law that the library types otherwise', () => {
  it.each([
    ['PH', '2020-08-21', 'Ninoy Aquino Day'],
    ['PH', '2020-11-01', "All Saints' Day"],
    ['PH', '2020-12-31', "New Year's Eve"],
    ['PH', '2020-12-08', 'Feast of the Immaculate Conception of the Blessed Virgin Mary'],
    ['LI', '2020-08-15', 'National Day'],
    ['LI', '2020-11-01', "All Saints' Day"],
  ])('%s %s %s is public', (country, date, name) => {
    expect(kinds(country, date)).toEqual([[name, 'public']]);
  });

  it('adds the compulsory central-government holidays of India, and Holi in Delhi', () => {
    expect(kinds('IN', '2020-05-25')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(kinds('IN', '2020-11-14')).toEqual([['Diwali', 'public']]);
    expect(kinds('IN', '2022-10-05')).toEqual([['Dussehra', 'public']]);
    expect(on('IN', '2020-03-10').map((record) => [record.name, record.type, record.subdivisions])).toEqual([
      ['Holi', 'regional', ['IN-DL']],
    ]);
  });
});

describe('law changes', () => {
  it('Ukraine: no holiday is a day off under martial law, from 24 March 2022; the records stay', () => {
    const inYear = (year: number) => built.get('UA')!.filter((record) => record.date.startsWith(`${year}-`));
    for (const year of [2023, 2024, 2030]) {
      expect(inYear(year).filter(statutory), `${year}`).toEqual([]);
      expect(inYear(year).length, `${year}`).toBeGreaterThan(10);
    }
    expect(kinds('UA', '2023-08-24')).toEqual([['Independence Day', 'observance']]);
    expect(kinds('UA', '2023-12-25')).toEqual([['Christmas Day', 'religious']]);
    expect(kinds('UA', '2022-08-24')).toEqual([['Independence Day', 'observance']]);
    // Before Law No. 2136-IX came into force, and the library's own change of Christmas in 2023.
    expect(kinds('UA', '2022-03-08')).toEqual([["International Women's Day", 'public']]);
    expect(on('UA', '2023-01-07')).toEqual([]);
  });

  it('Montenegro: Njegoš Day, one day in 2022, two days from 2023', () => {
    expect(kinds('ME', '2021-11-13')).toEqual([]);
    expect(kinds('ME', '2022-11-13')).toEqual([['Njegoš Day', 'public']]);
    expect(kinds('ME', '2022-11-14')).toEqual([]);
    for (const year of [2023, 2030]) {
      expect(kinds('ME', `${year}-11-13`), `${year}`).toEqual([['Njegoš Day', 'public']]);
      expect(kinds('ME', `${year}-11-14`), `${year}`).toEqual([['Njegoš Day', 'public']]);
    }
    expect(on('ME', '2023-11-13')[0]!.name_local).toBe('Njegošev dan');
  });

  it('Thailand: Labour Day is a day off every year', () => {
    for (const year of [2020, 2025, 2030])
      expect(kinds('TH', `${year}-05-01`), `${year}`).toEqual([['Labour Day', 'public']]);
  });

  it('Tanzania: Zanzibar Revolution Day on 12 January, not 2 January', () => {
    for (const year of [2020, 2030]) {
      expect(kinds('TZ', `${year}-01-12`), `${year}`).toEqual([['Zanzibar Revolution Day', 'public']]);
      expect(kinds('TZ', `${year}-01-02`), `${year}`).toEqual([]);
    }
  });

  it('Azerbaijan: Novruz is five days, and the weekend days it covers move to the days after', () => {
    for (const day of ['20', '21', '22', '23', '24'])
      expect(kinds('AZ', `2020-03-${day}`), day).toEqual([['Spring Festival', 'public']]);
    for (const day of ['25', '26', '27'])
      expect(kinds('AZ', `2020-03-${day}`), day).toEqual([['Spring Festival (transferred day off)', 'public']]);
    expect(kinds('AZ', '2024-03-26')).toEqual([['Spring Festival (transferred day off)', 'public']]);
  });

  it('Azerbaijan 2021-2022: the rest days moved next to Novruz, Ramadan, Gurban and Victory Day', () => {
    // Novruz 2021 began on a Saturday and Sunday, Novruz 2022 on a Sunday.
    for (const date of ['2021-03-25', '2021-03-26', '2022-03-25'])
      expect(kinds('AZ', date), date).toEqual([['Spring Festival (transferred day off)', 'public']]);
    // Cabinet decisions swapping working days with weekend days.
    for (const date of ['2021-05-11', '2021-05-12'])
      expect(kinds('AZ', date), date).toEqual([['End of Ramadan (Eid al-Fitr) (transferred day off)', 'public']]);
    expect(kinds('AZ', '2021-07-19')).toEqual([
      ['Feast of the Sacrifice (Eid al-Adha) (transferred day off)', 'public'],
    ]);
    expect(kinds('AZ', '2022-11-07')).toEqual([['Victory Day (transferred day off)', 'public']]);
    expect(dayOff('AZ', '2021-07-22')).toBe(false);
  });

  it('Azerbaijan: Victory Day, 8 November, is a day off from 2021', () => {
    expect(kinds('AZ', '2020-11-08')).toEqual([]);
    for (const year of [2021, 2022, 2030])
      expect(kinds('AZ', `${year}-11-08`), `${year}`).toEqual([['Victory Day', 'public']]);
    expect(on('AZ', '2021-11-08')[0]!.name_local).toBe('Zəfər Günü');
  });

  it('Azerbaijan 2020 and 2023-2025: the days off of the Cabinet decisions swapping working days with weekend days', () => {
    // The weekend days worked in exchange are in workdays/AZ.json.
    for (const date of ['2020-01-03', '2020-01-06', '2024-12-30', '2025-01-03'])
      expect(kinds('AZ', date), date).toEqual([["New Year's Day (transferred day off)", 'public']]);
    for (const date of ['2023-06-27', '2023-06-30'])
      expect(kinds('AZ', date), date).toEqual([
        ['Feast of the Sacrifice (Eid al-Adha) (transferred day off)', 'public'],
      ]);
    expect(kinds('AZ', '2024-04-12')).toEqual([['End of Ramadan (Eid al-Fitr) (transferred day off)', 'public']]);
    for (const date of ['2023-11-10', '2024-11-13'])
      expect(kinds('AZ', date), date).toEqual([['Victory Day (transferred day off)', 'public']]);
    // 12 November 2024 was off by the decision, not as Constitution Day, a working day.
    expect(kinds('AZ', '2024-11-12')).toEqual([
      ['Constitution Day', 'observance'],
      ['Victory Day (transferred day off)', 'public'],
    ]);
    // Between the swapped days, the days the decisions left alone stay working days.
    for (const date of ['2023-06-23', '2023-11-13', '2024-04-15', '2024-11-14', '2025-01-06'])
      expect(dayOff('AZ', date), date).toBe(false);
  });

  it('Azerbaijan 2025: Monday 10 March and Tuesday 1 April were worked, their days off moved to 27 and 28 March', () => {
    expect(dayOff('AZ', '2025-03-10')).toBe(false);
    expect(dayOff('AZ', '2025-04-01')).toBe(false);
    // The holidays themselves stay, each on its own day.
    expect(kinds('AZ', '2025-03-08')).toEqual([["International Women's Day", 'public']]);
    expect(on('AZ', '2025-03-08')[0]!.observed).toBe('2025-03-08');
    expect(kinds('AZ', '2025-03-30')).toEqual([['End of Ramadan (Eid al-Fitr)', 'public']]);
    expect(on('AZ', '2025-03-30')[0]!.observed).toBe('2025-03-30');
    for (const date of ['2025-03-27', '2025-03-28'])
      expect(kinds('AZ', date), date).toEqual([['Spring Festival (transferred day off)', 'public']]);
    // Other years keep the Labour Code's Monday after a Women's Day on a weekend.
    expect(dayOff('AZ', '2026-03-09')).toBe(true);
  });

  it('Azerbaijan 2023-2026: the days off the Labour Code moves off a weekend, or off another holiday', () => {
    // Art. 105.5: a holiday on a weekend day gives the next working day off.
    for (const date of ['2023-01-04', '2024-01-03'])
      expect(kinds('AZ', date), date).toEqual([
        ['International Solidarity Day of Azerbaijanis (transferred day off)', 'public'],
      ]);
    expect(kinds('AZ', '2024-06-19')).toEqual([
      ['Feast of the Sacrifice (Eid al-Adha) (transferred day off)', 'public'],
    ]);
    expect(kinds('AZ', '2025-11-11')).toEqual([['Victory Day (transferred day off)', 'public']]);
    expect(dayOff('AZ', '2025-11-12')).toBe(false);
    // Art. 105.6: Ramadan on 20 and 21 March 2026, the first days of Novruz, gives two more days off after Novruz's own.
    for (const date of ['2026-03-27', '2026-03-30'])
      expect(kinds('AZ', date), date).toEqual([['End of Ramadan (Eid al-Fitr) (transferred day off)', 'public']]);
    expect(dayOff('AZ', '2026-03-31')).toBe(false);
  });

  it('Azerbaijan: Independence Day, Constitution Day and National Revival Day are working days (Labour Code, from 2007)', () => {
    for (const year of [2020, 2025, 2030]) {
      expect(kinds('AZ', `${year}-10-18`), `${year}`).toEqual([['Independence Day', 'observance']]);
      expect(kinds('AZ', `${year}-11-17`), `${year}`).toEqual([['National Revival Day', 'observance']]);
    }
    for (const year of [2021, 2030])
      expect(kinds('AZ', `${year}-11-12`), `${year}`).toEqual([['Constitution Day', 'observance']]);
    // No day off for them when they fall on a weekend either: Saturday 18 October 2025, Sunday 18 October 2020.
    expect(dayOff('AZ', '2025-10-20')).toBe(false);
    expect(dayOff('AZ', '2020-10-19')).toBe(false);
  });
});

describe('official days off beyond the statutory days', () => {
  it('China: the Spring Festival week of 2020 and its extension for the epidemic', () => {
    for (const date of [
      '2020-01-27',
      '2020-01-28',
      '2020-01-29',
      '2020-01-30',
      '2020-01-31',
      '2020-02-01',
      '2020-02-02',
    ]) {
      expect(kinds('CN', date), date).toEqual([['Spring Festival', 'public']]);
    }
    expect(dayOff('CN', '2020-02-03')).toBe(false);
  });

  it('China: the Spring Festival is four days from 2025 (the eve to the third day), as the 2024 amendment of the holidays rules says', () => {
    for (const date of ['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2030-02-02', '2030-02-05'])
      expect(kinds('CN', date), date).toEqual([['Spring Festival', 'public']]);
    expect(dayOff('CN', '2027-02-09')).toBe(false);
  });

  it('China: the Golden Week and the other bridge days of the State Council arrangements', () => {
    for (const date of ['2020-10-04', '2020-10-08', '2022-10-07', '2025-10-08'])
      expect(kinds('CN', date), date).toEqual([['National Day', 'public']]);
    expect(kinds('CN', '2022-01-03')).toEqual([["New Year's Day", 'public']]);
    expect(kinds('CN', '2025-02-04')).toEqual([['Spring Festival', 'public']]);
    // 1-5 May: the 4th (Youth Day, an observance) is a Labour Day day off as well.
    for (const date of ['2020-05-04', '2022-05-04', '2025-05-04'])
      expect(kinds('CN', date), date).toEqual([
        ['Labour Day', 'public'],
        ['Youth Day', 'observance'],
      ]);
    // 2024: the eve was not a day off, only encouraged.
    expect(kinds('CN', '2024-02-09')).toEqual([['Spring Festival', 'observance']]);
  });

  it('China 2026: the nine days of Spring Festival and the other bridge days of the arrangement', () => {
    for (let day = 15; day <= 23; day++)
      expect(kinds('CN', `2026-02-${day}`), `${day}`).toEqual([['Spring Festival', 'public']]);
    expect(dayOff('CN', '2026-02-14')).toBe(false);
    expect(dayOff('CN', '2026-02-24')).toBe(false);
    expect(kinds('CN', '2026-01-02')).toEqual([["New Year's Day", 'public']]);
    expect(kinds('CN', '2026-04-06')).toEqual([['Qingming Festival', 'public']]);
    // 1-5 May off: Monday the 4th is also Youth Day, which stays an observance.
    expect(kinds('CN', '2026-05-04')).toEqual([
      ['Labour Day', 'public'],
      ['Youth Day', 'observance'],
    ]);
    expect(kinds('CN', '2026-05-05')).toEqual([['Labour Day', 'public']]);
    for (const date of ['2026-10-05', '2026-10-06', '2026-10-07'])
      expect(kinds('CN', date), date).toEqual([['National Day', 'public']]);
    expect(dayOff('CN', '2026-10-08')).toBe(false);
  });

  it('Russia: the days off the government moves by decree, and those the Labour Code moves off a weekend', () => {
    // Decrees: the weekend days of the New Year holidays, and working Saturdays swapped for bridge days.
    expect(kinds('RU', '2021-02-22')).toEqual([['Defender of the Fatherland Day (transferred day off)', 'public']]);
    expect(kinds('RU', '2024-04-29')).toEqual([['Spring and Labour Day (transferred day off)', 'public']]);
    expect(kinds('RU', '2024-12-31')).toEqual([['New Year Holiday (transferred day off)', 'public']]);
    expect(kinds('RU', '2025-05-08')).toEqual([['Victory Day (transferred day off)', 'public']]);
    expect(kinds('RU', '2025-11-03')).toEqual([['Unity Day (transferred day off)', 'public']]);
    expect(kinds('RU', '2026-01-09')).toEqual([['New Year Holiday (transferred day off)', 'public']]);
    // Labour Code, Art. 112: Victory Day on Saturday 9 May 2026, the day off on Monday 11 May.
    expect(kinds('RU', '2026-05-11')).toEqual([['Victory Day (transferred day off)', 'public']]);
    // 2025: Sunday 23 February and Saturday 8 March were moved to 8 May and 13 June, not to the Mondays after.
    expect(dayOff('RU', '2025-02-24')).toBe(false);
    expect(dayOff('RU', '2025-03-10')).toBe(false);
  });

  it.each([
    // Labour Protection Act B.E. 2541, s.29: a holiday on a weekend is observed on the next working day.
    ['TH', '2020-02-10', 'Makha Bucha (substitute day)'],
    ['EG', '2020-07-02', '30 June Day'],
    // Public Holidays Act, Cap. P40: Sunday 24 May's Id el Fitr gives Tuesday 26 May off (Monday 25 is the second day).
    ['NG', '2020-05-26', 'Id el Fitr (substitute day)'],
  ])('%s %s %s', (country, date, name) => {
    expect(kinds(country, date)).toEqual([[name, 'public']]);
  });

  it('Thailand 2020: Asalha Puja on Sunday 5 July, Buddhist Lent on Monday 6, the day in lieu on Tuesday 7', () => {
    expect(kinds('TH', '2020-07-05')).toEqual([['Asalha Puja', 'public']]);
    expect(kinds('TH', '2020-07-06')).toEqual([['Buddhist Lent', 'public']]);
    expect(kinds('TH', '2020-07-07')).toEqual([['Asalha Puja (substitute day)', 'public']]);
  });

  it('Brunei: a public holiday on a Friday or a Sunday is replaced on the next working day', () => {
    expect(kinds('BN', '2020-02-24')).toEqual([['National Day (substitute day)', 'public']]);
    expect(on('BN', '2020-02-23').map((record) => record.observed)).toEqual(['2020-02-24']);
    // Every replacement day of 2020-2030 is a Monday to Thursday or a Saturday.
    const replacements = built.get('BN')!.filter((record) => record.name.endsWith('(substitute day)'));
    expect(replacements.length).toBeGreaterThan(20);
    for (const record of replacements)
      expect([1, 2, 3, 4, 6], record.date).toContain(new Date(`${record.date}T00:00:00Z`).getUTCDay());
  });

  it('Egypt: 30 June 2020 moved to the Thursday', () => {
    expect(on('EG', '2020-06-30')).toEqual([]);
  });
});
