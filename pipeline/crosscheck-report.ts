// The cross-check (pipeline/crosscheck.ts) as text: the full Markdown and CSV
// the `crosscheck` command writes, and the short section every refresh
// report carries (pipeline/reports.ts): counts, and the first disagreements
// of each country, with a pointer to the command for the rest.

import Papa from 'papaparse';
import {
  comparedOf,
  crosscheckTotals,
  sourceTotals,
  openIn,
  unexplainedIn,
  unexplainedOf,
  type CountryCrosscheck,
  type CrosscheckOutcome,
  type CrosscheckResult,
  type Disagreement,
  type Said,
} from './crosscheck.js';

export type { CrosscheckOutcome } from './crosscheck.js';

/** Disagreements a refresh report's Markdown names, at most this many per country… */
export const SECTION_PER_COUNTRY = 3;
/** …and this many in all; the HTML page names up to SECTION_HTML_ROWS. */
export const SECTION_ROWS = 40;
export const SECTION_HTML_ROWS = 500;

/** How to get every disagreement: the command, for the data directory. */
export const CROSSCHECK_POINTER =
  '`make crosscheck` (`tsx pipeline/cli.ts crosscheck --out DIR`) lists every disagreement';

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(' / ');

/** What one side says, in words: `nothing`, `"Name"`, or, where the day differs from the row's, `2026-03-20 "Name"`. */
export function describeSaid(said: Said | null, date: string): string {
  if (!said) return 'nothing';
  return `${said.date === date ? '' : `${said.date} `}${quoted(said.names)}${said.note ? ` (${said.note})` : ''}`;
}

/** One disagreement in one line: `DE 2020-05-08 DE-BE, days off: dataset "…"; feiertagejs nothing`. */
export function describeDisagreement(disagreement: Disagreement): string {
  const where = disagreement.place ? ` ${disagreement.place}` : '';
  const sources = Object.entries(disagreement.sources).map(
    ([id, said]) => `${id} ${describeSaid(said, disagreement.date)}`,
  );
  return `${disagreement.country} ${disagreement.date}${where}, ${disagreement.subject}: dataset ${describeSaid(disagreement.dataset, disagreement.date)}; ${sources.join('; ')}`;
}

const isResult = (outcome: CrosscheckOutcome): outcome is CrosscheckResult => !('error' in outcome);
const number = (value: number) => value.toLocaleString('en-US');
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]|<>])/g, '\\$1');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function totalsSentence(result: CrosscheckResult): string {
  const totals = crosscheckTotals(result);
  return `${number(totals.agreements)} agreements, ${number(totals.disagreements)} disagreements in ${totals.disagreeing.length} of ${totals.countries} countries compared with ${result.sources.length} independent sources${notInstalledNote(result)}`;
}

/** A share as a percentage with one decimal (`97.3%`); `n/a` of nothing. */
export const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/** Agreement in words: `97.3% (1,234 of 1,268 compared)`. */
export const agreementText = (agreements: number, compared: number) =>
  `${percent(agreements, compared)} (${number(agreements)} of ${number(compared)} compared)`;

/** A country's agreement: its sources' agreements of all they compared. */
export const countryAgreement = (country: CountryCrosscheck) => agreementText(country.agreements, comparedOf(country));

/** The explanations in one sentence: `30 explained, 4 unexplained (crosscheck/explanations/: 12 entries read …, 1 matched nothing; 8 by the announced day the dataset keeps)`. */
export function explanationsSentence(result: CrosscheckResult): string {
  if (!result.explanations) return '';
  const totals = crosscheckTotals(result);
  const { dir, read, unused } = result.explanations;
  const announced = result.countries
    .flatMap((country) => country.disagreements)
    .filter((disagreement) => Object.values(disagreement.explanations ?? {}).some((each) => each.announcement)).length;
  const byAnnouncement = announced ? `; ${number(announced)} by the announced day the dataset keeps` : '';
  const open = totals.open ? `, ${number(totals.open)} open (reviewed, not settled: no primary text found)` : '';
  return `${number(totals.disagreements - totals.unexplained - totals.open)} explained${open}, ${number(totals.unexplained)} unexplained (${dir}: ${number(read)} entries read for these countries, ${number(unused.length)} matched nothing${byAnnouncement})`;
}

