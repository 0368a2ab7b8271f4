// The cross-check's sources for China and France (issue 26, item 3):
// chinese-days (the State Council's arrangements: days off and makeup working
// days) and @socialgouv/jours-feries (the Code du travail's jours fériés, and
// Alsace-Moselle's two more), each on a case whose answer is known, then on
// records and makeup working days written by hand with disagreements planted,
// and the explanations that settle a working day.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerRecord } from '../../core/types.js';
import { workdaysDocumentText, type MakeupWorkday } from '../../core/workdays.js';
import { runCrosscheck, WORKING_DAYS, type CrossSource } from '../../pipeline/crosscheck.js';
import { applyExplanations, type Explanation, whatOf } from '../../pipeline/crosscheck-explanations.js';
import { chineseDays } from '../../pipeline/crosscheck/chinese-days.js';
import { joursFeriesSource } from '../../pipeline/crosscheck/jours-feries.js';
import type { SourceDay } from '../../pipeline/crosscheck/source.js';
import { ledgerFiles } from '../../pipeline/ledger-files.js';
import { tempDir } from '../helpers.js';
import { ledgerRecord } from '../records.js';

const datesOf = async (source: CrossSource, country: string, years: number[], keep: (day: SourceDay) => boolean) =>
  (await source.days(country, years)).filter(keep).map((day) => day.date);

function record(country: string, date: string, name: string, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  return ledgerRecord(date, name, {
    id: `${date.replaceAll('-', '')}_${Math.random().toString(16).slice(2, 10)}`,
    country,
    key: name.toLowerCase(),
    variant: 0,
    ...extra,
  });
}

/** A snapshot folder with these ledgers and, per country, these makeup working days. */
function snapshotOf(ledgers: Record<string, LedgerRecord[]>, workdays: Record<string, MakeupWorkday[]> = {}): string {
  const dir = tempDir('crosscheck-cn-fr');
  mkdirSync(join(dir, 'ledger'));
  mkdirSync(join(dir, 'workdays'));
  for (const [country, records] of Object.entries(ledgers))
    for (const file of ledgerFiles(country, records)) writeFileSync(join(dir, file.path), file.text);
  for (const [country, entries] of Object.entries(workdays))
    writeFileSync(join(dir, 'workdays', `${country}.json`), workdaysDocumentText({ country, workdays: entries }));
  return dir;
}

const run = (dir: string, country: string, years: number[], source: CrossSource) =>
  runCrosscheck({ dir, snapshot: 'test', countries: [country], years: () => years, sources: [source] });

const workday = (date: string, extra: Partial<MakeupWorkday> = {}): MakeupWorkday => ({
  date,
  name: 'Working day',
  source: 'State Council General Office, 国务院办公厅关于2026年部分节假日安排的通知 (国办发明电〔2025〕7号)',
  ...extra,
});

describe('each source, on a known case', () => {
  it("chinese-days: 2026's nine days of Spring Festival from 15 February, its makeup days of 14 and 28 February; 2004 on", async () => {
    const off = await datesOf(chineseDays, 'CN', [2026], (day) => day.dayOff && day.date.startsWith('2026-02'));
    expect(off).toEqual([
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
    ]);
    expect(await datesOf(chineseDays, 'CN', [2026], (day) => day.workday === true)).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
    const days = await chineseDays.days('CN', [2026]);
    // A makeup day is no day off; a day off is no working day.
    expect(days.filter((day) => day.workday && day.dayOff)).toEqual([]);
    expect(days.find((day) => day.date === '2026-02-17')!.name).toBe('Spring Festival (春节)');
    expect(await chineseDays.covers('CN', [2003, 2004, 2026, 2027])).toEqual([2004, 2026]);
  });

  it('jours-feries: 11 jours fériés of 2026 nationwide, 13 in each department of Alsace-Moselle (Good Friday, St Stephen)', async () => {
    const nation = await datesOf(joursFeriesSource, 'FR', [2026], (day) => !day.place);
    expect(nation.sort()).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    for (const place of ['FR-57', 'FR-67', 'FR-68']) {
      const alsace = await datesOf(joursFeriesSource, 'FR', [2026], (day) => day.place === place);
      expect(alsace, place).toHaveLength(13);
      expect(alsace, place).toEqual(expect.arrayContaining(['2026-04-03', '2026-12-26']));
    }
    expect(await joursFeriesSource.covers('FR', [1981, 1982, 2035])).toEqual([1982, 2035]);
  });

  describe('jours-feries in a time zone whose clocks go back between Easter and Ascension', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('dates Ascension 2008 on 1 May (Easter 23 March; Sydney left daylight time on 6 April)', async () => {
      process.env.TZ = 'Australia/Sydney';
      // The package adds 39 × 24 hours to Easter's local midnight: 23:00 on 30 April in Sydney.
      expect(await datesOf(joursFeriesSource, 'FR', [2008], (day) => !day.place && day.name === 'Ascension')).toEqual([
        '2008-05-01',
      ]);
    });
  });
});

