import { beforeAll, describe, expect, it } from 'vitest';
import { auDataGov, placesOf, readName, repairText } from '../../sources/au-data-gov.js';
import type { Payload, SourceRun } from '../../sources/official.js';
import type { SourceHoliday } from '../../core/types.js';
import { SOURCE_DEFAULTS } from '../../sources/config.js';
import { evaluatePayloads, runSource } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { describeAdapterContract } from './harness.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const FILES = [
  'australianpublicholidays-201718.csv',
  'australian_public_holidays_2019.csv',
  'australian_public_holidays_2022.csv',
];
const rowsOn = (run: SourceRun, date: string) => run.rows.filter((row) => row.date === date);
const scopesOn = (run: SourceRun, date: string, key: string) =>
  rowsOn(run, date)
    .filter((row) => row.key === key)
    .map((row) => row.scope)
    .sort();

describeAdapterContract(auDataGov, {
  sets: [{ files: FILES, coverage: { AU: [2017, 2019, 2022] } }],
  knownGaps: {
    'empty-payload':
      'an empty file among several reads as a file with no rows: the run is ok without its years, with no notice, and the empty body is marked good',
  },
});

describe('au-data-gov source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    const routes = Object.fromEntries(
      FILES.map((file) => [`/download/${file}`, send(fixture('au-data-gov', file), { contentType: 'text/csv' })]),
    );
    const server = await startLoopback(routes);
    const dir = tempDir('au-data-gov');
    const [config] = sourcesConfigFor(dir, {
      'au-data-gov': { urls: FILES.map((file) => server.url(`/download/${file}`)) },
    });
    run = await runSource(auDataGov, config!, { cacheDir: dir, at });
  });

  it('reads all three column layouts over HTTP', () => {
    expect(run.status).toBe('ok');
    expect(run.payloads).toHaveLength(3);
  });

  it('makes NAT rows and days every state lists nationwide', () => {
    expect(rowsOn(run, '2017-01-26')).toEqual([
      expect.objectContaining({ scope: null, key: 'australia day', timezone: 'Australia/Sydney' }),
    ]);
    // 2019 on: eight one-state rows make one nationwide row.
    expect(scopesOn(run, '2019-01-01', "new year's day")).toEqual([null]);
    expect(rowsOn(run, '2019-01-01')[0]).toMatchObject({
      start: '2018-12-31T13:00:00.000Z',
      end: '2019-01-01T13:00:00.000Z',
    });
  });

  it('splits pipe lists into states and keeps partial days regional', () => {
    expect(scopesOn(run, '2017-06-12', "queen's birthday")).toEqual([
      'AU-ACT',
      'AU-NSW',
      'AU-NT',
      'AU-SA',
      'AU-TAS',
      'AU-VIC',
    ]);
    expect(scopesOn(run, '2017-12-26', 'boxing day')).toEqual([
      'AU-ACT',
      'AU-NSW',
      'AU-NT',
      'AU-QLD',
      'AU-TAS',
      'AU-VIC',
      'AU-WA',
    ]);
    expect(scopesOn(run, '2017-12-26', 'proclamation day')).toEqual(['AU-SA']);
    expect(rowsOn(run, '2017-06-12').find((row) => row.scope === 'AU-NT')).toMatchObject({
      timezone: 'Australia/Darwin',
      start: '2017-06-11T14:30:00.000Z',
    });
  });

  it('reads an added day as a substitute where the holiday moved, and as a holiday of its own beside a holiday that stays a day off', () => {
    // An unlabelled Australia Day on the Monday after the 26th, which is not listed: the holiday moved.
    expect(rowsOn(run, '2019-01-28')).toEqual([
      expect.objectContaining({ scope: null, substitute: true, substituteFor: '2019-01-26' }),
    ]);
    expect(rowsOn(run, '2019-01-26')).toEqual([]);
    // A bare "Additional day" (NAT) after New Year's Day on a Sunday, which the
    // file lists too: both are days off, and the added day is a holiday of its own, not a day off in a pair.
    const beside = (date: string, added: string, key: string) => {
      expect(rowsOn(run, date)).toEqual([
        expect.objectContaining({ scope: null, key, substitute: false, observed: date }),
      ]);
      const name = rowsOn(run, date)[0]!.names.en;
      expect(rowsOn(run, added)).toEqual([
        expect.objectContaining({
          scope: null,
          key: `${key} (additional day)`,
          names: { en: `${name} (additional day)` },
          substitute: false,
        }),
      ]);
      expect(rowsOn(run, added)[0]!.substituteFor).toBeUndefined();
    };
    beside('2017-01-01', '2017-01-02', "new year's day");
    // Labelled in five states and unlabelled in three: still one nationwide day off.
    beside('2022-01-01', '2022-01-03', "new year's day");
    beside('2022-12-25', '2022-12-27', 'christmas day');
  });

  it('starts a part-day holiday at its hour in the state\u2019s zone', () => {
    const christmasEve = rowsOn(run, '2022-12-24');
    expect(christmasEve.find((row) => row.scope === 'AU-SA')).toMatchObject({
      key: 'christmas eve',
      names: { en: 'Christmas Eve' },
      type: 'public',
      timezone: 'Australia/Adelaide',
      start: '2022-12-24T08:30:00.000Z', // 19:00 ACDT
      end: '2022-12-24T13:30:00.000Z', // midnight ACDT
    });
    expect(christmasEve.find((row) => row.scope === 'AU-QLD')).toMatchObject({
      start: '2022-12-24T08:00:00.000Z',
      end: '2022-12-24T14:00:00.000Z',
    }); // 18:00 AEST
    expect(christmasEve.find((row) => row.scope === 'AU-NT')).toMatchObject({ start: '2022-12-24T09:30:00.000Z' }); // 19:00 ACST
    // The hours are in the information only (2014-2018), and the name has a double space (2022).
    expect(rowsOn(run, '2017-12-24').find((row) => row.scope === 'AU-SA')).toMatchObject({
      key: 'christmas eve',
      start: '2017-12-24T08:30:00.000Z',
    });
    expect(rowsOn(run, '2022-12-31').find((row) => row.scope === 'AU-SA')).toMatchObject({
      key: "new year's eve",
      start: '2022-12-31T08:30:00.000Z',
    });
  });

  it('trims names and keeps mojibake out of every published text', () => {
    expect(rowsOn(run, '2017-12-25')).toEqual([
      expect.objectContaining({ scope: null, key: 'christmas day', names: { en: 'Christmas Day' } }),
    ]);
    expect(rowsOn(run, '2022-12-25')).toHaveLength(1);
    const texts = run.rows.flatMap((row) => [row.key, ...Object.values(row.names)]);
    expect(texts.filter((text) => /Ő|أ|ت|\s$/.test(text))).toEqual([]);
    expect(rowsOn(run, '2019-03-11')).toEqual([expect.objectContaining({ scope: 'AU-ACT', key: 'canberra day' })]);
  });

  it('types bank holidays through the type table, and Tasmania\u2019s Easter Tuesday as a day off there', () => {
    expect(rowsOn(run, '2017-08-07')).toEqual([
      expect.objectContaining({ scope: 'AU-NSW', key: 'bank holiday', type: 'bank' }),
    ]);
    expect(rowsOn(run, '2017-04-18')).toEqual([
      expect.objectContaining({ scope: 'AU-TAS', key: 'easter tuesday', type: 'public' }),
    ]);
  });

  it('repairs text and reads places', () => {
    expect(repairText('naming ceremony of AustraliaŐs capital ')).toBe("naming ceremony of Australia's capital");
    expect(repairText('Australiaأ…آگs')).toBe("Australia's");
    expect(placesOf('NAT')).toBe('national');
    expect([...(placesOf('ACT|NSW') as Set<string>)]).toEqual(['ACT', 'NSW']);
    expect(placesOf('act')).toEqual(new Set(['ACT']));
    expect(placesOf('XYZ')).toBeNull();
    expect(readName('Boxing Day holiday', '', '2016-12-27')).toMatchObject({
      key: 'boxing day',
      substitute: true,
      substituteFor: '2016-12-26',
    });
    expect(readName('Christmas Eve 6pm - Midnight', '', '2021-12-24')).toMatchObject({
      key: 'christmas eve',
      startsAtMinute: 18 * 60,
      substitute: false,
    });
  });

  it('rejects a row that names no known state, naming the column', async () => {
    const csv =
      "Date,Holiday Name,Information,More Information,Jurisdiction\r\n20220101,New Year's Day,,,act\r\n20220126,Australia Day,,,atlantis\r\n";
    const server = await startLoopback({ '/bad.csv': send(csv, { contentType: 'text/csv' }) });
    const dir = tempDir('au-bad');
    const [config] = sourcesConfigFor(dir, {
      'au-data-gov': { urls: [server.url('/bad.csv')], maxRejectedShare: 0.5 },
    });
    const result = await runSource(auDataGov, config!, { cacheDir: dir, at });
    expect(result.status).toBe('ok');
    expect(result.rejected).toEqual([
      {
        source: 'au-data-gov',
        row: 'bad.csv: line 3',
        field: 'Jurisdiction',
        message: 'names no known state: "atlantis"',
        year: 2022,
      },
    ]);
  });
});

