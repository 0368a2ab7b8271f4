import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import type { Manifest } from '../../core/manifest.js';
import { FIRST_SNAPSHOT_NOTE } from '../../pipeline/publish-run.js';
import { describeFields, MARKDOWN_BUDGET, renderHtml, renderMarkdown } from '../../pipeline/reports.js';
import { diffSnapshots, type SnapshotDiff } from '../../pipeline/snapshot-diff.js';
import { scriptedBuilds, SCRIPT_STEPS, type ScriptedData } from '../change-script.js';
import { readJson, tempDir } from '../helpers.js';

let data: ScriptedData;
let snapshots: string[];

beforeAll(async () => {
  data = await scriptedBuilds(tempDir('reports'), 'refresh');
  snapshots = readJson<Manifest>(join(data.dataDir, 'current', 'manifest.json')).changeLogs;
}, 120_000);

const reportOf = (snapshot: string, name: string) =>
  readFileSync(join(data.dataDir, 'snapshots', snapshot, 'reports', name), 'utf8');
const csvRows = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

describe('diff reports', () => {
  it('every scripted refresh lists its reports in its manifest, and they name every change it made', () => {
    expect(snapshots).toHaveLength(SCRIPT_STEPS.length);
    const expectedByStep = [
      data.expected.slice(0, 1),
      data.expected.slice(1, 2),
      data.expected.slice(2, 4),
      data.expected.slice(4, 5),
      data.expected.slice(5, 6),
    ];
    snapshots.slice(1).forEach((snapshot, index) => {
      const manifest = readJson<Manifest & { reports: string[] }>(
        join(data.dataDir, 'snapshots', snapshot, 'manifest.json'),
      );
      expect(manifest.reports).toEqual(['reports/changes.md', 'reports/changes.html', 'reports/changes.csv']);
      const expected = expectedByStep[index]!;
      const rows = csvRows(reportOf(snapshot, 'changes.csv'));
      expect(rows.map((row) => [row.kind, row.id, row.date])).toEqual(expected);
      const markdown = reportOf(snapshot, 'changes.md');
      const html = reportOf(snapshot, 'changes.html');
      const moved = SCRIPT_STEPS[index + 1]!.name === 'move';
      for (const [kind, id] of expected) {
        expect(markdown).toContain(`\`${id}\``);
        // A move's two records are one row: `**moved**`, both ids.
        expect(markdown).toContain(`**${moved ? 'moved' : kind}** (`);
        if (!moved) expect(html).toContain(`<tr data-id="${id}">`);
      }
    });
    // The moved Alaska Day: one row from the old day to the new, with both ids, in Markdown and HTML; the CSV rows name each other.
    const moveStep = SCRIPT_STEPS.findIndex((step) => step.name === 'move');
    const movedSnapshot = snapshots[moveStep]!;
    const [gone, came] = [...csvRows(reportOf(movedSnapshot, 'changes.csv'))].sort((a, b) =>
      a.kind! < b.kind! ? 1 : -1,
    );
    expect([gone!.kind, came!.kind]).toEqual(['deprecated', 'added']);
    expect(reportOf(movedSnapshot, 'changes.md')).toContain(
      `- ${gone!.date} → ${came!.date} Alaska Day (\`${gone!.id}\` → \`${came!.id}\`)`,
    );
    expect(reportOf(movedSnapshot, 'changes.md')).not.toContain('**deprecated**');
    expect(reportOf(movedSnapshot, 'changes.html')).toContain(
      `<tr data-id="${came!.id}" data-from-id="${gone!.id}"><td>${gone!.date} → ${came!.date}</td><td>Alaska Day</td><td class="kind-moved">moved</td>`,
    );
    expect(gone!.move).toBe(`moved to ${came!.date} (${came!.id})`);
    expect(came!.move).toBe(`moved from ${gone!.date} (${gone!.id})`);
    // The corrected name, old → new, in all three.
    const renamed = snapshots[2]!;
    expect(reportOf(renamed, 'changes.md')).toContain("`name: St. Patrick's Day → Saint Patrick's Day`");
    expect(reportOf(renamed, 'changes.html')).toContain('name: St. Patrick&#39;s Day → Saint Patrick&#39;s Day');
    expect(csvRows(reportOf(renamed, 'changes.csv'))[0]!.changes).toContain(
      "name: St. Patrick's Day → Saint Patrick's Day",
    );
  });

  it('`diff` between any two snapshots writes the three reports of the net change', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      out: (l) => out.push(l),
      progress: () => {},
      err: (l) => err.push(l),
      isTTY: false,
      env: {},
      now: () => new Date(),
    };
    const target = tempDir('diff-reports');
    const code = await main(['diff', '--out', data.dataDir, '--from', '1', '--to', 'current', '--reports', target], io);
    expect(code, err.join('\n')).toBe(0);
    expect(out[0]).toBe(
      `diff ${snapshots[0]} → ${snapshots.at(-1)}: 4 changes (2 added, 1 revised, 1 deprecated, 0 revived), 0 new source conflicts`,
    );
    // Valentine's Day was withdrawn and restored in between: no net change.
    const rows = csvRows(readFileSync(join(target, 'changes.csv'), 'utf8'));
    expect(rows.map((row) => row.id).sort()).toEqual(
      [data.ids.founders, data.ids.stPatrick, data.ids.alaskaOld, data.ids.alaskaNew].sort(),
    );
    const markdown = readFileSync(join(target, 'changes.md'), 'utf8');
    expect(markdown).toContain('| US | 2 | 1 | 1 | 0 |');
    for (const row of rows) expect(markdown).toContain(row.id);

    const unknown = await main(['diff', '--out', data.dataDir, '--from', '99', '--to', 'current'], io);
    expect(unknown).toBe(2);
    expect(err.at(-1)).toMatch(
      /^error: no snapshot "99" in .*: name one by its id, its sequence number or "current"; kept: 000001-/,
    );
  });

  it('keeps the Markdown summary within a pull-request comment, pointing to the full reports', () => {
    const change = {
      at: 'x',
      snapshot: 's',
      id: '20250101_000000000000',
      country: 'US',
      date: '2025-01-01',
      kind: 'revised' as const,
      revision: 2,
      fields: { name: { from: 'A'.repeat(200), to: 'B'.repeat(200) } },
      sources: ['date-holidays'],
      name: 'Day',
      key: 'day',
      subdivisions: [],
    };
    const diff: SnapshotDiff = {
      from: 'a',
      to: 'b',
      changes: Array.from({ length: 1000 }, () => change),
      totals: { added: 0, revised: 1000, deprecated: 0, revived: 0 },
      byCountry: { US: { added: 0, revised: 1000, deprecated: 0, revived: 0 } },
      activeBefore: { US: 1000 },
      newConflicts: [],
      conflictsTotal: 0,
    };
    const markdown = renderMarkdown({ diff });
    expect(markdown.length).toBeLessThanOrEqual(MARKDOWN_BUDGET + 200);
    expect(markdown).toMatch(
      /… \d+ more lines left out to fit a comment: changes\.html and changes\.csv list every change\.\n$/,
    );
  });

  it("a first snapshot's reports count its records per country instead of listing every one", async () => {
    const dir = tempDir('first-reports');
    const io: CliIo = {
      out: () => {},
      progress: () => {},
      err: () => {},
      isTTY: false,
      env: {},
      now: () => new Date('2026-01-01T00:00:00Z'),
    };
    expect(
      await main(
        ['build', '--out', dir, '--countries', 'GB,FR', '--years', '2025', '--at', '2026-01-01T00:00:00Z'],
        io,
      ),
    ).toBe(0);
    const reports = join(dir, 'current', 'reports');
    const markdown = readFileSync(join(reports, 'changes.md'), 'utf8');
    expect(markdown).toContain(FIRST_SNAPSHOT_NOTE.replace('<CC>', '\\<CC\\>'));
    expect(markdown).toMatch(/\| FR \| \d+ \| 0 \| 0 \| 0 \|\n\| GB \| \d+ \| 0 \| 0 \| 0 \|/);
    expect(Papa.parse(readFileSync(join(reports, 'changes.csv'), 'utf8').trim(), { header: true }).data).toEqual([]);
    expect(readFileSync(join(reports, 'changes.html'), 'utf8')).toContain('<p id="note">The first snapshot');
  });

  it("names each source's type in a conflict about types", () => {
    const conflict = {
      country: 'AU',
      year: 2020,
      kind: 'different-type' as const,
      key: 'easter tuesday',
      says: {
        'au-data-gov': { date: '2020-04-14', scope: ['AU-TAS'], type: 'public' as const },
        'date-holidays': { date: '2020-04-14', scope: ['AU-TAS'], type: 'religious' as const },
      },
      winner: 'au-data-gov',
    };
    const diff: SnapshotDiff = {
      from: 'a',
      to: 'b',
      changes: [],
      totals: { added: 0, revised: 0, deprecated: 0, revived: 0 },
      byCountry: {},
      activeBefore: {},
      newConflicts: [conflict],
      conflictsTotal: 1,
    };
    expect(renderMarkdown({ diff })).toContain(
      '- AU 2020 different-type "easter tuesday": au-data-gov 2020-04-14 (AU-TAS) public; date-holidays 2020-04-14 (AU-TAS) religious; kept au-data-gov',
    );
  });

  it('the HTML report loads in headless Chromium without console errors and shows sortable, filterable per-country tables', () => {
    const chromium = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
    if (!chromium) {
      throw new Error(
        "chromium is not installed: this test needs Debian's chromium package (apt-get install -y --no-install-recommends chromium; .ci/run installs it)",
      );
    }
    // The net change of the whole script: an added day, a renamed one and the move, which is one row.
    const side = (snapshot: string) => ({ snapshot, dir: join(data.dataDir, 'snapshots', snapshot) });
    const html = renderHtml({ diff: diffSnapshots(side(snapshots[0]!), side(snapshots.at(-1)!)) });
    const page = join(tempDir('html-report'), 'changes.html');
    // A probe after the report's own script: sorts by date descending, filters, and records what the page shows.
    const probe = `<script>
      var table = document.querySelector('#country-US table.changes');
      var header = table.tHead.rows[0].cells[0];
      header.click(); header.click();
      var first = table.tBodies[0].rows[0].getAttribute('data-id');
      var input = document.querySelector('#country-US input.filter');
      input.value = 'Alaska Day'; input.dispatchEvent(new Event('input'));
      var visible = Array.prototype.filter.call(table.tBodies[0].rows, function (row) { return !row.hidden; }).length;
      document.body.setAttribute('data-probe', JSON.stringify({ first: first, sort: header.getAttribute('aria-sort'), visible: visible, shown: document.querySelector('#country-US .shown').textContent }));
    </script>`;
    writeFileSync(page, html.replace('</body>', `${probe}\n</body>`));
    const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    try {
      const run = spawnSync(
        chromium,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          `--user-data-dir=${profile}`,
          '--enable-logging=stderr',
          '--v=0',
          '--dump-dom',
          `file://${page}`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(run.status, run.stderr).toBe(0);
      // Every console message of the page (errors and uncaught exceptions included) is logged as CONSOLE.
      expect(run.stderr.split('\n').filter((line) => line.includes(':CONSOLE'))).toEqual([]);
      const dom = run.stdout;
      expect(dom).toContain('<section class="country" id="country-US">');
      expect(dom).toContain('<table class="changes" data-country="US">');
      const probed = JSON.parse(/data-probe="([^"]*)"/.exec(dom)![1]!.replace(/&quot;/g, '"')) as {
        first: string;
        sort: string;
        visible: number;
        shown: string;
      };
      expect(probed).toEqual({ first: data.ids.alaskaNew, sort: 'descending', visible: 1, shown: '1' });
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('changed fields', () => {
  it('name a table of values (names by language) entry by entry: only those that changed, old → new', () => {
    const change = {
      at: 'x',
      snapshot: 's',
      id: '20250421_000000000000',
      country: 'FR',
      date: '2025-04-21',
      kind: 'revised' as const,
      revision: 2,
      sources: [],
      name: 'Easter Monday',
      key: 'easter monday',
      subdivisions: [],
      fields: {
        names: {
          from: { fr: 'Pâques', de: 'Ostermontag', nl: 'Paasmaandag' },
          to: { fr: 'Lundi de Pâques', de: 'Ostermontag', it: 'Pasquetta' },
        },
        type: { from: 'observance', to: 'public' },
      },
    };
    expect(describeFields(change)).toEqual([
      'names.fr: Pâques → Lundi de Pâques',
      'names.it: — → Pasquetta',
      'names.nl: Paasmaandag → —',
      'type: observance → public',
    ]);
  });
});

describe('the order of a report', () => {
  const change = {
    at: '2026-01-02T00:00:00Z',
    snapshot: 'b',
    id: '20260101_000000000000',
    country: 'JP',
    date: '2026-01-01',
    kind: 'revised' as const,
    revision: 2,
    sources: ['date-holidays'],
    name: "New Year's Day",
    key: "new year's day",
    subdivisions: [],
    fields: { type: { from: 'observance', to: 'public' } },
  };
  const diff: SnapshotDiff = {
    from: 'a',
    to: 'b',
    changes: [change],
    totals: { added: 0, revised: 1, deprecated: 0, revived: 0 },
    byCountry: { JP: { added: 0, revised: 1, deprecated: 0, revived: 0 } },
    activeBefore: { JP: 18 },
    newConflicts: [],
    conflictsTotal: 0,
  };
  const disagreement = {
    country: 'JP',
    date: '2026-05-06',
    place: null,
    subject: 'days off',
    dataset: null,
    sources: { 'holiday-jp': { date: '2026-05-06', names: ['振替休日'] } },
    disagreeing: ['holiday-jp'],
  };
  const crosscheck = {
    snapshot: 'b',
    sources: [{ id: 'holiday-jp', label: 'holiday-jp', rule: 'days off' }],
    durationMs: 1,
    countries: [
      {
        country: 'JP',
        agreements: 17,
        disagreements: [disagreement],
        sources: [{ id: 'holiday-jp', years: [2026], agreements: 17, disagreements: 1 }],
      },
    ],
  };

  it('puts the changes first and the cross-check after them, in Markdown and HTML', () => {
    const markdown = renderMarkdown({ diff, crosscheck });
    expect(markdown.indexOf('### JP')).toBeGreaterThan(0);
    expect(markdown.indexOf('### Cross-check against independent sources')).toBeGreaterThan(
      markdown.indexOf("- 2026-01-01 New Year's Day"),
    );
    const html = renderHtml({ diff, crosscheck });
    expect(html.indexOf('<section id="crosscheck">')).toBeGreaterThan(
      html.indexOf('<section class="country" id="country-JP">'),
    );
    expect(html.indexOf('<section id="crosscheck">')).toBeGreaterThan(html.indexOf('</table>'));
  });

  it('keeps the whole cross-check section when the changes fill the Markdown budget', () => {
    const many = Array.from({ length: 3000 }, (_, index) => ({
      ...change,
      id: `20260101_${String(index).padStart(12, '0')}`,
      name: `Holiday number ${index} with a long name to fill the comment`,
    }));
    const markdown = renderMarkdown({
      diff: { ...diff, changes: many, totals: { ...diff.totals, revised: many.length } },
      crosscheck,
    });
    expect(markdown.length).toBeLessThanOrEqual(MARKDOWN_BUDGET);
    expect(markdown).toMatch(/more lines left out to fit a comment/);
    expect(markdown.indexOf('### Cross-check against independent sources')).toBeGreaterThan(
      markdown.indexOf('more lines left out'),
    );
    expect(markdown).toContain('- JP 2026-05-06, days off: dataset nothing; holiday-jp "振替休日"');
  });
});
