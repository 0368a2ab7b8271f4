// Writes core/iso-3166-2/table.json, the reviewed ISO 3166-2 table the server
// reads (so it needs no runtime dependency): every subdivision code with its
// name and parent from the maintained `iso-3166` package (wooorm, MIT), its
// type from `iso-3166-2` (olahol, MIT) where that older table still has the
// code, and the codes ISO replaced. A replaced code is one the older table has
// and the current one lacks, whose name is that of exactly one code of the
// same country that is new in the current table, alone or followed by the
// kind of place in the local language (CN-11 Beijing → CN-BJ Beijing Shi).
// PARENTS corrects the parents the package leaves at the country where ISO
// 3166-2 names the parent subdivision (ISO 3166-2:GB gives each code's
// country of the United Kingdom).
// Run it where both packages are installed:
//   node pipeline/iso-3166-2-table.mjs core/iso-3166-2/table.json
// and read the diff before committing it.

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/`);
const { iso31662 } = await import(require.resolve('iso-3166/2.js'));
const older = require('iso-3166-2').data;

const out = process.argv[2];
if (!out) throw new Error('usage: generate.mjs <table.json>');

const PARENTS = { 'GB-LND': 'GB-ENG' };

const current = new Map(iso31662.map((entry) => [entry.code, entry]));
const olderEntry = (code) => older[code.slice(0, 2)]?.sub[code];

const countries = {};
for (const entry of [...iso31662].sort((a, b) => (a.code < b.code ? -1 : 1))) {
  const type = olderEntry(entry.code)?.type;
  (countries[entry.code.slice(0, 2)] ??= []).push({ code: entry.code, name: entry.name, ...(type ? { type } : {}), parent: PARENTS[entry.code] ?? entry.parent });
}

const replaced = {};
for (const [country, { sub }] of Object.entries(older).sort()) {
  for (const [code, { name }] of Object.entries(sub).sort()) {
    if (current.has(code)) continue;
    const successors = (countries[country] ?? []).filter((entry) => (entry.name === name || entry.name.startsWith(`${name} `)) && !olderEntry(entry.code));
    if (successors.length === 1) replaced[code] = successors[0].code;
  }
}

const sorted = Object.fromEntries(Object.entries(countries).sort());
writeFileSync(out, `${JSON.stringify({ source: 'iso-3166@4.4.0, iso-3166-2@1.0.0', countries: sorted, replaced: Object.fromEntries(Object.entries(replaced).sort()) }, null, 0)}\n`);
