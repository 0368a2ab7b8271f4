import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { produceCountry } from '../../pipeline/build-country.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import type { CountryOfficial } from '../../pipeline/official-sources.js';
import type { Conflict } from '../../pipeline/reconcile.js';
import { officialReproduction } from '../../pipeline/reproduction.js';
import type { HolidayRecord } from '../../core/types.js';
import { DEFAULT_PAYLOADS_DIR } from '../../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../../sources/config.js';
import { tempDir } from '../helpers.js';
import { committedOfficials } from '../official-payloads.js';

// The countries of the committed official payloads (data.gov.au, the Cabinet
// Office, gov.uk, 1823), built for 2014-2027 as a build without network
// builds them: every day the feeds list comes through, and the conflicts are
// the sources' real disagreements only.

const FROM = 2014;
const TO = 2027;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const AU_STATES = ['AU-ACT', 'AU-NSW', 'AU-NT', 'AU-QLD', 'AU-SA', 'AU-TAS', 'AU-VIC', 'AU-WA'];

let officials: Map<string, CountryOfficial[]>;
const built = new Map<string, { records: HolidayRecord[]; conflicts: Conflict[] }>();
beforeAll(async () => {
  officials = await committedOfficials(['AU', 'GB', 'HK', 'JP'], tempDir('committed-cache'));
  for (const country of ['AU', 'GB', 'HK', 'JP'])
    built.set(country, produceCountry(country, FROM, TO, [], officials.get(country)));
});

const records = (country: string) => built.get(country)!.records;
const on = (country: string, date: string) => records(country).filter((record) => record.date === date);
const statutory = (record: HolidayRecord) => record.type === 'public' || record.type === 'regional';
/** The statutory records observed on a day in a state (a nationwide one counts in every state). */
const daysOffIn = (state: string, day: string) =>
  records('AU').filter(
    (record) =>
      statutory(record) &&
      record.observed === day &&
      (record.subdivisions.length === 0 || record.subdivisions.includes(state)),
  );

describe('the feeds reproduced', () => {
  it.each([
    ['AU', 'au-data-gov', 2014, 2022],
    ['JP', 'jp-cao', 2014, 2027],
    ['GB', 'gov-uk', 2019, 2027],
    ['HK', 'hk-1823', 2014, 2026],
  ])('%s: every day %s lists for %i-%i, and no other', (country, source, from, to) => {
    const official = officials.get(country)!.find((entry) => entry.source === source)!;
    expect(official.years).toEqual(expect.arrayContaining(range(from, to)));
    expect(officialReproduction(records(country), official.rows, range(from, to))).toEqual([]);
  });
});

