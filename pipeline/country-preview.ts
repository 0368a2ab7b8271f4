// `tsx pipeline/country-preview.ts QA [2020-2030]` (or `make country CC=QA`):
// checks the project's country definitions (countries/) and prints the days a
// country's rules give, for writing and reviewing a definition before a build.

import HolidaysParser from 'date-holidays-parser';
import { CountryDefinitionError, loadDefinitions, ruleData, typesOfRules } from '../sources/country-definitions.js';

const [code, span = '2020-2030'] = process.argv.slice(2);
const usage = 'usage: tsx pipeline/country-preview.ts CC [FROM-TO]   (a country of countries/, years inclusive)';
const years = /^(\d{4})(?:-(\d{4}))?$/.exec(span);
if (!code || !years) {
  console.error(usage);
  process.exit(2);
}
let definitions;
try {
  definitions = loadDefinitions();
} catch (error) {
  if (!(error instanceof CountryDefinitionError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const definition = definitions.find((entry) => entry.country === code.toUpperCase());
if (!definition) {
  console.error(
    `no definition of ${code} in countries/ (defined: ${definitions.map((entry) => entry.country).join(', ') || 'none'})`,
  );
  process.exit(2);
}
console.log(
  `${definition.country} ${definition.names.en}: ${definition.holidays.length} rules, every file of countries/ valid`,
);
if (definition.noHolidays) console.log(`no holidays: ${definition.noHolidays}`);
const parser = new HolidaysParser(ruleData([definition]), definition.country);
const types = typesOfRules(definition);
const from = Number(years[1]);
const to = Number(years[2] ?? years[1]);
for (let year = from; year <= to; year++) {
  for (const day of parser.getHolidays(year)) {
    const names = definition.holidays.find((holiday) => holiday.rule === day.rule)!.names;
    const local = definition.languages.map((language) => names[language]).filter((name) => name && name !== names.en);
    const days = Math.round((day.end.getTime() - day.start.getTime()) / 86_400_000);
    console.log(
      `${day.date.slice(0, 10)}${days > 1 ? ` (${days} days)` : ''}  ${types.get(day.rule)}  ${names.en}${local.length ? ` / ${local.join(' / ')}` : ''}   [${day.rule}]`,
    );
  }
}