// Files of the 2014-2018 layout, read without HTTP: what the adapter makes of several at once.
const OLD_HEADER = 'Date,Holiday Name,Information,More Information,Applicable To';
const NEW_HEADER = 'Date,Holiday Name,Information,More Information,Jurisdiction';
const payload = (name: string, lines: string[], extra: Partial<Payload> = {}): Payload => {
  const body = Buffer.from(`${lines.join('\r\n')}\r\n`);
  return {
    url: `http://127.0.0.1/${name}`,
    body,
    contentType: 'text/csv',
    fetchedAt: at,
    digest: 'x',
    etag: null,
    lastModified: null,
    fromCache: true,
    ...extra,
  };
};
const read = (...payloads: Payload[]): SourceHoliday[] => {
  const result = evaluatePayloads(auDataGov, { id: 'au-data-gov', urls: [], ...SOURCE_DEFAULTS }, payloads);
  if (!result.ok) throw new Error(result.problem);
  expect(result.rejected).toEqual([]);
  return result.rows;
};
const said = (rows: SourceHoliday[], date: string) =>
  rows
    .filter((row) => row.date === date)
    .map((row) => `${row.scope ?? '*'} ${row.names.en}${row.substitute ? ' (sub)' : ''}`)
    .sort();

describe('au-data-gov files read together', () => {
  const older = payload('australianpublicholidays-201415.csv', [
    OLD_HEADER,
    '20141225,Christmas Day,,,NAT',
    '20150404,Easter Saturday,,,NAT',
    '20151001,AFL GrandFinal,,,VIC',
    '20150407,Easter Tuesday,,,TAS',
  ]);
  const newer = payload('australianpublicholidays-201516.csv', [
    OLD_HEADER,
    '20150404,Easter Saturday,,,ACT|NSW|SA|QLD|NT|VIC',
    '20150601,Western Australia Day,,,WA',
    '20151002,AFL Grand Final,,,VIC',
    '20160326,Easter Saturday,,,ACT|NSW|SA|QLD|NT|VIC',
  ]);

  it('take each state and year from the newest file that lists it, in any order', () => {
    for (const rows of [read(older, newer), read(newer, older)]) {
      // 2015 in the seven states the newer file lists: its rows alone (no Easter Saturday in WA, no AFL GrandFinal).
      // Tasmania's 2015 is in the older file only: it still speaks for Tasmania (its NAT row included).
      expect(said(rows, '2015-04-04')).toEqual(
        ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC'].map((state) => `AU-${state} Easter Saturday`),
      );
      expect(said(rows, '2015-10-02')).toEqual(['AU-VIC AFL Grand Final Friday']);
      expect(said(rows, '2015-10-01')).toEqual([]);
      expect(said(rows, '2015-04-07')).toEqual(['AU-TAS Easter Tuesday']);
      expect(said(rows, '2014-12-25')).toEqual(['* Christmas Day']);
    }
  });

  it('mark the rows of a provisional file', () => {
    const rows = read(
      older,
      payload('australian_public_holidays_2022.csv', [NEW_HEADER, "20220101,New Year's Day,,,act"], {
        provisional: true,
      }),
    );
    expect(rows.filter((row) => row.provisional).map((row) => row.date)).toEqual(['2022-01-01']);
    expect(rows.find((row) => row.date === '2014-12-25')!.provisional).toBeUndefined();
  });

  it('keep a weekend holiday a day off where its added day is listed beside it, state by state', () => {
    const states = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'];
    const rows = read(
      payload('australian_public_holidays_2020.csv', [
        NEW_HEADER,
        ...states
          .map((state) => `20201226,${state === 'sa' ? 'Proclamation Day' : 'Boxing Day'},,,${state}`)
          .filter((line) => !/,(act|nt|tas|sa)$/.test(line)),
        ...['act', 'nt', 'tas'].map((state) => `20201228,Boxing Day,,,${state}`),
        ...['nsw', 'qld', 'vic', 'wa'].map((state) => `20201228,Boxing Day (Additional day),,,${state}`),
      ]),
    );
    const boxing = rows.filter((row) => row.key === 'boxing day');
    // Listed beside its added day: a day off on its own date.
    expect(boxing.filter((row) => !row.substitute).map((row) => [row.scope, row.observed])).toEqual(
      ['NSW', 'QLD', 'VIC', 'WA'].map((state) => [`AU-${state}`, '2020-12-26']),
    );
    // Listed alone: the day off for the weekend holiday. Added beside it: a holiday of its own.
    expect(
      boxing
        .filter((row) => row.substitute)
        .map((row) => [row.scope, row.substituteFor])
        .sort(),
    ).toEqual(['ACT', 'NT', 'TAS'].map((state) => [`AU-${state}`, '2020-12-26']));
    const added = rows.filter((row) => row.key === 'boxing day (additional day)');
    expect(added.map((row) => [row.scope, row.date, row.substitute])).toEqual(
      ['NSW', 'QLD', 'VIC', 'WA'].map((state) => [`AU-${state}`, '2020-12-28', false]),
    );
  });

  it('keep a nationwide holiday one row when the added days differ by state', () => {
    const rows = read(
      payload('australianpublicholidays-201617.csv', [
        OLD_HEADER,
        '20161225,Christmas Day,,,NAT',
        '20161226,Christmas Day holiday,Substitute for Christmas Day,,SA',
        '20161227,Christmas Day holiday,Substitute for Christmas Day,,ACT|NSW|NT|QLD|WA|TAS|VIC',
      ]),
    );
    expect(rows.filter((row) => row.date === '2016-12-25')).toEqual([
      expect.objectContaining({ scope: null, observed: '2016-12-25' }),
    ]);
    expect(said(rows, '2016-12-26')).toEqual(['AU-SA Christmas Day (additional day)']);
    expect(
      rows
        .filter((row) => row.date > '2016-12-25')
        .every((row) => !row.substitute && row.key === 'christmas day (additional day)'),
    ).toBe(true);
  });
});
