// A day a government moved by decree or circular, entered as a dated `move` of
// amendments/<CC>.json, is the government's day: where the Islamic engine's
// estimate says another day, the amendment's citation explains it, as an
// announced day's does (pipeline/crosscheck/announced.ts). Only the entry that
// put this record on this day does: not the `amendments` label alone, not a
// move of another day, country or holiday, not a yearly move (a law).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LedgerRecord } from '../../core/types.js';
import { runCrosscheck, unexplainedOf } from '../../pipeline/crosscheck.js';
import { datedMoves, governmentDayOf, shortened, type DatedMove } from '../../pipeline/crosscheck/announced.js';
import { islamicCalendar } from '../../pipeline/crosscheck/islamic-calendar.js';
import { ledgerFiles } from '../../pipeline/ledger-files.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { tempDir } from '../helpers.js';
import { ledgerRecord } from '../records.js';

const record = (country: string, date: string, name: string, sources: string[]): LedgerRecord =>
  ledgerRecord(date, name, {
    id: `${date.replaceAll('-', '')}_${country.toLowerCase()}${name.length}`,
    country,
    key: name.toLowerCase(),
    variant: 0,
    sources,
  });

// The project's amendments: the UAE's Hijri New Year 1445 moved by FAHR's circular to Friday 21 July 2023
// (1 Muharram 1445 is 19 July by Umm al-Qura).
const PROJECT_MOVES = datedMoves(DEFAULT_AMENDMENTS_DIR);
const UAE_NEW_YEAR = PROJECT_MOVES.find(
  (entry) => entry.country === 'AE' && entry.name === 'Islamic New Year' && entry.to === '2023-07-21',
);

describe('a day moved by a cited amendment explains the Islamic engine’s other day', () => {
  const move: DatedMove = {
    action: 'move',
    country: 'AE',
    date: '2023-07-19',
    to: '2023-07-21',
    name: 'Islamic New Year',
    source: 'A test circular: the Hijri New Year holiday on Friday 21 July 2023.',
    url: 'https://example.org/circular',
    entry: 4,
    file: 'amendments/AE.json',
    layer: 'amendments',
  };
  const moved = record('AE', '2023-07-21', 'Islamic New Year', ['amendments', 'date-holidays']);

  it('governmentDayOf gives the entry, its citation and its place in the file', () => {
    expect(governmentDayOf([moved], [], [move])).toEqual({
      reason: 'moved: A test circular: the Hijri New Year holiday on Friday 21 July 2023.',
      citation: 'https://example.org/circular',
      at: 'amendments/AE.json#5',
      announcement: true,
    });
  });

  it('but not for a record the amendments did not set, nor another day, country or holiday', () => {
    expect(governmentDayOf([{ ...moved, sources: ['date-holidays'] }], [], [move])).toBeNull();
    expect(governmentDayOf([{ ...moved, date: '2023-07-20' }], [], [move])).toBeNull();
    expect(governmentDayOf([{ ...moved, country: 'KW' }], [], [move])).toBeNull();
    expect(governmentDayOf([{ ...moved, key: 'ashura', name: 'Ashura', nameLocal: 'Ashura' }], [], [move])).toBeNull();
    expect(governmentDayOf([moved], [], [])).toBeNull();
  });

  it("matches the holiday by the record's local name too", () => {
    const local = { ...move, name: 'رأس السنة الهجرية' };
    expect(governmentDayOf([{ ...moved, nameLocal: 'رأس السنة الهجرية' }], [], [local])?.at).toBe(
      'amendments/AE.json#5',
    );
  });

  it('reads only the dated moves of an amendments folder: a yearly move is a law, and explains nothing', () => {
    const dir = tempDir('crosscheck-moved-amendments');
    writeFileSync(
      join(dir, 'AE.json'),
      JSON.stringify({
        country: 'AE',
        amendments: [
          { action: 'move', day: '12-02', to: '12-03', years: '2020-', name: 'National Day', source: 'A test law.' },
          {
            action: 'move',
            date: '2023-07-19',
            to: '2023-07-21',
            name: 'Islamic New Year',
            source: 'A test circular.',
          },
          { action: 'remove', date: '2023-07-21', name: 'Islamic New Year', source: 'A test removal.' },
        ],
      }),
    );
    const moves = datedMoves(dir);
    expect(moves.map((each) => [each.to, each.entry, each.file?.endsWith('AE.json')])).toEqual([
      ['2023-07-21', 1, true],
    ]);
    expect(governmentDayOf([moved], [], moves)?.reason).toBe('moved: A test circular.');
    const yearly = record('AE', '2026-12-03', 'National Day', ['amendments', 'date-holidays']);
    expect(governmentDayOf([yearly], [], moves)).toBeNull();
  });

  it("in a run over a ledger: the project's AE entry explains it; without it the day is unexplained", async () => {
    expect(UAE_NEW_YEAR).toBeDefined();
    const dir = tempDir('crosscheck-moved-ledger');
    mkdirSync(join(dir, 'ledger'));
    for (const file of ledgerFiles('AE', [moved])) writeFileSync(join(dir, file.path), file.text);
    const run = (moves: readonly DatedMove[]) =>
      runCrosscheck({
        dir,
        snapshot: 'test',
        countries: ['AE'],
        years: () => [2023],
        sources: [islamicCalendar],
        announced: [],
        moves,
      });
    const [withEntry] = (await run(PROJECT_MOVES)).countries[0]!.disagreements;
    expect(withEntry).toMatchObject({
      date: '2023-07-21',
      subject: '1 Muharram',
      sources: { 'engine:islamic': { date: '2023-07-19' } },
    });
    expect(withEntry!.explanations!['engine:islamic']).toEqual({
      reason: `moved: ${shortened(UAE_NEW_YEAR!.source!)}`,
      citation: UAE_NEW_YEAR!.url,
      at: `amendments/AE.json#${UAE_NEW_YEAR!.entry + 1}`,
      announcement: true,
    });
    expect(unexplainedOf(withEntry!)).toEqual([]);
    const [without] = (await run(PROJECT_MOVES.filter((each) => each !== UAE_NEW_YEAR))).countries[0]!.disagreements;
    expect(without!.explanations).toBeUndefined();
    expect(unexplainedOf(without!)).toEqual(['engine:islamic']);
  });
});