/** What the explanations say of a disagreement: each disagreeing source's explanation, or that it has none. */
export function describeExplanations(disagreement: Disagreement): string {
  return disagreement.disagreeing
    .map((id) => {
      const found = disagreement.explanations?.[id];
      if (!found) return `${id}: UNEXPLAINED`;
      return `${id}: ${found.open ? 'open (not settled)' : 'explained'}: ${found.reason} (${found.citation}; ${found.at})`;
    })
    .join('; ');
}

/** The sources left out for want of their package, said wherever the totals are. */
export function notInstalledNote(result: CrosscheckResult): string {
  return result.notInstalled?.length
    ? ` (left out, not installed: ${result.notInstalled.join(', ')}; make crosscheck installs them)`
    : '';
}

/** The disagreements a short section names: the first few of each country, up to a total. */
function sampled(result: CrosscheckResult, perCountry: number, total: number): Disagreement[] {
  const picked: Disagreement[] = [];
  for (const country of result.countries) picked.push(...country.disagreements.slice(0, perCountry));
  return picked.slice(0, total);
}

/** The refresh report's section, as Markdown lines. */
export function crosscheckSectionMarkdown(outcome: CrosscheckOutcome): string[] {
  const lines = ['### Cross-check against independent sources', ''];
  if (!isResult(outcome))
    return [
      ...lines,
      `The cross-check could not run: ${escapeMarkdown(outcome.error)}. Nothing else depends on it; ${CROSSCHECK_POINTER}.`,
      '',
    ];
  if (!outcome.countries.length) return [...lines, 'No country of this run has an independent source.', ''];
  lines.push(`${totalsSentence(outcome)} (a report, not a gate; ${CROSSCHECK_POINTER}).`, '');
  const disagreeing = outcome.countries.filter((country) => country.disagreements.length);
  if (!disagreeing.length) return [...lines, 'Every compared day agrees.', ''];
  lines.push('| country | disagreements | agreements | by source (agree/disagree) |', '|---|---:|---:|---|');
  for (const country of disagreeing) {
    lines.push(
      `| ${country.country} | ${country.disagreements.length} | ${country.agreements} | ${country.sources.map((source) => `${source.id} ${source.agreements}/${source.disagreements}`).join(', ')} |`,
    );
  }
  const agreeing = outcome.countries
    .filter((country) => !country.disagreements.length)
    .map((country) => country.country);
  if (agreeing.length) lines.push('', `No disagreement: ${agreeing.join(', ')}.`);
  const shown = sampled(outcome, SECTION_PER_COUNTRY, SECTION_ROWS);
  lines.push('', ...shown.map((disagreement) => `- ${escapeMarkdown(describeDisagreement(disagreement))}`));
  const total = crosscheckTotals(outcome).disagreements;
  if (total > shown.length) lines.push(`- … ${total - shown.length} more: ${CROSSCHECK_POINTER}.`);
  lines.push('');
  return lines;
}