describe('the comparison, on records and makeup working days written by hand', () => {
  it('CN: days off by date; makeup working days against the snapshot’s workdays file, a missing and an extra day each listed', async () => {
    const spring = ['15', '16', '17', '18', '19', '21', '22', '23'].map((day) =>
      record('CN', `2026-02-${day}`, 'Spring Festival'),
    );
    const dir = snapshotOf(
      {
        CN: [
          ...spring,
          // Not a day off for everyone: not compared.
          record('CN', '2026-03-08', "International Women's Day", { type: 'observance' }),
        ],
      },
      {
        CN: [
          workday('2026-01-04'),
          workday('2026-02-14', { name: 'Working day before Spring Festival' }),
          workday('2026-03-07', { name: 'A Saturday no notice made a working day' }),
          workday('2026-05-09'),
          workday('2026-09-20'),
          workday('2026-10-10'),
          // A subdivision's makeup day is not the nation's: not compared.
          workday('2026-06-27', { subdivisions: ['CN-GD'] }),
        ],
      },
    );
    const result = await run(dir, 'CN', [2026], chineseDays);
    const cn = result.countries[0]!;
    const listed = cn.disagreements.map(
      (each) =>
        `${each.date} ${each.subject}: dataset ${each.dataset?.names.join('/') ?? 'nothing'}; chinese-days ${each.sources['chinese-days']?.names.join('/') ?? 'nothing'}`,
    );
    // 20 February is missing from the records; the package's other days off of 2026 (New Year, Qingming, …) too.
    expect(listed).toContain('2026-02-20 days off: dataset nothing; chinese-days Spring Festival (春节)');
    expect(listed.filter((line) => line.startsWith('2026-02'))).toEqual([
      '2026-02-20 days off: dataset nothing; chinese-days Spring Festival (春节)',
      '2026-02-28 working days: dataset nothing; chinese-days working day for Spring Festival (春节)',
    ]);
    expect(listed.filter((line) => line.includes(WORKING_DAYS))).toEqual([
      '2026-02-28 working days: dataset nothing; chinese-days working day for Spring Festival (春节)',
      '2026-03-07 working days: dataset A Saturday no notice made a working day; chinese-days nothing',
    ]);
    // The makeup days both list agree: 4 January, 14 February, 9 May, 20 September, 10 October.
    const workingDisagreements = cn.disagreements.filter((each) => each.subject === WORKING_DAYS);
    expect(workingDisagreements).toHaveLength(2);
    expect(cn.sources[0]).toMatchObject({ id: 'chinese-days', years: [2026] });

    // A working day one side lists is explained as the days off are: `source` or `dataset`, by date and subject.
    const [missing, extra] = workingDisagreements;
    expect(whatOf(missing!, 'chinese-days')).toBe('source');
    expect(whatOf(extra!, 'chinese-days')).toBe('dataset');
    const explanation = (entry: Partial<Explanation>): Explanation => ({
      country: 'CN',
      file: 'CN.json',
      entry: 1,
      source: 'chinese-days',
      what: 'dataset',
      date: '2026-03-07',
      subject: WORKING_DAYS,
      reason: 'A reason of twenty characters or more.',
      citation: 'a notice',
      ...entry,
    });
    const settled = (entries: Explanation[]) =>
      applyExplanations(result, entries, 'dir').countries[0]!.disagreements.find((each) => each.date === '2026-03-07')!
        .explanations;
    expect(settled([explanation({})])).toMatchObject({ 'chinese-days': { at: 'CN.json#1' } });
    expect(settled([explanation({ subject: 'days off' })])).toBeUndefined();
    expect(settled([explanation({ what: 'source' })])).toBeUndefined();
  });

  it('CN: without a workdays file every makeup day of the package is listed', async () => {
    const cn = (
      await run(snapshotOf({ CN: [record('CN', '2026-01-01', "New Year's Day")] }), 'CN', [2026], chineseDays)
    ).countries[0]!;
    expect(cn.disagreements.filter((each) => each.subject === WORKING_DAYS).map((each) => each.date)).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
  });

  it('FR: the nation against the nationwide records; FR-57, FR-67 and FR-68 each against theirs, a missing St Stephen listed in its department only', async () => {
    const nation = [
      ['2026-01-01', "New Year's Day"],
      ['2026-04-06', 'Easter Monday'],
      ['2026-05-01', 'Labour Day'],
      ['2026-05-08', 'Victory Day'],
      ['2026-05-14', 'Ascension Day'],
      ['2026-05-25', 'Whit Monday'],
      ['2026-07-14', 'Bastille Day'],
      ['2026-08-15', 'Assumption'],
      ['2026-11-01', "All Saints' Day"],
      ['2026-11-11', 'Armistice Day'],
      ['2026-12-25', 'Christmas Day'],
    ] as const;
    const dir = snapshotOf({
      FR: [
        ...nation.map(([date, name]) => record('FR', date, name)),
        record('FR', '2026-04-03', 'Good Friday', {
          type: 'regional',
          subdivisions: ['FR-57', 'FR-67', 'FR-68', 'FR-GP', 'FR-MQ'],
        }),
        // Planted: St Stephen's Day left out of Haut-Rhin.
        record('FR', '2026-12-26', 'Boxing Day', { type: 'regional', subdivisions: ['FR-57', 'FR-67'] }),
        // Days the package does not speak of: an overseas department's, and an observance.
        record('FR', '2026-05-27', 'Abolition of Slavery', { type: 'regional', subdivisions: ['FR-GP'] }),
        record('FR', '2026-05-31', "Mother's Day", { type: 'observance' }),
      ],
    });
    const fr = (await run(dir, 'FR', [2026], joursFeriesSource)).countries[0]!;
    // 11 nationwide, 13 in FR-57 and FR-67, 12 of 13 in FR-68.
    expect(fr.sources).toEqual([
      { id: 'jours-feries', years: [2026], agreements: 11 + 13 + 13 + 12, disagreements: 1 },
    ]);
    expect(fr.disagreements).toEqual([
      {
        country: 'FR',
        date: '2026-12-26',
        place: 'FR-68',
        subject: 'days off',
        dataset: null,
        sources: { 'jours-feries': { date: '2026-12-26', names: ['Saint Étienne'] } },
        disagreeing: ['jours-feries'],
      },
    ]);
  });
});
