// Writes core/iso-3166-2/table.json, the reviewed ISO 3166-2 table the server
// reads (so it needs no runtime dependency), from three maintained tables:
// - the `iso-3166` package (wooorm, MIT), the most recent: every current code,
//   its name and, where it gives one, its parent;
// - Debian's iso-codes (LGPL-2.1+, the JSON of /usr/share/iso-codes, from
//   ISO's Online Browsing Platform): each code's type as ISO names it, and the
//   parent subdivision of codes the package leaves at the country level (ISO
//   3166-2:GB gives each council area its country of the United Kingdom,
//   ISO 3166-2:BE each province its region);
// - the `iso-3166-2` package (olahol, MIT), older: the types iso-codes lacks.
// A code's parent is the package's; where the package says only the country,
// iso-codes' parent when that subdivision is still current. A code's type is
// TYPES', else iso-codes', else the older package's.
// A replaced code is one an older table has and the current one lacks, whose
// name (accents and case aside) is that of exactly one current code that is
// new to that older table, alone or followed by the kind of place in the
// local language (CN-11 Beijing → CN-BJ Beijing Shi, IN-CT Chhattisgarh →
// IN-CG Chhattīsgarh); NOT_REPLACED lists the places a name match gets wrong.
// PARENTS and TYPES hold, from ISO's newsletters, what changed after
// iso-codes' release.
// Run it where the packages and iso-codes are installed (apt-get install
// iso-codes; npm install iso-3166 iso-3166-2 in a scratch folder):
//   node pipeline/iso-3166-2-table.mjs core/iso-3166-2/table.json
// and read the diff before committing it.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/`);
const { iso31662 } = await import(require.resolve('iso-3166/2.js'));
const olderPackage = require('iso-3166-2').data;
const ISO_CODES = '/usr/share/iso-codes/json/iso_3166-2.json';
const isoCodes = JSON.parse(readFileSync(ISO_CODES, 'utf8'))['3166-2'];
const isoCodesVersion = execFileSync('dpkg-query', ['--show', '--showformat=${Version}', 'iso-codes'], {
  encoding: 'utf8',
}).replace(/-\d+$/, '');

const out = process.argv[2];
if (!out) throw new Error('usage: iso-3166-2-table.mjs <table.json>');

// Codes newer than iso-codes 4.15, placed as ISO 3166-2:GB places them (Northamptonshire's two unitary
// authorities of 2021, newsletter 2021-11-25).
const PARENTS = { 'GB-NNH': 'GB-ENG', 'GB-WNH': 'GB-ENG' };

// Types that changed or came after both type tables, as ISO 3166-2 names them (the change history of each
// country's page on ISO's Online Browsing Platform): France's collectivities of the newsletters of
// 2021-11-25 and 2022-11-29 (Alsace's European collectivity; Corsica, Paris and Lyon with special status;
// the overseas departmental and unique territorial collectivities), Northamptonshire's unitary
// authorities (2021), Guatemala's departments recoded 01-22 (2022), Kazakhstan's regions and cities
// recoded in 2022-2024, Algeria's ten provinces of 2019, India's states recoded in 2019-2023, Indonesia's
// Papuan provinces of 2022, and the other new codes of those years. KP-15 and Denmark's former counties
// (DK-015 …, which the package lists) stay without a type: no table of ISO's names them.
const TYPES = {
  'FR-20R': 'Metropolitan collectivity with special status',
  'FR-69M': 'Metropolitan collectivity with special status',
  'FR-6AE': 'European collectivity',
  'FR-75C': 'Metropolitan collectivity with special status',
  'FR-971': 'Overseas departmental collectivity',
  'FR-972': 'Overseas unique territorial collectivity',
  'FR-973': 'Overseas unique territorial collectivity',
  'FR-974': 'Overseas departmental collectivity',
  'FR-976': 'Overseas departmental collectivity',
  'GB-NNH': 'Unitary authority',
  'GB-WNH': 'Unitary authority',
  ...Object.fromEntries(
    Array.from({ length: 22 }, (_, index) => [`GT-${String(index + 1).padStart(2, '0')}`, 'Department']),
  ),
  ...Object.fromEntries(
    ['10', '11', '15', '19', '23', '27', '31', '33', '35', '39', '43', '47', '55', '59', '61', '62', '63'].map(
      (code) => [`KZ-${code}`, 'Region'],
    ),
  ),
  'KZ-71': 'City',
  'KZ-75': 'City',
  'KZ-79': 'City',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`DZ-${49 + index}`, 'Province'])),
  'IN-CG': 'State',
  'IN-OD': 'State',
  'IN-TS': 'State',
  'IN-UK': 'State',
  ...Object.fromEntries(['PD', 'PE', 'PS', 'PT'].map((code) => [`ID-${code}`, 'Province'])),
  'ET-SI': 'Regional state',
  'ET-SW': 'Regional state',
  'IQ-KR': 'Region',
  'IS-HUG': 'Municipality',
  'IS-MUL': 'Municipality',
  'IS-SKR': 'Municipality',
  'LV-111': 'Municipality',
  'LV-112': 'Municipality',
  'LV-113': 'Municipality',
  'ME-25': 'Municipality',
  'PA-NT': 'Indigenous region',
  'PH-MGN': 'Province',
  'PH-MGS': 'Province',
};