describe('data.gov.au through reconciliation', () => {
  it('keeps the state holidays of one day apart, each with its own name and scope', () => {
    expect(
      on('AU', '2014-03-10')
        .map((record) => [record.name, record.subdivisions.join(), record.type])
        .sort(),
    ).toEqual([
      ['Canberra Day', 'AU-ACT', 'regional'],
      ['Eight Hours Day', 'AU-TAS', 'regional'],
      ['Labour Day', 'AU-VIC', 'regional'],
      ['March public holiday', 'AU-SA', 'regional'],
    ]);
    // Queensland's days, Western Australia's Queen's Birthday beside the ACT's Family & Community Day.
    expect(on('AU', '2016-05-02').map((record) => [record.name, record.subdivisions.join()])).toEqual([
      ['Labour Day', 'AU-QLD'],
      ['May Day', 'AU-NT'],
    ]);
    expect(on('AU', '2016-10-03').map((record) => [record.name, record.subdivisions.join()])).toEqual([
      ['Labour Day', 'AU-ACT,AU-NSW,AU-SA'],
      ["Queen's Birthday", 'AU-QLD'],
    ]);
    expect(on('AU', '2016-09-26').map((record) => [record.name, record.subdivisions.join()])).toEqual([
      ['Family & Community Day', 'AU-ACT'],
      ["Queen's Birthday", 'AU-WA'],
    ]);
  });

  it('keeps Boxing Day a day off in its seven states and South Australia\u2019s Proclamation Day its own', () => {
    for (const year of range(2017, 2022)) {
      const day = on('AU', `${year}-12-26`).filter((record) => !record.substitute);
      // (In 2020 two records: where the added day is listed beside it, and where it moved to the added day.)
      const boxing = day.filter((record) => record.key === 'boxing day');
      expect(
        boxing.every((record) => record.type === 'regional'),
        `${year}`,
      ).toBe(true);
      expect(boxing.flatMap((record) => record.subdivisions).sort(), `${year}`).toEqual(
        AU_STATES.filter((state) => state !== 'AU-SA'),
      );
      expect(
        day.filter((record) => record.subdivisions.includes('AU-SA')).map((record) => record.name),
        `${year}`,
      ).toEqual([expect.stringMatching(/Proclamation Day/)]);
    }
  });

  it('keeps a weekend holiday listed beside its added day a day off, in every state, with the added day', () => {
    for (const state of AU_STATES) {
      expect(
        daysOffIn(state, '2021-12-25').map((record) => record.name),
        state,
      ).toEqual(['Christmas Day']);
      expect(
        daysOffIn(state, '2021-12-26').map((record) => record.name),
        state,
      ).toEqual([state === 'AU-SA' ? 'Proclamation Day' : 'Boxing Day']);
      // The added days are holidays of their own: the weekend days they follow stay days off.
      expect(
        daysOffIn(state, '2021-12-27').map((record) => [record.name, record.substitute]),
        state,
      ).toEqual([['Christmas Day (additional day)', false]]);
      expect(
        daysOffIn(state, '2021-12-28').map((record) => [record.name, record.substitute]),
        state,
      ).toEqual([[state === 'AU-SA' ? 'Proclamation Day (additional day)' : 'Boxing Day (additional day)', false]]);
    }
    expect(daysOffIn('AU-NSW', '2017-01-01').map((record) => record.name)).toEqual(["New Year's Day"]);
    expect(daysOffIn('AU-NSW', '2020-12-26').map((record) => record.name)).toEqual(['Boxing Day']);
    // Where the file lists the added day alone, the holiday moved to it.
    expect(daysOffIn('AU-TAS', '2020-12-26')).toEqual([]);
    expect(daysOffIn('AU-TAS', '2020-12-28').map((record) => record.name)).toEqual([
      'Boxing Day',
      'Boxing Day (substitute day)',
    ]);
  });

  it('types Tasmania\u2019s Easter Tuesday a day off there, with no second Easter Tuesday beside it', () => {
    const years = ['2014-04-22', '2015-04-07', '2016-03-28', '2019-04-23', '2020-04-14', '2021-04-06', '2022-04-19'];
    for (const date of years) {
      expect(
        on('AU', date).filter((record) => record.key === 'easter tuesday'),
        date,
      ).toEqual([
        expect.objectContaining({ name: 'Easter Tuesday', type: 'regional', subdivisions: ['AU-TAS'], observed: date }),
      ]);
    }
  });

  it('reads each state and year from the newest file that lists it', () => {
    // The 2016-17 file lists Tasmania's Easter Tuesday of 2017, the newer 2017-18 file does not (and adds the Regatta).
    expect(on('AU', '2017-04-18').filter(statutory)).toEqual([]);
    expect(on('AU', '2017-02-12').map((record) => [record.name, record.subdivisions.join()])).toEqual([
      ['Royal Hobart Regatta', 'AU-TAS'],
    ]);
    // The 2014-15 file's "AFL GrandFinal" gives way to the 2015-16 file's row.
    expect(
      records('AU')
        .filter((record) => record.key === 'afl grand final friday' && record.date.startsWith('2015'))
        .map((record) => record.date),
    ).toEqual(['2015-10-02']);
  });

  it('lets later data add to the provisional 2022 file', () => {
    expect(on('AU', '2022-09-22')).toEqual([
      expect.objectContaining({
        name: 'National Day of Mourning for Queen Elizabeth II',
        type: 'public',
        subdivisions: [],
        sources: ['date-holidays'],
      }),
    ]);
    expect(on('AU', '2022-09-26')).toEqual([
      expect.objectContaining({ key: "king's birthday", subdivisions: ['AU-WA'], sources: ['date-holidays'] }),
    ]);
    expect(
      records('AU').filter((record) => record.key === 'afl grand final friday' && record.date.startsWith('2022')),
    ).toEqual([expect.objectContaining({ subdivisions: ['AU-VIC'] })]);
    // Before 2022 the files decide: the library's AFL Grand Final Friday of 2014, a year before the holiday, is not kept.
    expect(
      records('AU').filter((record) => record.key === 'afl grand final friday' && record.date.startsWith('2014')),
    ).toEqual([]);
  });
});

