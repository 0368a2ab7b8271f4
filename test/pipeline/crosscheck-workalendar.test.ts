// The workalendar source (Debian's python3-workalendar, which `make test`
// installs) and the reviewed explanations of the cross-check's disagreements:
// workalendar on known cases; the explanations files checked at load (a
// citation is required); and the `crosscheck` command on a small offline
// build (PL and LV, 2025-2026) with one day workalendar lists removed by a
// correction: it exits 0 when every disagreement has an explanation, and 8,
// naming the day, when the planted one has none.

import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import { defaultSources, type Disagreement } from '../../pipeline/crosscheck.js';
import {
  applyExplanations,
  loadExplanations,
  matches,
  whatOf,
  type Explanation,
} from '../../pipeline/crosscheck-explanations.js';
import { workalendarInstalled, workalendarSource } from '../../pipeline/crosscheck/workalendar.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { DEFAULT_GUARDS } from '../../pipeline/guards.js';
import { publishRun } from '../../pipeline/publish-run.js';
import { DEFAULT_PAYLOADS_DIR } from '../../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../../sources/config.js';
import { tempDir } from '../helpers.js';

const NOT_INSTALLED =
  'python3-workalendar is not installed: `make test` installs it (apt-get install python3-workalendar; its Python is /usr/bin/python3, or WORKALENDAR_PYTHON)';

