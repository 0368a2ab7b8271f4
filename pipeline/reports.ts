// Reviewer reports of a snapshot diff: a Markdown summary that fits a
// pull-request comment, a self-contained HTML page (sortable, filterable
// tables; inline script, no network) and a CSV with one row per change.

import Papa from 'papaparse';
import { CHANGE_KINDS, totalChanges, type ReportedChange, type SnapshotDiff } from './snapshot-diff.js';
import type { GuardVerdict } from './guards.js';
import type { SourceStatus } from '../core/manifest.js';
import type { Conflict } from './reconcile.js';
import { pairMoves, type ReportedMove } from './report-moves.js';
import { describeRejected } from './source-statuses.js';
import { crosscheckSectionHtml, crosscheckSectionMarkdown, type CrosscheckOutcome } from './crosscheck-report.js';

export const REPORT_FILES = { markdown: 'changes.md', html: 'changes.html', csv: 'changes.csv' } as const;

/** GitHub refuses comments over 65,536 characters; stay well below. */
export const MARKDOWN_BUDGET = 60_000;

/** Rejected rows of one source named in the Markdown summary; the HTML page names them all. */
export const MARKDOWN_REJECTED_ROWS = 30;

/** Rows per country table in the HTML page: a first build's thousands would make it too slow to use; the CSV has them all. */
export const HTML_ROWS_PER_COUNTRY = 5000;

export interface ReportContext {
  diff: SnapshotDiff;
  /** The guards' verdict, for a refresh; absent for a plain diff. */
  guards?: GuardVerdict;
  /** Whether a held refresh was published anyway (--accept-changes). */
  accepted?: boolean;
  /** The run's sources: those not fresh, and every row a source rejected, are listed. */
  sources?: readonly SourceStatus[];
  /** A sentence under the totals (a first snapshot's reports give counts only). */
  note?: string;
  /** The run's cross-check against independent sources (pipeline/crosscheck.ts), or why it could not run; absent for a plain diff. */
  crosscheck?: CrosscheckOutcome;
}

/** The sources a reviewer must know about: not fresh, or with rejected rows. */
function sourceLines(context: ReportContext): { head: string; rows: string[] }[] {
  return (context.sources ?? [])
    .filter((source) => source.status !== 'ok' || (source.rejectedRows?.length ?? 0) > 0)
    .map((source) => {
      const rejected = source.rejectedRows ?? [];
      const said = source.notice ?? `${source.id}: ${source.status}`;
      const head = rejected.length
        ? `${said}; ${rejected.length} rejected ${rejected.length === 1 ? 'row' : 'rows'} (nothing of their years is deprecated):`
        : said;
      return { head, rows: rejected.map(describeRejected) };
    });
}

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each changed field as `field: old → new` (an added record lists its fields'
 * values). A table of values (`names`, by language) gives one line per entry
 * that changed: `names.fr: old → new`, `—` for an entry added or removed.
 */
export function describeFields(change: ReportedChange): string[] {
  return Object.entries(change.fields).flatMap(([field, { from, to }]) => {
    if (change.kind === 'added') return [`${field}: ${show(to)}`];
    if (isTable(from) || isTable(to)) {
      const before = isTable(from) ? from : {};
      const after = isTable(to) ? to : {};
      const entries = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .sort()
        .filter((entry) => show(before[entry]) !== show(after[entry]));
      return entries.map((entry) => `${field}.${entry}: ${show(before[entry])} → ${show(after[entry])}`);
    }
    return [`${field}: ${show(from)} → ${show(to)}`];
  });
}

/** A move in one line: `2025-10-18 → 2025-10-20 Alaska Day (ids a → b)`. */
const describeMove = (move: ReportedMove) => `${move.from.date} → ${move.to.date} ${move.name}`;

function describeConflict(conflict: Conflict): string {
  const says = Object.entries(conflict.says)
    .map(
      ([source, said]) =>
        `${source} ${said ? `${said.date}${said.scope.length ? ` (${said.scope.join(', ')})` : ''}${said.type ? ` ${said.type}` : ''}` : 'nothing'}`,
    )
    .join('; ');
  return `${conflict.country} ${conflict.year} ${conflict.kind} "${conflict.key}": ${says}; kept ${conflict.winner}`;
}

function title(diff: SnapshotDiff): string {
  return diff.from ? `Holiday data changes ${diff.from} → ${diff.to}` : `Holiday data: first snapshot ${diff.to}`;
}