describe('the kinds of day a feed does not publish', () => {
  it('stay: Japan\u2019s bank days in every year the Cabinet Office file covers', () => {
    for (const year of range(FROM, TO)) {
      for (const day of [`${year}-01-02`, `${year}-01-03`, `${year}-12-31`]) {
        expect(
          on('JP', day)
            .filter((record) => record.type === 'bank')
            .map((record) => record.sources),
          day,
        ).toEqual([['date-holidays']]);
      }
    }
  });
});

describe('the conflicts of the four countries', () => {
  const line = (conflict: Conflict) => {
    const [source] = Object.keys(conflict.says).filter((key) => key !== 'date-holidays');
    const said = (value: Conflict['says'][string]) =>
      value === null
        ? 'nothing'
        : `${value.date}${value.scope.length > 0 ? ` ${value.scope.join(',')}` : ''}${value.type ? ` ${value.type}` : ''}`;
    const winner = conflict.winner === source ? '' : ` | won by ${conflict.winner}`;
    return `${conflict.country} ${conflict.year} ${conflict.kind} ${conflict.key} | ${said(conflict.says[source!]!)} | ${said(conflict.says['date-holidays']!)}${winner}`;
  };

  it('are the sources\u2019 real disagreements, each named', () => {
    const all = ['AU', 'GB', 'HK', 'JP'].flatMap((country) => built.get(country)!.conflicts.map(line));
    expect(all).toEqual([
      // data.gov.au against the rule library: days a state moved, added or dropped
      // (Queensland's Labour Day and Queen's Birthday 2014-2015, the ACT's Family &
      // Community Day before Reconciliation Day, Tasmania's Regatta and Recreation
      // Day), places of part-day and Easter days, Easter Tuesday's type, and what
      // the provisional 2022 file lacks.
      'AU 2014 only-date-holidays afl grand final friday | nothing | 2014-09-26 AU-VIC',
      'AU 2014 different-scope boxing day | 2014-12-26 | 2014-12-26 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC,AU-WA',
      'AU 2014 different-scope christmas eve | 2014-12-24 AU-SA | 2014-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2014 different-scope easter saturday | 2014-04-19 | 2014-04-19 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-SA,AU-VIC',
      'AU 2014 different-scope easter sunday | 2014-04-20 AU-NSW,AU-VIC | 2014-04-20 AU-ACT,AU-NSW,AU-QLD,AU-VIC',
      'AU 2014 different-type easter tuesday | 2014-04-22 AU-TAS public | 2014-04-22 AU-TAS religious',
      'AU 2014 only-official family & community day | 2014-09-29 AU-ACT | nothing',
      'AU 2014 different-date labour day | 2014-10-06 AU-QLD | 2014-05-05 AU-QLD',
      "AU 2014 different-scope new year's eve | 2014-12-31 AU-SA | 2014-12-31 AU-NT,AU-SA",
      "AU 2014 different-date queen's birthday | 2014-06-09 AU-QLD | 2014-10-06 AU-QLD",
      'AU 2014 only-date-holidays reconciliation day | nothing | 2014-06-02 AU-ACT',
      'AU 2015 different-date afl grand final friday | 2015-10-02 AU-VIC | 2015-09-25 AU-VIC',
      'AU 2015 different-scope boxing day | 2015-12-26 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC | 2015-12-26 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC,AU-WA',
      'AU 2015 different-scope boxing day | 2015-12-28 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC | 2015-12-28 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC,AU-WA',
      'AU 2015 different-scope christmas eve | 2015-12-24 AU-SA | 2015-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2015 different-scope easter sunday | 2015-04-05 AU-ACT,AU-NSW,AU-VIC | 2015-04-05 AU-ACT,AU-NSW,AU-QLD,AU-VIC',
      'AU 2015 different-type easter tuesday | 2015-04-07 AU-TAS public | 2015-04-07 AU-TAS religious',
      'AU 2015 only-official family & community day | 2015-09-28 AU-ACT | nothing',
      'AU 2015 different-date labour day | 2015-10-05 AU-QLD | 2015-05-04 AU-QLD',
      "AU 2015 different-scope new year's eve | 2015-12-31 AU-SA | 2015-12-31 AU-NT,AU-SA",
      "AU 2015 different-date queen's birthday | 2015-06-08 AU-QLD | 2015-10-05 AU-QLD",
      'AU 2015 only-date-holidays reconciliation day | nothing | 2015-06-01 AU-ACT',
      'AU 2016 only-official boxing day (additional day) | 2016-12-27 AU-WA | nothing',
      'AU 2016 different-scope christmas day (additional day) | 2016-12-27 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-TAS,AU-VIC,AU-WA | 2016-12-27',
      'AU 2016 only-official christmas day (additional day) | 2016-12-26 AU-SA | nothing',
      'AU 2016 different-scope christmas eve | 2016-12-24 AU-SA | 2016-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2016 different-scope easter sunday | 2016-03-27 AU-ACT,AU-NSW,AU-VIC | 2016-03-27 AU-ACT,AU-NSW,AU-QLD,AU-VIC',
      'AU 2016 only-official easter tuesday | 2016-03-28 AU-TAS | nothing',
      'AU 2016 only-official family & community day | 2016-09-26 AU-ACT | nothing',
      "AU 2016 different-scope new year's eve | 2016-12-31 AU-SA | 2016-12-31 AU-NT,AU-SA",
      'AU 2016 only-date-holidays reconciliation day | nothing | 2016-05-30 AU-ACT',
      'AU 2017 different-scope christmas eve | 2017-12-24 AU-NT,AU-SA | 2017-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2017 only-official family & community day | 2017-09-25 AU-ACT | nothing',
      "AU 2017 different-scope new year's day (additional day) | 2017-01-02 | 2017-01-02 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-SA,AU-VIC,AU-WA",
      'AU 2017 only-date-holidays reconciliation day | nothing | 2017-05-29 AU-ACT',
      'AU 2017 only-official recreation day | 2017-11-06 AU-TAS | nothing',
      'AU 2017 only-official royal hobart regatta | 2017-02-12 AU-TAS | nothing',
      'AU 2018 different-scope christmas eve | 2018-12-24 AU-NT,AU-SA | 2018-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2018 only-official recreation day | 2018-11-05 AU-TAS | nothing',
      'AU 2018 only-official royal hobart regatta | 2018-02-12 AU-TAS | nothing',
      'AU 2019 different-scope christmas eve | 2019-12-24 AU-NT,AU-SA | 2019-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2019 different-type easter tuesday | 2019-04-23 AU-TAS public | 2019-04-23 AU-TAS religious',
      'AU 2019 only-official royal hobart regatta | 2019-02-11 AU-TAS | nothing',
      'AU 2020 different-scope christmas eve | 2020-12-24 AU-NT,AU-SA | 2020-12-24 AU-NT,AU-QLD,AU-SA',
      'AU 2020 only-date-holidays declared public holiday | nothing | 2020-04-27 AU-ACT',
      'AU 2020 different-type easter tuesday | 2020-04-14 AU-TAS public | 2020-04-14 AU-TAS religious',
      'AU 2021 different-scope anzac day (additional day) | 2021-04-26 AU-ACT,AU-NT,AU-QLD,AU-SA,AU-TAS,AU-VIC,AU-WA | 2021-04-26 AU-ACT,AU-NT,AU-QLD,AU-WA',
      'AU 2021 different-scope easter sunday | 2021-04-04 AU-ACT,AU-NSW,AU-NT,AU-QLD,AU-SA,AU-VIC | 2021-04-04 AU-ACT,AU-NSW,AU-QLD,AU-VIC',
      'AU 2021 different-type easter tuesday | 2021-04-06 AU-TAS public | 2021-04-06 AU-TAS religious',
      'AU 2022 only-date-holidays afl grand final friday | nothing | 2022-09-30 AU-VIC | won by date-holidays',
      'AU 2022 different-scope easter sunday | 2022-04-17 AU-ACT,AU-NSW,AU-QLD,AU-VIC | 2022-04-17 AU-ACT,AU-NSW,AU-QLD,AU-VIC,AU-WA',
      'AU 2022 different-type easter tuesday | 2022-04-19 AU-TAS public | 2022-04-19 AU-TAS religious',
      "AU 2022 only-date-holidays king's birthday | nothing | 2022-09-26 AU-WA | won by date-holidays",
      'AU 2022 only-date-holidays national day of mourning for queen elizabeth ii | nothing | 2022-09-22 | won by date-holidays',
      // 1823: Easter Monday's day off in 2015, and the 70th anniversary day.
      'HK 2015 only-date-holidays easter monday | nothing | 2015-04-06',
      "HK 2015 only-official the 70th anniversary day of the victory of the chinese people's war of resistance against japanese aggression | 2015-09-03 | nothing",
      'HK 2015 only-official the day following easter monday | 2015-04-07 | nothing',
    ]);
  });
});