describe('the workalendar source, on known cases', () => {
  beforeAll(() => {
    if (!workalendarInstalled()) throw new Error(NOT_INSTALLED);
  });

  it("lists the country's calendar without a place and each known subregion's apart; Bavaria's Epiphany, not Berlin's", async () => {
    const source = workalendarSource();
    const days = (await source.days('DE', [2025, 2026])).filter((day) => day.date.startsWith('2026'));
    expect(days.filter((day) => !day.place).map((day) => day.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(days.filter((day) => day.place === 'DE-BY').map((day) => day.date)).toContain('2026-01-06');
    expect(days.filter((day) => day.place === 'DE-BE').map((day) => day.date)).not.toContain('2026-01-06');
    expect(new Set(days.map((day) => day.place ?? 'DE')).size).toBe(17);
    expect(days.every((day) => day.dayOff)).toBe(true);
    expect((await source.days('PL', [2025, 2026])).map((day) => day.date)).toContain('2026-11-11');
  });

  // The years asked for here and below are those of the build further down (one Python run for the file).
  it('covers only the years a calendar can compute (China: those its release was configured for, 2018-2023; Malaysia: the Deepavali dates it holds) and no country it lacks', async () => {
    const source = workalendarSource();
    expect(await source.covers('CN', [2025, 2026])).toEqual([]);
    expect(await source.covers('MY', [2025, 2026])).toEqual([]);
    expect(await source.covers('PL', [2025, 2026])).toEqual([2025, 2026]);
    expect(await source.covers('VN', [2025, 2026])).toEqual([]);
  });

  it('compares only the subregions the dataset knows', async () => {
    const source = workalendarSource({ subdivisions: () => ['US-CA'] });
    expect([...new Set((await source.days('US', [2025, 2026])).map((day) => day.place ?? 'US'))].sort()).toEqual([
      'US',
      'US-CA',
    ]);
  });

  it("takes part in the command's sources, not in a build's report section", async () => {
    expect((await defaultSources(null, undefined, { workalendar: true })).sources.map((source) => source.id)).toContain(
      'workalendar',
    );
    expect((await defaultSources(null)).sources.map((source) => source.id)).not.toContain('workalendar');
    const without = await defaultSources(null, (name) => name !== 'python3-workalendar', { workalendar: true });
    expect(without.notInstalled).toEqual(['python3-workalendar']);
  });
});

describe('the explanations files', () => {
  const write = (files: Record<string, unknown>) => {
    const dir = tempDir('explanations');
    for (const [name, content] of Object.entries(files))
      writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    return dir;
  };
  const entry = {
    source: 'workalendar',
    what: 'source',
    date: '2026-04-05',
    name: 'Easter Sunday',
    reason: 'Easter Sunday is not among the days off the law lists.',
    citation: 'https://example.org/law',
  };

  it('the reviewed files of the checkout load', () => {
    expect(loadExplanations().length).toBeGreaterThan(0);
  });

  it('refuses an entry without a citation, a rule over years without a name, a file named for another country', () => {
    const { citation: _citation, ...uncited } = entry;
    expect(() => loadExplanations(write({ 'IT.json': { country: 'IT', explanations: [entry, uncited] } }))).toThrow(
      /IT\.json: entry 2, field citation: /,
    );
    expect(() =>
      loadExplanations(write({ 'IT.json': { country: 'IT', explanations: [{ ...entry, citation: ' ' }] } })),
    ).toThrow(/entry 1, field citation: must cite/);
    const { date: _date, name: _name, ...rule } = entry;
    expect(() =>
      loadExplanations(write({ 'IT.json': { country: 'IT', explanations: [{ ...rule, years: '2020-2030' }] } })),
    ).toThrow(/entry 1, field name: a rule over years needs name or namePattern/);
    expect(() => loadExplanations(write({ 'FR.json': { country: 'IT', explanations: [] } }))).toThrow(
      /FR\.json: field country: IT in a file named for FR/,
    );
    expect(() => loadExplanations(write({ 'IT.json': '{' }))).toThrow(/IT\.json: /);
  });

  it('matches by source, side, day or rule, name, place and the sources that agree with the dataset', () => {
    const disagreement = (extra: Partial<Disagreement>): Disagreement => ({
      country: 'IT',
      date: '2026-04-05',
      place: null,
      subject: 'days off',
      dataset: null,
      sources: { workalendar: { date: '2026-04-05', names: ['Easter Sunday'] } },
      disagreeing: ['workalendar'],
      ...extra,
    });
    const explanation = (extra: Partial<Explanation>): Explanation =>
      ({ ...entry, country: 'IT', file: 'IT.json', entry: 1, ...extra }) as Explanation;
    const listedBySource = disagreement({});
    const listedByDataset = disagreement({
      dataset: { date: '2026-04-05', names: ['Easter Sunday'] },
      sources: { workalendar: null },
    });
    expect(whatOf(listedBySource, 'workalendar')).toBe('source');
    expect(whatOf(listedByDataset, 'workalendar')).toBe('dataset');
    expect(matches(explanation({}), listedBySource, 'workalendar')).toBe(true);
    expect(matches(explanation({}), listedByDataset, 'workalendar')).toBe(false);
    expect(matches(explanation({ source: 'feiertagejs' }), listedBySource, 'workalendar')).toBe(false);
    expect(
      matches(
        explanation({ date: undefined, years: { from: 2020, to: 2030 } }),
        disagreement({ date: '2027-03-28' }),
        'workalendar',
      ),
    ).toBe(true);
    expect(
      matches(explanation({ date: undefined, years: { from: 2020, to: 2025 } }), listedBySource, 'workalendar'),
    ).toBe(false);
    expect(matches(explanation({ name: 'Easter Monday' }), listedBySource, 'workalendar')).toBe(false);
    expect(matches(explanation({ name: undefined, namePattern: '^easter' }), listedBySource, 'workalendar')).toBe(true);
    expect(matches(explanation({ place: 'IT-21' }), listedBySource, 'workalendar')).toBe(false);
    expect(matches(explanation({ place: [null, 'IT-21'] }), listedBySource, 'workalendar')).toBe(true);
    // An explanation that rests on another source holds where that source compared the day and agrees with the dataset.
    const corroborated = disagreement({
      sources: { workalendar: { date: '2026-04-05', names: ['Easter Sunday'] }, 'committed:x': null },
      disagreeing: ['workalendar'],
    });
    expect(matches(explanation({ agreeing: ['committed:x'] }), corroborated, 'workalendar')).toBe(true);
    expect(matches(explanation({ agreeing: ['committed:x'] }), listedBySource, 'workalendar')).toBe(false);
    expect(
      matches(
        explanation({ agreeing: ['committed:x'] }),
        { ...corroborated, disagreeing: ['workalendar', 'committed:x'] },
        'workalendar',
      ),
    ).toBe(false);
    // A disagreement is explained source by source: one that agrees needs nothing.
    const both = disagreement({
      sources: { workalendar: { date: '2026-04-05', names: ['Easter Sunday'] }, 'engine:x': null },
      disagreeing: ['workalendar'],
    });
    const applied = applyExplanations(
      {
        snapshot: 's',
        sources: [],
        durationMs: 0,
        countries: [{ country: 'IT', agreements: 0, disagreements: [both], sources: [] }],
      },
      [explanation({})],
      'dir',
    );
    expect(applied.countries[0]!.disagreements[0]!.explanations).toEqual({
      workalendar: { reason: entry.reason, citation: entry.citation, at: 'IT.json#1' },
    });
    expect(applied.explanations.unused).toEqual([]);
  });
});

describe('the crosscheck command on an offline build of PL and LV, 2025-2026, with Epiphany 2026 removed from PL by a correction', () => {
  const dir = tempDir('crosscheck-workalendar');
  const payloads = tempDir('crosscheck-workalendar-payloads');
  const PLANTED = 'PL 2026-01-06, days off: dataset nothing; workalendar "Trzech Kroli"';

  const run = async (explanations: string, extra: string[] = []) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (line) => out.push(line),
      progress: () => {},
      err: (line) => err.push(line),
      isTTY: false,
      env: { SOURCES_CONFIG: DEFAULT_CONFIG_PATH, PAYLOADS_DIR: payloads },
      now: () => new Date('2026-01-02T00:00:00Z'),
    };
    const report = join(tempDir('crosscheck-workalendar-report'), 'check.md');
    // No law reviews (an empty folder): the lines below do not depend on the project's reviews/.
    const reviews = tempDir('crosscheck-workalendar-reviews');
    const code = await main(
      ['crosscheck', '--out', dir, '--explanations', explanations, '--reviews', reviews, '--report', report, ...extra],
      io,
    );
    return { code, out, err, report };
  };
  /**
   * The checkout's explanation of PL's Christmas Eve (from 2025) in a folder of the test's own, with `more` entries
   * after it; PL's entries for other years are left out, so that the counts below do not depend on them.
   */
  const explanationsWith = (more: unknown[]) => {
    const folder = tempDir('crosscheck-workalendar-explanations');
    const reviewed = JSON.parse(
      readFileSync(new URL('../../crosscheck/explanations/PL.json', import.meta.url), 'utf8'),
    ) as { explanations: { name?: string }[] };
    const christmasEve = reviewed.explanations.filter((entry) => entry.name === 'Christmas Eve');
    expect(christmasEve).toHaveLength(1);
    writeFileSync(join(folder, 'PL.json'), JSON.stringify({ country: 'PL', explanations: [...christmasEve, ...more] }));
    return folder;
  };

  beforeAll(async () => {
    if (!workalendarInstalled()) throw new Error(NOT_INSTALLED);
    cpSync(DEFAULT_PAYLOADS_DIR, payloads, { recursive: true });
    const summary = await publishRun({
      command: 'build',
      outDir: dir,
      countries: ['PL', 'LV'],
      fromYear: 2025,
      toYear: 2026,
      at: '2026-01-01T00:00:00Z',
      keep: 5,
      offline: true,
      workers: 1,
      payloadsDir: payloads,
      sourcesConfig: loadSourcesConfig(DEFAULT_CONFIG_PATH),
      guards: DEFAULT_GUARDS,
      corrections: [{ action: 'remove', country: 'PL', name: 'Epiphany', date: '2026-01-06', entry: 0 }],
    });
    expect(['published', 'published-stale']).toContain(summary.status);
  });

  it('exits 0 when every disagreement has an explanation, and reports the agreement per country and in total', async () => {
    const planted = {
      source: 'workalendar',
      what: 'source',
      date: '2026-01-06',
      name: 'Trzech Kroli',
      reason: 'Planted by the test: the correction removes the day.',
      citation: 'test/pipeline/crosscheck-workalendar.test.ts',
    };
    const { code, out, err, report } = await run(explanationsWith([planted]));
    expect(code, err.join('\n')).toBe(EXIT.published);
    expect(err).toEqual([]);
    // Poland: workalendar lists Epiphany, which the correction removed, and not Christmas Eve (a day off from 2025), 2 years.
    expect(out.slice(0, 5)).toEqual([
      expect.stringMatching(
        /^crosscheck 000001-20260101T000000Z: 52 agreements, 3 disagreements in 1 of 2 countries compared with 1 independent sources \(\d+\.\ds\)$/,
      ),
      expect.stringMatching(
        /^agreement 94\.5% \(52 of 55 compared\); disagreements 3 explained, 0 unexplained \(.*: 2 entries read for these countries, 0 matched nothing\)$/,
      ),
      'law reviews: 0 of 2 countries reviewed; not yet: LV, PL',
      '  LV  agreement 100.0% (27 of 27 compared)  0 disagreements, 0 unexplained  (workalendar 27/0)  law not reviewed',
      '  PL  agreement 89.3% (25 of 28 compared)  3 disagreements, 0 unexplained  (workalendar 25/3)  law not reviewed',
    ]);
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toMatch(
      /^\| `workalendar` \| workalendar 17\.\d+\.\d+ \(python3-workalendar, run by .*\) \| days off, each place apart: .* \| 2 \| 94\.5% \(52 of 55 compared\) \| 0 \|$/m,
    );
    expect(markdown).toContain(
      '| 2025-12-24 |  | days off | "Christmas Eve" | nothing | workalendar: explained: Christmas Eve (24 December) is a statutory day free from work from 2025',
    );
    const csv = readFileSync(report.replace(/\.md$/, '.csv'), 'utf8');
    expect(csv).toContain(
      'PL,2026-01-06,,days off,,,,workalendar,2026-01-06,Trzech Kroli,explained,Planted by the test: the correction removes the day. (test/pipeline/crosscheck-workalendar.test.ts; ',
    );
  });

  it('counts a disagreement recorded open (reviewed, not settled) apart from the explained, shows it so, and exits 0', async () => {
    const open = {
      source: 'workalendar',
      what: 'source',
      date: '2026-01-06',
      name: 'Trzech Kroli',
      open: true,
      reason: 'Planted by the test: no text of the year was found for either side (searched the test folder).',
      citation: 'test/pipeline/crosscheck-workalendar.test.ts',
    };
    const { code, out, err, report } = await run(explanationsWith([open]));
    expect(code, err.join('\n')).toBe(EXIT.published);
    expect(out[1]).toMatch(
      /^agreement 94\.5% \(52 of 55 compared\); disagreements 2 explained, 1 open \(reviewed, not settled: no primary text found\), 0 unexplained \(/,
    );
    expect(out).toContain(
      '  PL  agreement 89.3% (25 of 28 compared)  3 disagreements, 0 unexplained, 1 open  (workalendar 25/3)  law not reviewed',
    );
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toContain('## PL (3, 0 unexplained, 1 open)');
    expect(markdown).toMatch(
      /^\| PL \| 2025-2026 \| 89\.3% \(25 of 28 compared\) \| 3 \| 2 \| 1 \| 0 \| workalendar 25\/3 \|$/m,
    );
    expect(markdown).toContain('workalendar: open (not settled): Planted by the test: no text of the year');
    const csv = readFileSync(report.replace(/\.md$/, '.csv'), 'utf8');
    expect(csv).toContain(
      'PL,2026-01-06,,days off,,,,workalendar,2026-01-06,Trzech Kroli,open,Planted by the test: no text',
    );
    // Only `true` says open: a reviewer cannot write it off by accident.
    const folder = explanationsWith([{ ...open, open: 'yes' }]);
    expect(() => loadExplanations(folder)).toThrow(/PL\.json: entry 2, field open/);
  });

  it('exits 8 and names the planted disagreement when it has no explanation; the template lists it for a reviewer', async () => {
    const template = join(tempDir('crosscheck-workalendar-template'), 'todo');
    const { code, out, err } = await run(explanationsWith([]), ['--explain-template', template]);
    expect(code).toBe(EXIT.unexplained);
    expect(out).toContain(
      '  PL  agreement 89.3% (25 of 28 compared)  3 disagreements, 1 unexplained  (workalendar 25/3)  law not reviewed',
    );
    expect(err[0]).toMatch(
      /^error: 1 disagreements have no explanation; fix the data \(amendments\/\) or explain each in .*\/<CC>\.json/,
    );
    expect(err[1]).toBe(`  ${PLANTED}`);
    expect(err).toHaveLength(2);
    const skeleton = JSON.parse(readFileSync(join(template, 'PL.json'), 'utf8')) as {
      country: string;
      explanations: Record<string, unknown>[];
    };
    expect(skeleton.explanations.at(-1)).toEqual({
      source: 'workalendar',
      what: 'source',
      date: '2026-01-06',
      name: 'Trzech Kroli',
      place: null,
      reason: '',
      citation: '',
      note: 'dataset: nothing; workalendar: 2026-01-06 Trzech Kroli',
    });
    // Unfilled, the skeleton does not load: a reviewer must give the reason and the citation.
    mkdirSync(join(template, 'only'));
    cpSync(join(template, 'PL.json'), join(template, 'only', 'PL.json'));
    expect(() => loadExplanations(join(template, 'only'))).toThrow(/PL\.json: entry 2, field reason: must say why/);
  });

  it('exits 2, naming the file, entry and field, on an explanation without a citation', async () => {
    const { code, err } = await run(
      explanationsWith([
        {
          source: 'workalendar',
          what: 'source',
          date: '2026-01-06',
          name: 'Trzech Kroli',
          reason: 'A reason without its citation, which the check refuses.',
        },
      ]),
    );
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual([expect.stringMatching(/^error: explanations .*PL\.json: entry 2, field citation: /)]);
  });
});
