// The package's entry (npm-package/index.d.ts declares it): the calendar of a
// country by its code, its module loaded with import() on first use. The
// import names the folder and the code in one template, the form bundlers
// (esbuild, Rollup, webpack, Vite) turn into one chunk per country module.

import type * as Api from '../index.js';
import { calendar } from './calendar.js';
import * as dataset from './dataset.js';

export { calendar };

export const snapshot: typeof Api.snapshot = dataset.snapshot;
export const dataVersion: typeof Api.dataVersion = dataset.dataVersion;
export const countries: typeof Api.countries = dataset.countries;

const codes = new Set(countries.map((country) => country.code));
const loaded = new Map<string, Promise<Api.Calendar>>();

export const load: typeof Api.load = (country) => {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  // Only a listed code reaches import(): nothing else is ever loaded.
  if (!codes.has(code))
    return Promise.reject(
      new RangeError(
        `${JSON.stringify(country)} is not a country of this package (snapshot ${snapshot}); \`countries\` lists them`,
      ),
    );
  let pending = loaded.get(code);
  if (!pending) {
    pending = import(`./countries/${code}.js`).then((module: { default: Api.CountryData }) => calendar(module.default));
    loaded.set(code, pending);
  }
  return pending;
};

export const holidays: typeof Api.holidays = async (country, year, options) =>
  (await load(country)).holidays(year, options);

export const isHoliday: typeof Api.isHoliday = async (country, date, options) =>
  (await load(country)).isHoliday(date, options);

export const workingDays: typeof Api.workingDays = async (country, from, to, options) =>
  (await load(country)).workingDays(from, to, options);