/** The refresh report's section, as HTML. */
export function crosscheckSectionHtml(outcome: CrosscheckOutcome): string {
  const parts = ['<section id="crosscheck"><h2>Cross-check against independent sources</h2>'];
  const pointer = escapeHtml(CROSSCHECK_POINTER.replace(/`/g, ''));
  if (!isResult(outcome))
    return `${parts[0]}<p>The cross-check could not run: ${escapeHtml(outcome.error)}. ${pointer}.</p></section>`;
  if (!outcome.countries.length) return `${parts[0]}<p>No country of this run has an independent source.</p></section>`;
  parts.push(`<p>${escapeHtml(totalsSentence(outcome))} (a report, not a gate; ${pointer}).</p>`);
  parts.push(
    '<table class="crosscheck"><thead><tr><th>country</th><th>disagreements</th><th>agreements</th><th>by source (agree/disagree)</th></tr></thead><tbody>',
  );
  for (const country of outcome.countries) {
    parts.push(
      `<tr><td>${country.country}</td><td>${country.disagreements.length}</td><td>${country.agreements}</td><td>${escapeHtml(country.sources.map((source) => `${source.id} ${source.agreements}/${source.disagreements}`).join(', '))}</td></tr>`,
    );
  }
  parts.push('</tbody></table>');
  const all = outcome.countries.flatMap((country) => country.disagreements);
  if (all.length) {
    parts.push(
      '<table class="crosscheck-disagreements"><thead><tr><th>country</th><th>date</th><th>place</th><th>subject</th><th>dataset</th><th>sources</th></tr></thead><tbody>',
    );
    for (const disagreement of all.slice(0, SECTION_HTML_ROWS)) {
      const sources = Object.entries(disagreement.sources).map(
        ([id, said]) => `${id}: ${describeSaid(said, disagreement.date)}`,
      );
      parts.push(
        `<tr><td>${disagreement.country}</td><td>${disagreement.date}</td><td>${disagreement.place ?? ''}</td><td>${escapeHtml(disagreement.subject)}</td><td>${escapeHtml(describeSaid(disagreement.dataset, disagreement.date))}</td><td>${sources.map(escapeHtml).join('<br>')}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
    if (all.length > SECTION_HTML_ROWS)
      parts.push(`<p class="more">${all.length - SECTION_HTML_ROWS} more: ${pointer}.</p>`);
  }
  parts.push('</section>');
  return parts.join('\n');
}

/** The `crosscheck` command's Markdown: the sources and their rules, every country's counts, every disagreement and its explanation. */
export function renderCrosscheckMarkdown(result: CrosscheckResult): string {
  const totals = crosscheckTotals(result);
  const explained = result.explanations !== undefined;
  const lines = [
    `# Cross-check of snapshot ${result.snapshot}`,
    '',
    `${totalsSentence(result)}.`,
    '',
    `Agreement: ${agreementText(totals.agreements, totals.compared)}.${explained ? ` Disagreements: ${explanationsSentence(result)}.` : ''}`,
    '',
    `Days off are compared by date, place by place; names are shown, never compared. Holidays a calendar engine dates are compared by their first day. Counts are per source: "compared" is what each source compared, summed. pipeline/crosscheck.ts and each module of pipeline/crosscheck/ state the rules.${explained ? " A disagreement is explained when each source that disagrees has a reviewed explanation (crosscheck/explanations/<CC>.json), or, where a calendar engine's day is an estimate, when the dataset's day is a government's announced one (a cited entry of sources/calendars/announced.json, a dated move of amendments/<CC>.json, or an official feed's); the command exits 8 while any is not." : ''}`,
    '',
    '## Sources',
    '',
    '| source | what | compares | countries | agreement | unexplained |',
    '|---|---|---|---:|---|---:|',
    ...sourceTotals(result).map((tally) => {
      const source = result.sources.find((each) => each.id === tally.id)!;
      return `| \`${source.id}\` | ${escapeMarkdown(source.label)} | ${escapeMarkdown(source.rule)} | ${tally.countries} | ${agreementText(tally.agreements, tally.compared)} | ${explained ? tally.unexplained : ''} |`;
    }),
    '',
    '## Countries',
    '',
    '| country | years | agreement | disagreements | explained | open | unexplained | by source (agree/disagree) |',
    '|---|---|---|---:|---:|---:|---:|---|',
  ];
  for (const country of result.countries) {
    const years = country.sources.flatMap((source) => source.years);
    const unexplained = unexplainedIn(country).length;
    const open = openIn(country).length;
    lines.push(
      `| ${country.country} | ${Math.min(...years)}-${Math.max(...years)} | ${countryAgreement(country)} | ${country.disagreements.length} | ${explained ? country.disagreements.length - unexplained - open : ''} | ${explained ? open : ''} | ${explained ? unexplained : ''} | ${country.sources.map((source) => `${source.id} ${source.agreements}/${source.disagreements}`).join(', ')} |`,
    );
  }
  for (const country of result.countries.filter((each) => each.disagreements.length)) {
    const ids = [...new Set(country.disagreements.flatMap((disagreement) => Object.keys(disagreement.sources)))];
    const heading = explained
      ? `## ${country.country} (${country.disagreements.length}, ${unexplainedIn(country).length} unexplained${openIn(country).length ? `, ${openIn(country).length} open` : ''})`
      : `## ${country.country} (${country.disagreements.length})`;
    lines.push(
      '',
      heading,
      '',
      `| date | place | subject | dataset | ${ids.map((id) => `\`${id}\``).join(' | ')} |${explained ? ' explanation |' : ''}`,
      `|---|---|---|---|${ids.map(() => '---|').join('')}${explained ? '---|' : ''}`,
    );
    for (const disagreement of country.disagreements) {
      const cells = ids.map((id) =>
        id in disagreement.sources ? escapeMarkdown(describeSaid(disagreement.sources[id]!, disagreement.date)) : '',
      );
      lines.push(
        `| ${disagreement.date} | ${disagreement.place ?? ''} | ${escapeMarkdown(disagreement.subject)} | ${escapeMarkdown(describeSaid(disagreement.dataset, disagreement.date))} | ${cells.join(' | ')} |${explained ? ` ${escapeMarkdown(describeExplanations(disagreement))} |` : ''}`,
      );
    }
  }
  if (result.explanations?.unused.length) {
    lines.push(
      '',
      `## Explanations that matched nothing (${result.explanations.unused.length})`,
      '',
      'Stale (the data or the source changed), or for years or countries this run did not compare:',
      '',
    );
    for (const unused of result.explanations.unused) lines.push(`- ${escapeMarkdown(unused.at)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The columns of the cross-check's CSV, in order (docs/reports.md describes each). */
export const CROSSCHECK_CSV_COLUMNS = [
  'country',
  'date',
  'place',
  'subject',
  'dataset_date',
  'dataset',
  'dataset_note',
  'source',
  'source_date',
  'source_says',
  'status',
  'explanation',
] as const;

/** A source's standing in a disagreement: it agrees with the dataset there, or it disagrees, explained or not. */
export function statusOf(disagreement: Disagreement, source: string): 'agrees' | 'explained' | 'open' | 'unexplained' {
  if (!disagreement.disagreeing.includes(source)) return 'agrees';
  if (unexplainedOf(disagreement).includes(source)) return 'unexplained';
  return disagreement.explanations?.[source]?.open ? 'open' : 'explained';
}

/** The `crosscheck` command's CSV: one row per disagreement and source that compared the day. */
export function renderCrosscheckCsv(result: CrosscheckResult): string {
  const columns = [...CROSSCHECK_CSV_COLUMNS];
  const rows = result.countries.flatMap((country) =>
    country.disagreements.flatMap((disagreement) =>
      Object.entries(disagreement.sources).map(([id, said]) => [
        disagreement.country,
        disagreement.date,
        disagreement.place ?? '',
        disagreement.subject,
        disagreement.dataset?.date ?? '',
        disagreement.dataset?.names.join(' / ') ?? '',
        disagreement.dataset?.note ?? '',
        id,
        said?.date ?? '',
        said?.names.join(' / ') ?? '',
        result.explanations
          ? statusOf(disagreement, id)
          : disagreement.disagreeing.includes(id)
            ? 'disagrees'
            : 'agrees',
        disagreement.explanations?.[id]
          ? `${disagreement.explanations[id].reason} (${disagreement.explanations[id].citation}; ${disagreement.explanations[id].at})`
          : '',
      ]),
    ),
  );
  return `${Papa.unparse({ fields: columns, data: rows }, { newline: '\n' })}\n`;
}
