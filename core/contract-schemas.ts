// The contract schemas (schemas/<version>.schema.json: hand-written JSON
// Schema, draft 2020-12, ajv strict), compiled once: the pipeline checks every
// file against them before publishing, and the server every snapshot before
// serving it. They are composed: what the versions share is defined once in
// schemas/common.schema.json, which each version's file references ($ref) and
// extends with what it adds or changes, so the shared file is loaded with them.
// `resolvedSchema` puts the shared definitions into one version's schema, a
// self-contained file of the same verdicts: the OpenAPI document's components
// are read from it, and test/pipeline/schema-versions.test.ts keeps each
// published version's resolved schema as it was.

import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { CONTRACT_VERSIONS, type ContractVersion } from './contracts.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type FileKind = 'yearFile' | 'countriesFile';

export interface SchemaViolation {
  file: string;
  /** The record at fault, e.g. `holidays[3] (id 20211225_0123456789ab)`, or the file itself. */
  record: string;
  /** The schema rule that failed, e.g. `pattern at #/$defs/holiday/properties/id/pattern`. */
  rule: string;
  message: string;
}

type Json = Record<string, unknown>;

/** The file of the definitions the versions share, referenced from theirs as `common.schema.json#/$defs/<name>`. */
export const COMMON_SCHEMA = 'common';

export const schemaPath = (version: ContractVersion | typeof COMMON_SCHEMA) =>
  new URL(`../schemas/${version}.schema.json`, import.meta.url);

const readSchema = (version: ContractVersion | typeof COMMON_SCHEMA) =>
  JSON.parse(readFileSync(schemaPath(version), 'utf8')) as Json & { $id: string };

/**
 * Adds the shared definitions and every version's schema to `ajv` (each under its `$id`, which the
 * versions' `$ref`s resolve against); returns the `$id` of each version's schema.
 */
export function addContractSchemas(ajv: Ajv2020): ReadonlyMap<ContractVersion, string> {
  ajv.addSchema(readSchema(COMMON_SCHEMA));
  const ids = new Map<ContractVersion, string>();
  for (const version of CONTRACT_VERSIONS) {
    const schema = readSchema(version);
    ajv.addSchema(schema);
    ids.set(version, schema.$id);
  }
  return ids;
}

/**
 * Compiles each contract schema once, when a file of its kind is first checked; `check` returns every violation
 * of one file. Each file is checked by validators that stop at the first violation; a file that fails is checked
 * again by validators that list every violation, compiled only then. The verdict is the same; collecting every
 * error made each check about a sixth slower, and nearly every file passes.
 */
export class ContractValidator {
  private readonly firstFailure: Validators;
  private allViolations: Validators | undefined;
  private static one: ContractValidator | undefined;

  /** One validator per thread: compiling the schemas costs some 300 ms, and a check keeps no state between files. */
  static shared(): ContractValidator {
    return (ContractValidator.one ??= new ContractValidator());
  }

  constructor() {
    this.firstFailure = validators(false);
  }

  /** Compiles every version's validator of a kind of file now, rather than at its first check. */
  prepare(kind: FileKind): void {
    for (const version of CONTRACT_VERSIONS) this.firstFailure(version, kind);
  }

  check(version: ContractVersion, kind: FileKind, data: unknown, file: string): SchemaViolation[] {
    const validate = this.firstFailure(version, kind);
    if (!validate) throw new Error(`no schema for ${version} ${kind}`);
    if (validate(data)) return [];
    this.allViolations ??= validators(true);
    const everyError = this.allViolations(version, kind)!;
    everyError(data);
    return (everyError.errors ?? []).map((error) => describe(error, data, file));
  }
}

/** A version's validator of a kind of file (undefined: no such schema), compiled when first asked for. */
type Validators = (version: ContractVersion, kind: FileKind) => ValidateFunction | undefined;

/**
 * Each version's validators of a year file and of the countries file, each compiled when first asked for: a build
 * worker checks year files alone, the main thread countries files alone.
 */
function validators(allErrors: boolean): Validators {
  const ajv = new Ajv2020({ strict: true, allErrors });
  addFormats(ajv);
  for (const name of ['date', 'date-time'] as const) {
    const format = fullFormats[name] as {
      validate: (text: string) => boolean;
      compare: (a: string, b: string) => number;
    };
    ajv.addFormat(name, { type: 'string', validate: remembered(format.validate), compare: format.compare });
  }
  const ids = new Map(addContractSchemas(ajv));
  const compiled = new Map<string, ValidateFunction | undefined>();
  return (version, kind) => {
    const key = `${version}|${kind}`;
    if (!compiled.has(key)) {
      const id = ids.get(version);
      compiled.set(key, id === undefined ? undefined : ajv.getSchema(`${id}#/$defs/${kind}`));
    }
    return compiled.get(key);
  };
}

/**
 * A format's check with its verdicts kept per text: a full build checks the same few thousand dates and times some
 * hundreds of thousands of times (a year file's every record has three), and the check parses each one.
 */
function remembered(check: (text: string) => boolean): (text: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (text) => {
    let verdict = verdicts.get(text);
    if (verdict === undefined) {
      if (verdicts.size >= 100_000) verdicts.clear(); // a bound, should the texts not repeat
      verdict = check(text);
      verdicts.set(text, verdict);
    }
    return verdict;
  };
}