// Same name, another place: Nepal's 14 zones (abolished in 2015) are not the provinces of 2015 that took
// some of their names.
const NOT_REPLACED = new Set(['NP-BA', 'NP-GA', 'NP-KA', 'NP-LU']);

const current = new Map(iso31662.map((entry) => [entry.code, entry]));
const isoCodesEntry = new Map(isoCodes.map((entry) => [entry.code, entry]));
const olderEntry = (code) => olderPackage[code.slice(0, 2)]?.sub[code];

/** iso-codes writes a parent as the part after the country's prefix, or (GB) as the whole code. */
function isoCodesParent(code) {
  const parent = isoCodesEntry.get(code)?.parent;
  if (parent === undefined) return undefined;
  const full = parent.includes('-') ? parent : `${code.slice(0, 2)}-${parent}`;
  return current.has(full) ? full : undefined;
}

function parentOf(entry) {
  if (PARENTS[entry.code]) return PARENTS[entry.code];
  if (entry.parent !== entry.code.slice(0, 2)) return entry.parent;
  return isoCodesParent(entry.code) ?? entry.parent;
}

const typeOf = (code) => TYPES[code] ?? isoCodesEntry.get(code)?.type ?? olderEntry(code)?.type;

const countries = {};
for (const entry of [...iso31662].sort((a, b) => (a.code < b.code ? -1 : 1))) {
  const type = typeOf(entry.code);
  (countries[entry.code.slice(0, 2)] ??= []).push({
    code: entry.code,
    name: entry.name,
    ...(type ? { type } : {}),
    parent: parentOf(entry),
  });
}

const folded = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Each older table's codes the current one lacks, with the test of a successor: a code new to that table.
const gone = new Map();
const addGone = (code, name, isNewTo) => {
  if (current.has(code) || NOT_REPLACED.has(code)) return;
  gone.set(code, [...(gone.get(code) ?? []), { name: folded(name), isNewTo }]);
};
for (const { sub } of Object.values(olderPackage)) {
  for (const [code, { name }] of Object.entries(sub)) addGone(code, name, (candidate) => !olderEntry(candidate));
}
for (const { code, name } of isoCodes) addGone(code, name, (candidate) => !isoCodesEntry.has(candidate));

const replaced = {};
for (const [code, sightings] of [...gone].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const successors = new Set();
  for (const { name, isNewTo } of sightings) {
    for (const entry of countries[code.slice(0, 2)] ?? []) {
      const candidate = folded(entry.name);
      if (isNewTo(entry.code) && (candidate === name || candidate.startsWith(`${name} `))) successors.add(entry.code);
    }
  }
  if (successors.size === 1) replaced[code] = [...successors][0];
}

// One subdivision and one replaced code a line, so that a change reads as a diff.
const countryLines = Object.entries(countries)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(
    ([country, entries]) =>
      `${JSON.stringify(country)}:[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]`,
  );
const replacedLines = Object.entries(replaced).map(
  ([code, successor]) => `${JSON.stringify(code)}:${JSON.stringify(successor)}`,
);
const versionOf = (name) => require(`${name}/package.json`).version;
const source = `iso-3166@${versionOf('iso-3166')}, iso-codes@${isoCodesVersion}, iso-3166-2@${versionOf('iso-3166-2')}`;
writeFileSync(
  out,
  `{"source":${JSON.stringify(source)},\n"countries":{\n${countryLines.join(',\n')}\n},\n"replaced":{\n${replacedLines.join(',\n')}\n}}\n`,
);
