// A published contract version's schema does not change. The versions' schemas
// are composed (schemas/common.schema.json holds what they share, each
// <version>.schema.json references it), so an edit of a shared definition
// reaches every version that references it, the published ones too. Two guards
// per version, both committed in test/fixtures/contract-schemas/:
// - <version>.resolved.schema.json: the version's schema with the shared
//   definitions put in (resolvedSchema, core/contract-schemas.ts), compared
//   as text: any change, a description too (the OpenAPI document publishes them);
// - <version>.samples.json: a year file and a countries file of the version,
//   each with about a hundred one-line changes (a member deleted, set to an
//   edge or a wrong value, a member of another version added) and the verdict
//   the version's schema gave when it was published (valid or not), and the
//   verdict of the file relabelled as each other version. Every verdict must
//   stay, through the validator the pipeline and the server use, and through
//   the committed resolved schema alone (so that the committed copy says what
//   the composed files say).
// A new contract version writes its two files once:
//   UPDATE_SCHEMA_SNAPSHOTS=1 node_modules/.bin/vitest run test/pipeline/schema-versions.test.ts
// writes them for versions that have none (never a published version's): the
// resolved schema, and samples made of the previous version's changes applied
// to the new version's golden contract files, with the new schema's verdicts.
// Review both, each verdict line by line, and add the changes that probe what
// the version adds (its members deleted, set to wrong values) before committing them.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSIONS, type ContractVersion } from '../../core/contracts.js';
import { ContractValidator, type FileKind, resolvedSchema } from '../../core/contract-schemas.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/contract-schemas/', import.meta.url));
const GOLDEN_CONTRACTS = fileURLToPath(new URL('../fixtures/golden/contracts/', import.meta.url));
const update = process.env.UPDATE_SCHEMA_SNAPSHOTS === '1';
const KINDS = ['yearFile', 'countriesFile'] as const;

interface Change {
  change: string;
  /** JSON Pointer → the value put there. */
  set?: Record<string, unknown>;
  /** JSON Pointers of the members taken out. */
  delete?: string[];
  valid: boolean;
}

interface Samples {
  version: ContractVersion;
  yearFile: KindSamples;
  countriesFile: KindSamples;
}

interface KindSamples {
  base: Record<string, unknown>;
  /** The base file with its dataVersion (its records' too) set to each version: valid against that version's schema? */
  asVersion: Record<string, boolean>;
  changes: Change[];
}

const resolvedPath = (version: string) => join(FIXTURES, `${version}.resolved.schema.json`);
const samplesPath = (version: string) => join(FIXTURES, `${version}.samples.json`);
const resolvedText = (version: ContractVersion) => `${JSON.stringify(resolvedSchema(version), null, 2)}\n`;

function applied(base: unknown, change: Omit<Change, 'valid'>): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const locate = (pointer: string): [Record<string, unknown>, string] => {
    const parts = pointer.split('/').slice(1);
    const last = parts.pop()!;
    const parent = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], copy);
    if (parent === null || typeof parent !== 'object') throw new Error(`${change.change}: nothing at ${pointer}`);
    return [parent as Record<string, unknown>, last];
  };
  for (const [pointer, value] of Object.entries(change.set ?? {})) {
    const [parent, key] = locate(pointer);
    parent[key] = structuredClone(value);
  }
  for (const pointer of change.delete ?? []) {
    const [parent, key] = locate(pointer);
    if (!(key in parent)) throw new Error(`${change.change}: no member at ${pointer}`);
    delete parent[key];
  }
  return copy;
}

const relabelled = (file: Record<string, unknown>, version: string) => {
  const copy = structuredClone(file);
  copy.dataVersion = version;
  for (const record of (copy.holidays as Record<string, unknown>[] | undefined) ?? []) record.dataVersion = version;
  return copy;
};