describe('a build from the committed payloads', () => {
  it('writes those conflicts to its conflicts file, and keeps what the provisional file lacks', async () => {
    const outDir = tempDir('committed-build');
    const summary = await build({
      outDir,
      countries: ['AU', 'JP'],
      fromYear: 2021,
      toYear: 2022,
      at: '2026-01-01T00:00:00Z',
      keep: 2,
      sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
      payloadsDir: DEFAULT_PAYLOADS_DIR,
      amendmentsDir: null,
      offline: true,
      workers: 1,
    });
    expect(summary.status).toBe('published');
    const current = join(outDir, 'current');
    const lines = readFileSync(join(current, 'conflicts.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as Conflict);
    const expected = ['AU', 'JP'].flatMap((country) =>
      built.get(country)!.conflicts.filter((conflict) => conflict.year >= 2021 && conflict.year <= 2022),
    );
    const byText = (a: Conflict, b: Conflict) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
    expect([...lines].sort(byText)).toEqual([...expected].sort(byText));
    expect(
      lines.map((conflict) => `${conflict.country} ${conflict.year} ${conflict.kind} ${conflict.key}`).sort(),
    ).toEqual([
      'AU 2021 different-scope anzac day (additional day)',
      'AU 2021 different-scope easter sunday',
      'AU 2021 different-type easter tuesday',
      'AU 2022 different-scope easter sunday',
      'AU 2022 different-type easter tuesday',
      'AU 2022 only-date-holidays afl grand final friday',
      "AU 2022 only-date-holidays king's birthday",
      'AU 2022 only-date-holidays national day of mourning for queen elizabeth ii',
    ]);
    expect(readLedger(current, 'AU').filter((record) => record.date === '2022-09-22')).toEqual([
      expect.objectContaining({ type: 'public', subdivisions: [] }),
    ]);
    expect(
      readLedger(current, 'JP').filter((record) => record.date === '2022-01-03' && record.type === 'bank'),
    ).toHaveLength(1);
  });
});