function describe(error: ErrorObject, data: unknown, file: string): SchemaViolation {
  const path = error.instancePath.split('/').slice(1);
  let record = 'file';
  const listName = path[0];
  if ((listName === 'holidays' || listName === 'countries') && path[1] !== undefined) {
    const item = (data as Record<string, unknown[]>)[listName]?.[Number(path[1])] as
      | Record<string, unknown>
      | undefined;
    const label = listName === 'holidays' ? `id ${String(item?.id)}` : `code ${String(item?.code)}`;
    record = `${listName}[${path[1]}] (${label})`;
  }
  const field = path.slice(2).join('/') || path.join('/') || '(root)';
  return {
    file,
    record,
    rule: `${error.keyword} at ${error.schemaPath}`,
    message: `${field} ${error.message ?? 'is invalid'}`,
  };
}

const SHARED_REF = `${COMMON_SCHEMA}.schema.json#/$defs/`;
const LOCAL_REF = '#/$defs/';
/** Keywords whose values are data, not schemas: never walked. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'examples', 'default']);

/**
 * One version's schema with the shared definitions put in, self-contained: each reference into
 * common.schema.json is replaced by the definition it names, merged with what the version states
 * beside it (members and required names added, other keywords equal or an error), and an object
 * the version closes with `unevaluatedProperties: false` becomes one with `additionalProperties:
 * false`, which once every member sits in one object accepts the same records. The shared
 * definitions that those reference in turn (`#/$defs/day` …) are copied into the version's `$defs`,
 * ahead of its own. `$comment`s, notes to the schemas' authors, are left out.
 */
export function resolvedSchema(version: ContractVersion): Json {
  const common = readSchema(COMMON_SCHEMA);
  const shared = common.$defs as Record<string, Json>;
  const copied = new Set<string>();
  const walk = (node: unknown, inShared: boolean): unknown => {
    if (Array.isArray(node)) return node.map((each) => walk(each, inShared));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, $comment: _, ...rest } = node as Json;
    const walked: Json = {};
    for (const [key, value] of Object.entries(rest))
      walked[key] = DATA_KEYWORDS.has(key) ? value : walk(value, inShared);
    if ($ref === undefined) return walked;
    if (typeof $ref === 'string' && $ref.startsWith(LOCAL_REF)) {
      // A shared definition's reference to another shared one: that one is copied alongside.
      if (inShared) copied.add($ref.slice(LOCAL_REF.length));
      return { $ref, ...walked };
    }
    if (typeof $ref === 'string' && $ref.startsWith(SHARED_REF)) {
      const target = shared[$ref.slice(SHARED_REF.length)];
      if (!target) throw new Error(`${version}: ${$ref} names no shared definition`);
      return merged(walk(target, true) as Json, walked, `${version} ${$ref}`);
    }
    throw new Error(`${version}: $ref ${String($ref)} is neither this schema's nor ${COMMON_SCHEMA}.schema.json's`);
  };
  const schema = walk(readSchema(version), false) as Json;
  const own = schema.$defs as Json;
  const defs: Json = {};
  // The copies' own references are copied too, until none is left out.
  for (let size = -1; size !== copied.size; ) {
    size = copied.size;
    for (const name of [...copied]) walk(shared[name], true);
  }
  for (const name of Object.keys(shared)) {
    if (!copied.has(name)) continue;
    if (name in own) throw new Error(`${version}: its own $defs/${name} hides the shared one of that name`);
    defs[name] = walk(shared[name], true);
  }
  return { ...schema, $defs: { ...defs, ...own } };
}

/** A shared definition and what a version states beside its reference, as one schema. */
function merged(base: Json, added: Json, where: string): Json {
  const closed = base.unevaluatedProperties === false || base.additionalProperties === false;
  const extra = Object.keys((added.properties as Json | undefined) ?? {}).filter(
    (member) => !(member in ((base.properties as Json | undefined) ?? {})),
  );
  // A shared definition that closes itself rejects the members stated beside it: that is no extension.
  if (closed && extra.length > 0)
    throw new Error(`${where}: the shared definition is closed; ${extra} cannot be added`);
  const result: Json = { ...base };
  for (const [key, value] of Object.entries(added)) {
    if (!(key in result)) result[key] = value;
    else if (key === 'properties') {
      const members: Json = { ...(result.properties as Json) };
      for (const [member, schema] of Object.entries(value as Json))
        members[member] =
          member in members ? merged(members[member] as Json, schema as Json, `${where} ${member}`) : schema;
      result.properties = members;
    } else if (key === 'required')
      result.required = [...new Set([...(result.required as string[]), ...(value as string[])])];
    else if (JSON.stringify(result[key]) !== JSON.stringify(value))
      throw new Error(
        `${where}: ${key} is ${JSON.stringify(result[key])} in the shared definition and ${JSON.stringify(value)} beside it`,
      );
  }
  if (result.unevaluatedProperties !== false) return result;
  for (const key of [
    '$ref',
    'allOf',
    'anyOf',
    'oneOf',
    'if',
    'patternProperties',
    'additionalProperties',
    'dependentSchemas',
  ])
    if (key in result)
      throw new Error(`${where}: ${key} beside unevaluatedProperties cannot be resolved to one object`);
  const { type, unevaluatedProperties: _, ...others } = result;
  return { ...(type === undefined ? {} : { type }), additionalProperties: false, ...others };
}