/** Validators of the committed resolved schemas alone, no shared file. */
function committedResolved(): (version: string, kind: FileKind, data: unknown) => boolean {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  (addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
  const ids = new Map<string, string>();
  for (const version of CONTRACT_VERSIONS) {
    if (!existsSync(resolvedPath(version))) continue;
    const schema = JSON.parse(readFileSync(resolvedPath(version), 'utf8')) as { $id: string };
    // Under another $id than the composed file's, so both can be loaded side by side.
    ajv.addSchema({ ...schema, $id: schema.$id.replace('.schema.json', '.resolved.schema.json') });
    ids.set(version, schema.$id.replace('.schema.json', '.resolved.schema.json'));
  }
  return (version, kind, data) => ajv.getSchema(`${ids.get(version)}#/$defs/${kind}`)!(data) as boolean;
}

/** A new version's samples: the previous version's changes on the new version's golden contract files. */
function newSamples(version: ContractVersion, validator: ContractValidator): Samples {
  const earlier = CONTRACT_VERSIONS.slice(0, CONTRACT_VERSIONS.indexOf(version)).filter((each) =>
    existsSync(samplesPath(each)),
  );
  const previous = JSON.parse(readFileSync(samplesPath(earlier.at(-1)!), 'utf8')) as Samples;
  const golden = (path: string) =>
    JSON.parse(readFileSync(join(GOLDEN_CONTRACTS, version, path), 'utf8')) as Record<string, unknown>;
  const yearBase = golden('US/2025.json');
  const names = (previous.yearFile.base.holidays as { name: string; type: string }[]).map((h) => `${h.name}|${h.type}`);
  yearBase.holidays = (yearBase.holidays as { name: string; type: string }[]).filter((h) =>
    names.includes(`${h.name}|${h.type}`),
  );
  const countriesBase = golden('countries.json');
  const codes = (previous.countriesFile.base.countries as { code: string }[]).map((country) => country.code);
  countriesBase.countries = codes.map((code) =>
    (countriesBase.countries as { code: string }[]).find((country) => country.code === code),
  );
  const verdict = (kind: FileKind, data: unknown) => validator.check(version, kind, data, kind).length === 0;
  const kindSamples = (kind: FileKind, base: Record<string, unknown>): KindSamples => ({
    base,
    asVersion: Object.fromEntries(
      CONTRACT_VERSIONS.map((each) => [each, validator.check(each, kind, relabelled(base, each), kind).length === 0]),
    ),
    changes: previous[kind].changes.flatMap(({ valid: _, ...change }) => {
      const has = (pointer: string) =>
        pointer
          .split('/')
          .slice(1)
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], base) !== undefined;
      return (change.delete ?? []).every(has) ? [{ ...change, valid: verdict(kind, applied(base, change)) }] : [];
    }),
  });
  return {
    version,
    yearFile: kindSamples('yearFile', yearBase),
    countriesFile: kindSamples('countriesFile', countriesBase),
  };
}

/** The base files indented, each change on one line: a changed verdict is a one-line diff. */
function layout(samples: Samples): string {
  const part = (kind: FileKind) =>
    `  ${JSON.stringify(kind)}: {\n    "base": ${JSON.stringify(samples[kind].base, null, 2).replace(/\n/g, '\n    ')},\n` +
    `    "asVersion": ${JSON.stringify(samples[kind].asVersion)},\n    "changes": [\n` +
    `${samples[kind].changes.map((change) => `      ${JSON.stringify(change)}`).join(',\n')}\n    ]\n  }`;
  return `{\n  "version": ${JSON.stringify(samples.version)},\n${part('yearFile')},\n${part('countriesFile')}\n}\n`;
}

