// Every country, state and region of the rule library, as constructor arguments: the targets the tests of the
// library's replaced internals (sources/library-rule-copies.ts, sources/library-holiday-lists.ts) go through.

import Holidays from 'date-holidays';

const catalogue = new Holidays();

export const libraryTargets: string[][] = Object.keys(catalogue.getCountries()).flatMap((country) => [
  [country],
  ...Object.keys(catalogue.getStates(country) ?? {}).flatMap((state) => [
    [country, state],
    ...Object.keys(catalogue.getRegions(country, state) ?? {}).map((region) => [country, state, region]),
  ]),
]);