function totalsLine(diff: SnapshotDiff): string {
  const countries = Object.keys(diff.byCountry).length;
  return `${totalChanges(diff.totals)} changes in ${countries} ${countries === 1 ? 'country' : 'countries'}: ${CHANGE_KINDS.map((kind) => `${diff.totals[kind]} ${kind}`).join(', ')}; ${diff.newConflicts.length} new source conflicts (${diff.conflictsTotal} in all)`;
}

function guardLines(context: ReportContext): string[] {
  const { guards } = context;
  if (!guards) return [];
  if (!guards.held) {
    const { maxDeprecatedShare, maxRenamedShare, maxChanges } = guards.thresholds;
    return [
      `Guards passed (deprecations per country ≤ ${maxDeprecatedShare * 100}%, renames per country ≤ ${maxRenamedShare * 100}%, changes ≤ ${maxChanges}).`,
    ];
  }
  const head = context.accepted
    ? '**Held by the guards, published anyway (--accept-changes):**'
    : '**Held by the guards: not published.** Review, then rerun with `--accept-changes` to publish:';
  return [head, ...guards.reasons.map((reason) => `- ${reason}`)];
}

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]|<>])/g, '\\$1');

export function renderMarkdown(context: ReportContext): string {
  const { diff } = context;
  const head: string[] = [
    `## ${title(diff)}`,
    '',
    totalsLine(diff),
    '',
    ...(context.note ? [escapeMarkdown(context.note), ''] : []),
  ];
  const guards = guardLines(context);
  if (guards.length) head.push(...guards, '');
  const sources = sourceLines(context);
  if (sources.length) {
    head.push('**Sources:**');
    for (const source of sources) {
      head.push(
        `- ${escapeMarkdown(source.head)}`,
        ...source.rows.slice(0, MARKDOWN_REJECTED_ROWS).map((row) => `  - ${escapeMarkdown(row)}`),
      );
      if (source.rows.length > MARKDOWN_REJECTED_ROWS)
        head.push(`  - … ${source.rows.length - MARKDOWN_REJECTED_ROWS} more: ${REPORT_FILES.html} lists them all`);
    }
    head.push('');
  }
  const countries = Object.keys(diff.byCountry);
  if (countries.length) {
    head.push('| country | added | revised | deprecated | revived |', '|---|---:|---:|---:|---:|');
    for (const country of countries)
      head.push(`| ${country} | ${CHANGE_KINDS.map((kind) => diff.byCountry[country]![kind]).join(' | ')} |`);
    head.push('');
  }
  // The changes come first, the cross-check after them: it is context for a reviewer, not what the run changed.
  // Its section is short by design (pipeline/crosscheck-report.ts), and kept whole: the changes fit in what is left.
  const crosscheck = context.crosscheck ? crosscheckSectionMarkdown(context.crosscheck) : [];
  const body: string[] = [];
  let used = head.join('\n').length + crosscheck.join('\n').length + 400;
  let left = 0;
  const add = (line: string) => {
    if (left > 0 || used + line.length + 1 > MARKDOWN_BUDGET) {
      left++;
      return;
    }
    body.push(line);
    used += line.length + 1;
  };
  const { moves, others } = pairMoves(diff.changes);
  for (const country of countries) {
    add(`### ${country}`);
    const moved = moves.filter((move) => move.country === country);
    if (moved.length) {
      add(`**moved** (${moved.length})`);
      for (const move of moved)
        add(`- ${escapeMarkdown(describeMove(move))} (\`${move.from.id}\` → \`${move.to.id}\`)`);
    }
    for (const kind of CHANGE_KINDS) {
      const changes = others.filter((change) => change.country === country && change.kind === kind);
      if (!changes.length) continue;
      add(`**${kind}** (${changes.length})`);
      for (const change of changes) {
        const fields =
          kind === 'added' || kind === 'deprecated'
            ? ''
            : `: ${describeFields(change)
                .filter((line) => !line.startsWith('deprecated:'))
                .map((line) => `\`${line.replace(/`/g, "'")}\``)
                .join(', ')}`;
        add(`- ${change.date} ${escapeMarkdown(change.name)} (\`${change.id}\`, revision ${change.revision})${fields}`);
      }
    }
    add('');
  }
  if (diff.newConflicts.length) {
    add(`### Source conflicts new in ${diff.to} (${diff.newConflicts.length})`);
    for (const conflict of diff.newConflicts) add(`- ${escapeMarkdown(describeConflict(conflict))}`);
  }
  if (left > 0)
    body.push(
      '',
      `… ${left} more lines left out to fit a comment: ${REPORT_FILES.html} and ${REPORT_FILES.csv} list every change.`,
    );
  if (crosscheck.length) body.push('', ...crosscheck);
  return `${[...head, ...body].join('\n').trimEnd()}\n`;
}

