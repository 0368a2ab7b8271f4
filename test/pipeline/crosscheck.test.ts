// The cross-check (pipeline/crosscheck.ts): each independent source on a case
// whose answer is known, the comparison rules on records written by hand, a
// small offline build with two corrections (one day moved, one removed) whose
// disagreements are reported with both sides, the section every build and
// refresh report carries, and the `crosscheck` command.

import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerRecord } from '../../core/types.js';
import { HELP, main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import {
  crosscheckRun,
  defaultSources,
  runCrosscheck,
  type CrosscheckResult,
  type CrossSource,
} from '../../pipeline/crosscheck.js';
import { chineseCalendar } from '../../pipeline/crosscheck/chinese-calendar.js';
import { feiertage } from '../../pipeline/crosscheck/feiertage.js';
import { hebcal } from '../../pipeline/crosscheck/hebcal.js';
import { holidayJp } from '../../pipeline/crosscheck/holiday-jp.js';
import { holidaysKr } from '../../pipeline/crosscheck/holidays-kr.js';
import { islamicCalendar } from '../../pipeline/crosscheck/islamic-calendar.js';
import { usFederal } from '../../pipeline/crosscheck/us-federal.js';
import { crosscheckSectionMarkdown, describeDisagreement } from '../../pipeline/crosscheck-report.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { DEFAULT_GUARDS } from '../../pipeline/guards.js';
import { ledgerFiles } from '../../pipeline/ledger-files.js';
import { publishRun } from '../../pipeline/publish-run.js';
import { readPublished } from '../../pipeline/publish.js';
import { renderMarkdown } from '../../pipeline/reports.js';
import { DEFAULT_PAYLOADS_DIR } from '../../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../../sources/config.js';
import { tempDir } from '../helpers.js';
import { ledgerRecord } from '../records.js';

const datesOf = async (
  source: CrossSource,
  country: string,
  years: number[],
  filter: (day: { place?: string; dayOff: boolean }) => boolean = () => true,
) => (await source.days(country, years)).filter(filter).map((day) => day.date);

describe('each independent source, on a known case', () => {
  it('@18f/us-federal-holidays: the 11 federal holidays of 2026 on their observed days (Independence Day on Friday 3 July), Juneteenth from 2021', async () => {
    const days = await usFederal.days('US', [2026]);
    expect(days.map((day) => day.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(days.every((day) => day.dayOff)).toBe(true);
    expect(days.find((day) => day.date === '2026-07-03')!.name).toBe('Independence Day');
    expect((await usFederal.days('US', [2020])).some((day) => /Juneteenth/.test(day.name))).toBe(false);
    // New Year's Day 2022 fell on a Saturday: observed on 31 December 2021, one of 2022's holidays.
    expect(await datesOf(usFederal, 'US', [2021])).not.toContain('2021-12-31');
    expect(await datesOf(usFederal, 'US', [2022])).toContain('2021-12-31');
  });

  it("@holiday-jp/holiday_jp: 2026's holidays with the substitute day of 6 May and the citizens' holiday of 22 September; 1970-2050 covered", async () => {
    const days = await datesOf(holidayJp, 'JP', [2026]);
    expect(days).toHaveLength(18);
    expect(days).toEqual(expect.arrayContaining(['2026-05-03', '2026-05-06', '2026-09-22']));
    expect(await holidayJp.covers('JP', [1969, 1970, 2050, 2051])).toEqual([1970, 2050]);
  });

  it('feiertagejs: state by state (Corpus Christi in Bavaria, not in Lower Saxony; Women’s Day in Berlin)', async () => {
    const of = (place: string) => datesOf(feiertage, 'DE', [2026], (day) => day.place === place);
    expect(await of('DE-BY')).toContain('2026-06-04');
    expect(await of('DE-NI')).not.toContain('2026-06-04');
    expect(await of('DE-BE')).toContain('2026-03-08');
    expect(await of('DE-NW')).toHaveLength(11);
  });

  it("@hebcal/core: Israel's days off of 2026, and dated holidays beside them", async () => {
    expect(await datesOf(hebcal, 'IL', [2026], (day) => day.dayOff)).toEqual([
      '2026-04-02',
      '2026-04-08',
      '2026-04-22',
      '2026-05-22',
      '2026-09-12',
      '2026-09-13',
      '2026-09-21',
      '2026-09-26',
      '2026-10-03',
    ]);
    const dated = (await hebcal.days('IL', [2026])).filter((day) => !day.dayOff && day.date.startsWith('2026'));
    expect(dated).toContainEqual(expect.objectContaining({ date: '2026-04-14', holiday: 'Yom HaShoah' }));
  });

  it('@hyunbinseo/holidays-kr: the years it has presets for; Seollal 2026 from its eve, and the local elections', async () => {
    expect(await holidaysKr.covers('KR', [2017, 2018, 2027, 2028])).toEqual([2018, 2027]);
    expect(await datesOf(holidaysKr, 'KR', [2026])).toEqual(
      expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-02-18', '2026-06-03']),
    );
  });

  it('the calendar engines: 1 Shawwal 1447 on 20 March 2026 (Umm al-Qura, 2000-2028 covered); Chinese New Year 2026 on 17 February, not for Korea', async () => {
    expect(
      (await islamicCalendar.days('AE', [2026]))
        .filter((day) => day.holiday === '1 Shawwal' && day.date.startsWith('2026'))
        .map((day) => day.date),
    ).toEqual(['2026-03-20']);
    expect(await islamicCalendar.covers('AE', [1999, 2000, 2028, 2029])).toEqual([2000, 2028]);
    expect(
      (await chineseCalendar.days('SG', [2026])).find(
        (day) => day.holiday === 'lunar 1/1' && day.date.startsWith('2026'),
      )!.date,
    ).toBe('2026-02-17');
    expect(await chineseCalendar.covers('KR', [2026])).toEqual([]);
  });
});

/** A ledger record with the fields the comparison reads; the rest are plain defaults. */
function record(country: string, date: string, key: string, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  const name = extra.name ?? key.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return ledgerRecord(date, name, {
    id: `${date.replaceAll('-', '')}_${Math.random().toString(16).slice(2, 10)}`,
    country,
    key,
    variant: 0,
    ...extra,
  });
}

function snapshotOf(ledgers: Record<string, LedgerRecord[]>): string {
  const dir = tempDir('crosscheck-ledger');
  mkdirSync(join(dir, 'ledger'));
  for (const [country, records] of Object.entries(ledgers))
    for (const file of ledgerFiles(country, records)) writeFileSync(join(dir, file.path), file.text);
  return dir;
}

const run = (dir: string, countries: string[], years: number[], sources: CrossSource[]) =>
  runCrosscheck({ dir, snapshot: 'test', countries, years: () => years, sources });
const countryOf = (result: CrosscheckResult, country: string) =>
  result.countries.find((each) => each.country === country)!;

describe('the comparison rules, on records written by hand', () => {
  it('dates a holiday of several days by its first day: the same day agrees, another is listed with both days', async () => {
    const eid = (date: string) => record('AE', date, 'end of ramadan (eid al-fitr)');
    const dir = snapshotOf({
      // 1 Shawwal 1447 is 20 March 2026 (Umm al-Qura); 1 Shawwal 1446 is 30 March 2025.
      AE: [
        eid('2026-03-20'),
        eid('2026-03-21'),
        eid('2026-03-22'),
        eid('2025-03-31'),
        eid('2025-04-01'),
        record('AE', '2026-12-02', 'national day'),
      ],
      TW: [
        record('TW', '2026-02-17', 'chinese new year'),
        record('TW', '2026-02-16', "chinese new year's eve"),
        record('TW', '2026-09-26', 'mid-autumn festival'),
      ],
    });
    const result = await run(dir, ['AE', 'TW'], [2025, 2026], [islamicCalendar, chineseCalendar]);
    const ae = countryOf(result, 'AE');
    expect(ae.sources).toEqual([{ id: 'engine:islamic', years: [2025, 2026], agreements: 1, disagreements: 1 }]);
    expect(ae.disagreements).toEqual([
      {
        country: 'AE',
        date: '2025-03-31',
        place: null,
        subject: '1 Shawwal',
        dataset: { date: '2025-03-31', names: ['End Of Ramadan (Eid Al-Fitr)'], note: '2 days, to 2025-04-01' },
        sources: { 'engine:islamic': { date: '2025-03-30', names: ['1 Shawwal 1446 AH (Umm al-Qura)'] } },
        disagreeing: ['engine:islamic'],
      },
    ]);
    // Mid-Autumn 2026 is 25 September: the record a day late is listed; the New Year and its eve agree.
    const tw = countryOf(result, 'TW');
    expect(tw.agreements).toBe(2);
    expect(
      tw.disagreements.map((each) => `${each.date} ${each.subject} ${each.sources['engine:chinese']?.date}`),
    ).toEqual(['2026-09-26 lunar 8/15 2026-09-25']);
  });

  it('the Chinese calendar: a run of days that holds the festival agrees whatever its first day; one that misses it is listed', async () => {
    const spring = (date: string) => record('CN', date, 'spring festival');
    const dragon = (date: string) => record('CN', date, 'dragon boat festival');
    const dir = snapshotOf({
      // Lunar new year 2026: 17 February; the Dragon Boat Festival: 19 June 2026.
      // The arrangement's nine days from 15 February hold it; a Dragon Boat run of 20-22 June does not hold 19 June.
      CN: [
        ...['15', '16', '17', '18', '19', '20', '21', '22', '23'].map((day) => spring(`2026-02-${day}`)),
        dragon('2026-06-20'),
        dragon('2026-06-21'),
        dragon('2026-06-22'),
      ],
    });
    const cn = countryOf(await run(dir, ['CN'], [2026], [chineseCalendar]), 'CN');
    expect(cn.sources).toEqual([{ id: 'engine:chinese', years: [2026], agreements: 1, disagreements: 1 }]);
    expect(
      cn.disagreements.map(
        (each) => `${each.date} ${each.subject} ${each.sources['engine:chinese']?.date} ${each.dataset?.note}`,
      ),
    ).toEqual(['2026-06-20 lunar 5/5 2026-06-19 3 days, to 2026-06-22']);
  });

  it('compares days off by date, state by state; names are shown, not compared; a day kept in part of a state only is shown as such', async () => {
    const nation = [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ];
    const dir = snapshotOf({
      DE: [
        ...nation.map((date) => record('DE', date, `holiday ${date}`, { name: `Some name of ${date}` })),
        record('DE', '2026-01-06', 'epiphany', { type: 'regional', subdivisions: ['DE-BW', 'DE-BY', 'DE-ST'] }),
        record('DE', '2026-06-04', 'corpus christi', {
          type: 'regional',
          subdivisions: ['DE-BW', 'DE-BY', 'DE-HE', 'DE-NW', 'DE-RP', 'DE-SL'],
        }),
        record('DE', '2026-08-15', 'assumption', { type: 'regional', subdivisions: ['DE-BY-KATH', 'DE-SL'] }),
        record('DE', '2026-11-01', 'all saints day', {
          type: 'regional',
          subdivisions: ['DE-BW', 'DE-BY', 'DE-NW', 'DE-RP', 'DE-SL'],
        }),
        // Not a day off: not compared.
        record('DE', '2026-02-17', 'shrove tuesday', { type: 'observance' }),
      ],
    });
    const result = await run(dir, ['DE'], [2026], [feiertage]);
    const bavaria = countryOf(result, 'DE').disagreements.filter((each) => each.place === 'DE-BY');
    expect(bavaria).toEqual([
      {
        country: 'DE',
        date: '2026-08-15',
        place: 'DE-BY',
        subject: 'days off',
        dataset: { date: '2026-08-15', names: ['Assumption'], note: 'only in DE-BY-KATH' },
        sources: { feiertagejs: { date: '2026-08-15', names: ['Mariä Himmelfahrt'] } },
        disagreeing: ['feiertagejs'],
      },
    ]);
    expect(countryOf(result, 'DE').disagreements.filter((each) => each.place === 'DE-NW')).toEqual([]);
    expect(describeDisagreement(bavaria[0]!)).toBe(
      'DE 2026-08-15 DE-BY, days off: dataset "Assumption" (only in DE-BY-KATH); feiertagejs "Mariä Himmelfahrt"',
    );
  });

  it('compares US federal holidays on their observed day: a Saturday holiday agrees on the Friday', async () => {
    const dir = snapshotOf({
      US: [
        record('US', '2026-07-04', 'independence day', { observed: '2026-07-03' }),
        record('US', '2026-07-03', 'independence day', {
          observed: '2026-07-03',
          substitute: true,
          name: 'Independence Day (substitute day)',
        }),
        record('US', '2026-12-25', 'christmas day'),
        record('US', '2026-03-17', "st. patrick's day", { type: 'observance' }),
        record('US', '2026-02-12', "lincoln's birthday", { type: 'regional', subdivisions: ['US-IL'] }),
      ],
    });
    const us = countryOf(await run(dir, ['US'], [2026], [usFederal]), 'US');
    expect(us.sources[0]).toMatchObject({ id: 'us-federal-holidays', agreements: 2, disagreements: 9 });
    expect(us.disagreements.map((each) => each.date)).not.toContain('2026-07-03');
    expect(us.disagreements.map((each) => each.date)).not.toContain('2026-07-04');
    expect(us.disagreements.find((each) => each.date === '2026-11-26')).toMatchObject({
      dataset: null,
      sources: { 'us-federal-holidays': { names: ['Thanksgiving Day'] } },
    });
  });

  it('leaves a calendar engine out of a country whose records it cannot date', async () => {
    const dir = snapshotOf({ FR: [record('FR', '2026-07-14', 'bastille day')] });
    expect((await run(dir, ['FR'], [2026], [islamicCalendar, chineseCalendar])).countries).toEqual([]);
  });

  it("a source of places apart (workalendar): the country's calendar against the nationwide records only, each subdivision's against the country's and its own", async () => {
    const apart: CrossSource = {
      id: 'apart',
      label: 'apart',
      countries: ['CH'],
      rule: 'places apart',
      covers: (_country, years) => [...years],
      days: () => [
        { date: '2026-01-01', name: 'New Year', dayOff: true },
        { date: '2026-08-01', name: 'National Day', dayOff: true },
        { date: '2026-01-02', name: "Berchtold's Day", dayOff: true },
        ...['2026-01-01', '2026-08-01', '2026-01-02'].map((date) => ({
          date,
          name: date,
          dayOff: true,
          place: 'CH-BE',
        })),
        ...['2026-01-01', '2026-08-01'].map((date) => ({ date, name: date, dayOff: true, place: 'CH-GE' })),
      ],
      daysOff: { select: (each) => each.type === 'public' || each.type === 'regional', day: 'date', placesApart: true },
    };
    const dir = snapshotOf({
      CH: [
        record('CH', '2026-01-01', 'new year'),
        record('CH', '2026-08-01', 'national day'),
        record('CH', '2026-01-02', 'berchtold day', {
          type: 'regional',
          subdivisions: ['CH-BE', 'CH-ZH'],
          name: "Berchtold's Day",
        }),
      ],
    });
    const ch = countryOf(await run(dir, ['CH'], [2026], [apart]), 'CH');
    // Geneva: 2 agree. Bern: 3 agree. The country: 2 agree, and Berchtold's Day, which the records keep in two cantons only, is shown as such.
    expect(ch.sources).toEqual([{ id: 'apart', years: [2026], agreements: 7, disagreements: 1 }]);
    expect(ch.disagreements).toEqual([
      {
        country: 'CH',
        date: '2026-01-02',
        place: null,
        subject: 'days off',
        dataset: { date: '2026-01-02', names: ["Berchtold's Day"], note: 'only in CH-BE, CH-ZH' },
        sources: { apart: { date: '2026-01-02', names: ["Berchtold's Day"] } },
        disagreeing: ['apart'],
      },
    ]);
  });
});

describe('a build with a day moved and a day removed by corrections (US: no official feed to contradict them)', () => {
  const dir = tempDir('crosscheck-build');
  // A copy of the committed payloads: a build under test never writes into the project's.
  const payloads = tempDir('crosscheck-payloads');
  let result: CrosscheckResult;

  beforeAll(async () => {
    cpSync(DEFAULT_PAYLOADS_DIR, payloads, { recursive: true });
    const summary = await publishRun({
      command: 'build',
      outDir: dir,
      countries: ['US', 'JP', 'DE'],
      fromYear: 2026,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 5,
      offline: true,
      workers: 1,
      payloadsDir: payloads,
      sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
      guards: DEFAULT_GUARDS,
      corrections: [
        { action: 'move', country: 'US', date: '2026-06-19', name: 'Juneteenth', to: '2026-06-22', entry: 0 },
        { action: 'remove', country: 'US', name: 'Thanksgiving Day', date: '2026-11-26', entry: 1 },
      ],
    });
    expect(summary.status).toBe('published-stale');
    const published = readPublished(dir)!;
    const outcome = await crosscheckRun({
      dir: published.dir,
      snapshot: published.manifest.snapshot,
      at: '2026-01-01T00:00:00Z',
      countries: ['US', 'JP', 'DE'],
      fromYear: 2026,
      toYear: 2026,
      payloadsDir: payloads,
      sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
    });
    if ('error' in outcome) throw new Error(outcome.error);
    result = outcome;
  });

  it('reports the moved day on both days and the removed one, with what each source says; Independence Day (observed Friday 3 July) agrees', () => {
    const us = countryOf(result, 'US');
    const on = (date: string) => us.disagreements.find((each) => each.date === date);
    expect(on('2026-06-19')).toEqual({
      country: 'US',
      date: '2026-06-19',
      place: null,
      subject: 'days off',
      dataset: null,
      sources: { 'us-federal-holidays': { date: '2026-06-19', names: ['Juneteenth National Independence Day'] } },
      disagreeing: ['us-federal-holidays'],
    });
    expect(on('2026-06-22')).toEqual({
      country: 'US',
      date: '2026-06-22',
      place: null,
      subject: 'days off',
      dataset: { date: '2026-06-22', names: ['Juneteenth'] },
      sources: { 'us-federal-holidays': null },
      disagreeing: ['us-federal-holidays'],
    });
    expect(on('2026-11-26')).toEqual({
      country: 'US',
      date: '2026-11-26',
      place: null,
      subject: 'days off',
      dataset: null,
      sources: { 'us-federal-holidays': { date: '2026-11-26', names: ['Thanksgiving Day'] } },
      disagreeing: ['us-federal-holidays'],
    });
    expect(on('2026-07-03')).toBeUndefined();
    expect(on('2026-07-04')).toBeUndefined();
    expect(us.sources[0]!.agreements).toBeGreaterThanOrEqual(7);
  });

  it('agrees on every day of Japan with @holiday-jp/holiday_jp and the committed jp-cao payload', () => {
    const jp = countryOf(result, 'JP');
    expect(jp.disagreements).toEqual([]);
    expect(jp.sources.map(({ id, agreements, disagreements }) => [id, agreements, disagreements])).toEqual([
      ['holiday-jp', 18, 0],
      ['committed:jp-cao', 18, 0],
    ]);
  });

  it('agrees with feiertagejs on every day off of North Rhine-Westphalia', () => {
    const de = countryOf(result, 'DE');
    expect(de.disagreements.filter((each) => each.place === 'DE-NW')).toEqual([]);
    expect(de.sources[0]).toMatchObject({ id: 'feiertagejs' });
    expect(de.sources[0]!.agreements).toBeGreaterThanOrEqual(16 * 9);
  });

  it("puts a cross-check section in the build's reports, naming the disagreements and where to find them all", () => {
    const reports = join(dir, 'current', 'reports');
    const markdown = readFileSync(join(reports, 'changes.md'), 'utf8');
    expect(markdown).toContain('### Cross-check against independent sources');
    expect(markdown).toContain(
      '- US 2026-06-19, days off: dataset nothing; us-federal-holidays "Juneteenth National Independence Day"',
    );
    expect(markdown).toContain('- US 2026-06-22, days off: dataset "Juneteenth"; us-federal-holidays nothing');
    expect(markdown).toContain('No disagreement: JP.');
    expect(markdown).toContain('`make crosscheck`');
    const html = readFileSync(join(reports, 'changes.html'), 'utf8');
    expect(html).toContain('<section id="crosscheck">');
    expect(html).toContain(
      '<td>US</td><td>2026-11-26</td><td></td><td>days off</td><td>nothing</td><td>us-federal-holidays: &quot;Thanksgiving Day&quot;</td>',
    );
  });

  it('the command writes every disagreement (Markdown and CSV), prints the agreement per country and in total, and exits 8 naming the unexplained ones', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (line) => out.push(line),
      progress: () => {},
      err: (line) => err.push(line),
      isTTY: false,
      env: { SOURCES_CONFIG: DEFAULT_CONFIG_PATH, PAYLOADS_DIR: payloads },
      now: () => new Date('2026-11-21T10:00:00Z'),
    };
    // Every disagreement of workalendar explained (test/pipeline/crosscheck-workalendar.test.ts tests it): the planted ones remain.
    const explanations = tempDir('crosscheck-explanations');
    const every = (what: string) => ({
      source: 'workalendar',
      what,
      years: '2026',
      namePattern: '.',
      reason: 'Not what this test is about: every workalendar disagreement.',
      citation: 'test/pipeline/crosscheck.test.ts',
    });
    for (const country of ['JP', 'US'])
      writeFileSync(
        join(explanations, `${country}.json`),
        JSON.stringify({ country, explanations: ['source', 'dataset', 'dataset-in-part'].map(every) }),
      );
    const reviews = tempDir('crosscheck-reviews');
    writeFileSync(
      join(reviews, 'JP.json'),
      JSON.stringify({
        country: 'JP',
        reviewed: '2026-11-28',
        laws: [
          {
            citation: 'Act on National Holidays (Act No. 178 of 1948), as amended',
            sets: 'the sixteen national holidays, the substitute holiday and the citizens’ holiday',
          },
        ],
        compared: 'Not what this test is about: a review on record for JP, none for US.',
      }),
    );
    const report = join(tempDir('crosscheck-report'), 'check.md');
    const code = await main(
      [
        'crosscheck',
        '--out',
        dir,
        '--countries',
        'JP,US',
        '--report',
        report,
        '--explanations',
        explanations,
        '--reviews',
        reviews,
      ],
      io,
    );
    expect(code, err.join('\n')).toBe(EXIT.unexplained);
    expect(out[0]).toMatch(
      /^crosscheck 000001-20260101T000000Z: \d+ agreements, \d+ disagreements in \d of 2 countries compared with \d independent sources \(\d+\.\ds\)/,
    );
    expect(out[1]).toMatch(
      /^agreement \d+\.\d% \([\d,]+ of [\d,]+ compared\); disagreements [\d,]+ explained, \d+ unexplained \(/,
    );
    expect(out[2]).toBe('law reviews: 1 of 2 countries reviewed; not yet: US');
    expect(out[3]).toMatch(
      /^ {2}JP {2}agreement \d+\.\d% \(\d+ of \d+ compared\) {2}\d+ disagreements, 0 unexplained {2}\(holiday-jp 18\/0, committed:jp-cao 18\/0, .*\) {2}law reviewed 2026-11-28$/,
    );
    expect(out[4]).toMatch(
      /^ {2}US {2}agreement .* \d+ unexplained {2}\(us-federal-holidays \d+\/\d+.*\) {2}law not reviewed$/,
    );
    expect(out.slice(-2)).toEqual([`report: ${report}`, `report: ${report.replace(/\.md$/, '.csv')}`]);
    // The planted ones are named (and the federal holidays this small build keeps in some states only).
    expect(err[0]).toMatch(
      /^error: \d+ disagreements have no explanation; fix the data \(amendments\/\) or explain each in .*\/<CC>\.json/,
    );
    expect(err).toContain(
      '  US 2026-06-19, days off: dataset nothing; us-federal-holidays "Juneteenth National Independence Day"; workalendar nothing',
    );
    expect(err).toContain(
      '  US 2026-06-22, days off: dataset "Juneteenth"; us-federal-holidays nothing; workalendar nothing',
    );
    expect(err).toContain(
      '  US 2026-11-26, days off: dataset nothing; us-federal-holidays "Thanksgiving Day"; workalendar "Thanksgiving Day"',
    );
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toMatch(
      /^\| JP \| 2026-2026 \| \d+\.\d% \(\d+ of \d+ compared\) \| \d+ \| \d+ \| 0 \| 0 \| holiday-jp 18\/0, committed:jp-cao 18\/0, workalendar \d+\/\d+ \|$/m,
    );
    expect(markdown).toMatch(/^## US \(\d+, \d+ unexplained\)$/m);
    expect(markdown).toContain(
      '| JP | 2026-11-28 | Act on National Holidays (Act No. 178 of 1948), as amended | 0 |\n| US | not yet | | |',
    );
    expect(markdown).toContain(
      '| 2026-06-22 |  | days off | "Juneteenth" | nothing | nothing | us-federal-holidays: UNEXPLAINED; workalendar: explained: Not what this test is about: every workalendar disagreement. (test/pipeline/crosscheck.test.ts; ',
    );
    const csv = readFileSync(report.replace(/\.md$/, '.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe(
      'country,date,place,subject,dataset_date,dataset,dataset_note,source,source_date,source_says,status,explanation',
    );
    expect(csv).toContain('US,2026-06-22,,days off,2026-06-22,Juneteenth,,us-federal-holidays,,,unexplained,');
    // workalendar lacks Juneteenth (17.0.0): where the dataset has nothing either, it agrees.
    expect(csv).toContain('US,2026-06-19,,days off,,,,workalendar,,,agrees,');
    expect(csv).toContain('US,2026-11-26,,days off,,,,us-federal-holidays,2026-11-26,Thanksgiving Day,unexplained,');
    // Without --report: beside the data directory's snapshots.
    expect(await main(['crosscheck', '--out', dir, '--countries', 'JP', '--explanations', explanations], io)).toBe(
      EXIT.published,
    );
    expect(existsSync(join(dir, 'crosscheck', '000001-20260101T000000Z', 'crosscheck.md'))).toBe(true);
  });
});

describe('the crosscheck command and the report section, on bad input', () => {
  const runMain = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, {
      out: (line) => out.push(line),
      progress: () => {},
      err: (line) => err.push(line),
      isTTY: false,
      env: {},
      now: () => new Date(),
    });
    return { code, out, err };
  };

  it('answers a mistyped flag with the nearest one, an unknown country or an empty data directory with exit 2', async () => {
    expect(await runMain(['crosscheck', '--contries', 'US'])).toMatchObject({
      code: EXIT.usage,
      err: ['error: unknown flag --contries: did you mean --countries? (see --help)'],
    });
    expect(await runMain(['crosscheck', '--out', '/nonexistent/never', '--countries', 'XX'])).toMatchObject({
      code: EXIT.usage,
      err: [expect.stringMatching(/^error: unknown country code XX/)],
    });
    expect(await runMain(['crosscheck', '--out', tempDir('crosscheck-empty')])).toMatchObject({
      code: EXIT.usage,
      err: [expect.stringMatching(/^error: nothing is published in .*: build the dataset first \(make data\)/)],
    });
    expect(await runMain(['crosscheck', '--years', 'soon'])).toMatchObject({
      code: EXIT.usage,
      err: [expect.stringMatching(/^error: years must be YYYY or YYYY-YYYY/)],
    });
  });

  it('is documented in --help', () => {
    expect(HELP).toContain('Usage: tsx pipeline/cli.ts crosscheck [--out DIR] [--countries US,DE] [--years 2020-2030]');
    expect(HELP).toContain('[--explanations DIR] [--reviews DIR]');
    expect(HELP).toContain('law review on record in --reviews');
    expect(HELP).toContain('exits 8 when a disagreement has no explanation');
  });

  it('says in the report when the cross-check could not run, and leaves the rest of the report as it is', () => {
    const diff = {
      from: 'a',
      to: 'b',
      byCountry: {},
      totals: { added: 0, revised: 0, deprecated: 0, revived: 0 },
      changes: [],
      newConflicts: [],
      conflictsTotal: 0,
    };
    const markdown = renderMarkdown({ diff, crosscheck: { error: 'boom' } } as unknown as Parameters<
      typeof renderMarkdown
    >[0]);
    expect(markdown).toContain('The cross-check could not run: boom.');
    expect(renderMarkdown({ diff } as unknown as Parameters<typeof renderMarkdown>[0])).not.toContain('Cross-check');
    expect(crosscheckSectionMarkdown({ snapshot: 's', sources: [], countries: [], durationMs: 0 })).toContain(
      'No country of this run has an independent source.',
    );
  });

  it('knows every source the default list names, committed payloads only when asked for', async () => {
    const all = await defaultSources(null);
    expect(all.sources.map((source) => source.id)).toEqual([
      'us-federal-holidays',
      'holiday-jp',
      'feiertagejs',
      'hebcal',
      'holidays-kr',
      'chinese-days',
      'jours-feries',
      'engine:islamic',
      'engine:chinese',
    ]);
    expect(all.notInstalled).toEqual([]);
    expect(
      (await defaultSources({ payloadsDir: DEFAULT_PAYLOADS_DIR, at: '2026-01-01T00:00:00Z' })).sources.map(
        (source) => source.id,
      ),
    ).toEqual(
      expect.arrayContaining(['committed:gov-uk', 'committed:jp-cao', 'committed:au-data-gov', 'committed:hk-1823']),
    );
  });

  it('leaves out, and names, a source whose package is not installed (they are devDependencies)', async () => {
    const without = await defaultSources(null, (name) => name !== '@hebcal/core' && name !== 'feiertagejs');
    expect(without.sources.map((source) => source.id)).toEqual([
      'us-federal-holidays',
      'holiday-jp',
      'holidays-kr',
      'chinese-days',
      'jours-feries',
      'engine:islamic',
      'engine:chinese',
    ]);
    expect(without.notInstalled).toEqual(['feiertagejs', '@hebcal/core']);
    const result = {
      snapshot: 's',
      sources: [],
      countries: [{ country: 'JP', agreements: 3, disagreements: [], sources: [] }],
      durationMs: 0,
      notInstalled: without.notInstalled,
    };
    expect(crosscheckSectionMarkdown(result).join('\n')).toContain(
      '(left out, not installed: feiertagejs, @hebcal/core; make crosscheck installs them)',
    );
  });
});
