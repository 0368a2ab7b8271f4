// The year files each contract version emits, byte for byte, for two
// countries: a fixed ledger (test/fixtures/golden/contracts/ledger, US and JP
// 2025 after a build that withdrew one US record) through every projection;
// and each version's countries file for three countries' facts (ledger/
// countries.json: CN, FR and QA), where 3.2.0 adds the ISO 3166-2 subdivisions.
// A difference is a change to published data: review it, then regenerate with
//   UPDATE_GOLDEN=1 node_modules/.bin/vitest run test/pipeline/contracts.test.ts
// (add `-t <version>` to write one version's files only). The fixture ledger
// predates `estimated` and is read as a prior ledger is: without it, false.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSIONS } from '../../core/contracts.js';
import { ContractValidator } from '../../core/contract-schemas.js';
import { emitCountriesFile, emitCountryYears } from '../../pipeline/emit.js';
import { withLedgerDefaults } from '../../pipeline/ledger-files.js';
import type { CountryInfo, LedgerRecord } from '../../core/types.js';

const GOLDEN = fileURLToPath(new URL('../fixtures/golden/contracts/', import.meta.url));
const COUNTRIES = ['US', 'JP'];
const YEAR = 2025;
const update = process.env.UPDATE_GOLDEN === '1';

const ledger = (country: string): LedgerRecord[] =>
  readFileSync(join(GOLDEN, 'ledger', `${country}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => withLedgerDefaults(JSON.parse(line) as Omit<LedgerRecord, 'estimated'>));

describe('emitted year files against the reviewed golden files', () => {
  it('the fixture holds what the projections tell apart: a withdrawn record, regional and substitute days, variants', () => {
    const us = ledger('US');
    expect(us.some((record) => record.deprecated)).toBe(true);
    expect(us.some((record) => record.type === 'regional')).toBe(true);
    expect(us.some((record) => record.substitute)).toBe(true);
    expect(us.some((record) => record.variant > 1)).toBe(true);
    expect(ledger('JP').every((record) => record.localLanguage === 'ja')).toBe(true);
  });

  for (const version of CONTRACT_VERSIONS) {
    for (const country of COUNTRIES) {
      it(`${version} ${country} ${YEAR}`, () => {
        const [file] = emitCountryYears(country, ledger(country), [YEAR], [version]);
        const path = join(GOLDEN, file!.path);
        if (update) {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, file!.text);
        }
        expect(
          existsSync(path),
          `no golden file for ${file!.path}: generate it with UPDATE_GOLDEN=1 and review it`,
        ).toBe(true);
        expect(file!.text).toBe(readFileSync(path, 'utf8'));
      });
    }
  }

  const validator = new ContractValidator();
  const countryFacts = JSON.parse(readFileSync(join(GOLDEN, 'ledger', 'countries.json'), 'utf8')) as {
    info: CountryInfo;
    years: { from: number; to: number };
  }[];
  for (const version of CONTRACT_VERSIONS) {
    it(`${version} countries file`, () => {
      const file = emitCountriesFile(version, countryFacts);
      const path = join(GOLDEN, file.path);
      if (update) writeFileSync(path, file.text);
      expect(existsSync(path), `no golden file for ${file.path}: generate it with UPDATE_GOLDEN=1 and review it`).toBe(
        true,
      );
      expect(file.text).toBe(readFileSync(path, 'utf8'));
      expect(validator.check(version, 'countriesFile', file.value, file.path)).toEqual([]);
    });
  }

  it('has golden files of the contract versions only', () => {
    const folders = readdirSync(GOLDEN).filter((name) => name !== 'ledger');
    expect(folders.sort()).toEqual([...CONTRACT_VERSIONS].sort());
  });
});