/** The columns of changes.csv, in order (docs/reports.md describes each). */
export const CHANGES_CSV_COLUMNS = [
  'snapshot',
  'at',
  'country',
  'id',
  'date',
  'name',
  'kind',
  'revision',
  'changes',
  'fields',
  'sources',
  'move',
] as const;

export function renderCsv(diff: SnapshotDiff): string {
  // One row per change; the two rows of a move name each other.
  const partner = new Map<string, string>();
  for (const move of pairMoves(diff.changes).moves) {
    partner.set(move.from.id, `moved to ${move.to.date} (${move.to.id})`);
    partner.set(move.to.id, `moved from ${move.from.date} (${move.from.id})`);
  }
  const rows = diff.changes.map((change) => ({
    snapshot: change.snapshot,
    at: change.at,
    country: change.country,
    id: change.id,
    date: change.date,
    name: change.name,
    kind: change.kind,
    revision: change.revision,
    changes: describeFields(change).join('; '),
    fields: JSON.stringify(change.fields),
    sources: change.sources.join(' '),
    move: partner.get(change.id) ?? '',
  }));
  return `${Papa.unparse({ fields: [...CHANGES_CSV_COLUMNS], data: rows.map((row) => CHANGES_CSV_COLUMNS.map((column) => row[column])) }, { newline: '\n' })}\n`;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// Sorting (click a header) and filtering (type in a box) run in the page itself.
const SCRIPT = `
(function () {
  function text(row, index) { return row.cells[index].getAttribute('data-sort') || row.cells[index].textContent; }
  document.querySelectorAll('table.changes').forEach(function (table) {
    var headers = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(headers, function (header, index) {
      header.addEventListener('click', function () {
        var ascending = header.getAttribute('aria-sort') !== 'ascending';
        Array.prototype.forEach.call(headers, function (other) { other.removeAttribute('aria-sort'); });
        header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = text(a, index), y = text(b, index);
          var order = x.localeCompare(y, undefined, { numeric: true });
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });
  function applyFilters() {
    var global = document.getElementById('filter-all').value.toLowerCase();
    document.querySelectorAll('section.country').forEach(function (section) {
      var local = section.querySelector('input.filter').value.toLowerCase();
      var shown = 0;
      section.querySelectorAll('tbody tr').forEach(function (row) {
        var content = row.textContent.toLowerCase();
        var visible = content.indexOf(global) !== -1 && content.indexOf(local) !== -1;
        row.hidden = !visible;
        if (visible) shown++;
      });
      section.querySelector('.shown').textContent = String(shown);
    });
  }
  document.querySelectorAll('input.filter, #filter-all').forEach(function (input) { input.addEventListener('input', applyFilters); });
  applyFilters();
})();
`;

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; width: 100%; margin: .5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: .25em .5em; text-align: left; vertical-align: top; }
th { background: #f2f2f2; cursor: pointer; user-select: none; }
th[aria-sort=ascending]::after { content: ' ▲'; } th[aria-sort=descending]::after { content: ' ▼'; }
td.kind-added { color: #1a7f37; } td.kind-moved { color: #9a6700; } td.kind-deprecated { color: #cf222e; } td.kind-revived { color: #8250df; }
ul.fields { margin: 0; padding-left: 1.2em; } code { font-size: 12px; }
.held { border: 2px solid #cf222e; padding: .5em 1em; } .passed { border: 1px solid #1a7f37; padding: .5em 1em; }
`;

export function renderHtml(context: ReportContext): string {
  const { diff } = context;
  const parts: string[] = [];
  parts.push(
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title(diff))}</title>\n<style>${STYLE}</style>\n</head>\n<body>`,
  );
  parts.push(`<h1>${escapeHtml(title(diff))}</h1>`, `<p id="totals">${escapeHtml(totalsLine(diff))}</p>`);
  if (context.note) parts.push(`<p id="note">${escapeHtml(context.note)}</p>`);
  if (context.guards) {
    const held = context.guards.held;
    parts.push(
      `<div id="guards" class="${held ? 'held' : 'passed'}"><p>${escapeHtml(guardLines(context)[0]!.replace(/\*\*/g, '').replace(/`/g, ''))}</p>`,
    );
    if (held)
      parts.push(`<ul>${context.guards.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`);
    parts.push('</div>');
  }
  const sources = sourceLines(context);
  if (sources.length) {
    parts.push('<section id="sources"><h2>Sources</h2><ul>');
    for (const source of sources) {
      parts.push(
        `<li>${escapeHtml(source.head)}${source.rows.length ? `<ul>${source.rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('')}</ul>` : ''}</li>`,
      );
    }
    parts.push('</ul></section>');
  }
  parts.push(
    '<p><label>Filter every table: <input type="search" id="filter-all" placeholder="name, id, field, kind…"></label></p>',
  );
  const { moves, others } = pairMoves(diff.changes);
  for (const [country, counts] of Object.entries(diff.byCountry)) {
    const moved = moves.filter((move) => move.country === country);
    const all = others.filter((change) => change.country === country);
    const changes = all.slice(0, HTML_ROWS_PER_COUNTRY);
    parts.push(`<section class="country" id="country-${country}">`);
    const movedNote = moved.length
      ? ` (${moved.length} of the deprecated and added are ${moved.length === 1 ? 'a move' : 'moves'}, one row each)`
      : '';
    parts.push(
      `<h2>${country}</h2>`,
      `<p>${CHANGE_KINDS.map((kind) => `${counts[kind]} ${kind}`).join(', ')}${movedNote} · showing <span class="shown">${changes.length + moved.length}</span> · <label>Filter: <input type="search" class="filter" aria-label="filter ${country}"></label></p>`,
    );
    parts.push(
      `<table class="changes" data-country="${country}">\n<thead><tr><th>date</th><th>name</th><th>kind</th><th>revision</th><th>id</th><th>changes</th><th>sources</th></tr></thead>\n<tbody>`,
    );
    for (const move of moved) {
      parts.push(
        `<tr data-id="${move.to.id}" data-from-id="${move.from.id}"><td>${move.from.date} → ${move.to.date}</td><td>${escapeHtml(move.name)}</td><td class="kind-moved">moved</td><td data-sort="${String(move.to.revision).padStart(6, '0')}">${move.to.revision}</td><td><code>${move.from.id}</code> → <code>${move.to.id}</code></td><td><ul class="fields"><li>date: ${move.from.date} → ${move.to.date}</li></ul></td><td>${escapeHtml(move.to.sources.join(', '))}</td></tr>`,
      );
    }
    for (const change of changes) {
      const fields = describeFields(change)
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('');
      parts.push(
        `<tr data-id="${change.id}"><td>${change.date}</td><td>${escapeHtml(change.name)}</td><td class="kind-${change.kind}">${change.kind}</td><td data-sort="${String(change.revision).padStart(6, '0')}">${change.revision}</td><td><code>${change.id}</code></td><td><ul class="fields">${fields}</ul></td><td>${escapeHtml(change.sources.join(', '))}</td></tr>`,
      );
    }
    parts.push('</tbody>\n</table>');
    if (all.length > changes.length)
      parts.push(
        `<p class="more">${all.length - changes.length} more changes of ${country} are in ${REPORT_FILES.csv}.</p>`,
      );
    parts.push('</section>');
  }
  if (diff.newConflicts.length) {
    parts.push(
      `<section id="conflicts"><h2>Source conflicts new in ${escapeHtml(diff.to)}</h2><ul>${diff.newConflicts.map((conflict) => `<li>${escapeHtml(describeConflict(conflict))}</li>`).join('')}</ul></section>`,
    );
  }
  // After the changes: the cross-check is context for a reviewer, not what the run changed.
  if (context.crosscheck) parts.push(crosscheckSectionHtml(context.crosscheck));
  parts.push(`<script>${SCRIPT}</script>\n</body>\n</html>\n`);
  return parts.join('\n');
}

/** The three reports, by file name. */
export function renderReports(context: ReportContext): Record<string, string> {
  return {
    [REPORT_FILES.markdown]: renderMarkdown(context),
    [REPORT_FILES.html]: renderHtml(context),
    [REPORT_FILES.csv]: renderCsv(context.diff),
  };
}