describe('published contract schemas stay as they were', () => {
  const validator = new ContractValidator();

  if (update) {
    for (const version of CONTRACT_VERSIONS) {
      if (!existsSync(resolvedPath(version))) writeFileSync(resolvedPath(version), resolvedText(version));
      if (!existsSync(samplesPath(version)))
        writeFileSync(samplesPath(version), layout(newSamples(version, validator)));
    }
  }

  it('has the resolved schema and the samples of every contract version, and of no other', () => {
    const expected = CONTRACT_VERSIONS.flatMap((version) => [
      `${version}.resolved.schema.json`,
      `${version}.samples.json`,
    ]);
    expect(readdirSync(FIXTURES).sort()).toEqual(expected.sort());
  });

  const resolvedValid = committedResolved();

  for (const version of CONTRACT_VERSIONS) {
    it(`${version}: its resolved schema is the committed one`, () => {
      expect(
        resolvedText(version),
        `the schema of ${version} changed: a published version must not (an edit of schemas/common.schema.json reaches every version that references the definition)`,
      ).toBe(readFileSync(resolvedPath(version), 'utf8'));
    });

    it(`${version}: its sample files keep their verdicts, composed and resolved`, () => {
      const samples = JSON.parse(readFileSync(samplesPath(version), 'utf8')) as Samples;
      expect(samples.version).toBe(version);
      const changed: string[] = [];
      for (const kind of KINDS) {
        const { base, asVersion, changes } = samples[kind];
        expect(changes.length, kind).toBeGreaterThan(40);
        expect(changes.some((change) => change.valid) && changes.some((change) => !change.valid), kind).toBe(true);
        const cases: [string, unknown, boolean, ContractVersion][] = [
          [`${kind} as it is`, base, true, version],
          ...changes.map((change): [string, unknown, boolean, ContractVersion] => [
            `${kind}: ${change.change}`,
            applied(base, change),
            change.valid,
            version,
          ]),
          ...CONTRACT_VERSIONS.map((other): [string, unknown, boolean, ContractVersion] => [
            `${kind} relabelled ${other}`,
            relabelled(base, other),
            asVersion[other]!,
            other,
          ]),
        ];
        for (const [what, data, valid, against] of cases) {
          const composed = validator.check(against, kind, data, what);
          if ((composed.length === 0) !== valid)
            changed.push(
              `${what}: ${valid ? 'was valid, now invalid' : 'was invalid, now valid'} (${composed[0]?.message ?? ''})`,
            );
          if (resolvedValid(against, kind, data) !== valid)
            changed.push(`${what}: the committed resolved schema gives ${valid ? 'invalid' : 'valid'}`);
        }
      }
      expect(changed).toEqual([]);
    });
  }
});

describe('a file that breaks its schema in several places', () => {
  it('is reported with every violation, each naming its record, even after files that pass', () => {
    const validator = new ContractValidator();
    const samples = JSON.parse(readFileSync(join(FIXTURES, '3.1.2.samples.json'), 'utf8')) as Samples;
    const base = samples.yearFile.base as { holidays: Record<string, unknown>[] };
    expect(validator.check('3.1.2', 'yearFile', base, 'good.json')).toEqual([]);
    const broken = structuredClone(base);
    broken.holidays[0]!.date = '2025-02-30';
    broken.holidays[1]!.type = 'holiday';
    delete broken.holidays[2]!.name;
    const violations = validator.check('3.1.2', 'yearFile', broken, 'broken.json');
    expect(violations.map((violation) => `${violation.record}: ${violation.message}`)).toEqual([
      `holidays[0] (id ${String(base.holidays[0]!.id)}): date must match format "date"`,
      `holidays[1] (id ${String(base.holidays[1]!.id)}): type must be equal to one of the allowed values`,
      `holidays[2] (id ${String(base.holidays[2]!.id)}): holidays/2 must have required property 'name'`,
    ]);
    expect(violations.every((violation) => violation.file === 'broken.json')).toBe(true);
  });

  it('fails on an impossible date or time however often the possible ones were seen (verdicts kept per text)', () => {
    const validator = new ContractValidator();
    const samples = JSON.parse(readFileSync(join(FIXTURES, '3.1.2.samples.json'), 'utf8')) as Samples;
    const base = samples.yearFile.base as { holidays: Record<string, unknown>[] };
    for (let round = 0; round < 3; round++) expect(validator.check('3.1.2', 'yearFile', base, 'good.json')).toEqual([]);
    const broken = structuredClone(base);
    broken.holidays[3]!.start = '2025-08-24T24:30:00Z';
    broken.holidays[3]!.end = '2025-02-29T23:59:59Z';
    broken.holidays[4]!.observed = '2025-04-31';
    for (let round = 0; round < 2; round++)
      expect(validator.check('3.1.2', 'yearFile', broken, 'broken.json').map((violation) => violation.message)).toEqual(
        [
          'start must match format "date-time"',
          'end must match format "date-time"',
          'observed must match format "date"',
        ],
      );
    expect(validator.check('3.1.2', 'yearFile', base, 'good.json')).toEqual([]);
  });
});
