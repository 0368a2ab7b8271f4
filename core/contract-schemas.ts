// The contract schemas (schemas/<version>.schema.json: hand-written JSON
// Schema, draft 2020-12, ajv strict), compiled once: the pipeline checks every
// file against them before publishing, and the server every snapshot before
// serving it.

import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
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

export const schemaPath = (version: ContractVersion) => new URL(`../schemas/${version}.schema.json`, import.meta.url);

/** Compiles the contract schemas once; `check` returns every violation of one file. */
export class ContractValidator {
  private readonly validators = new Map<string, ValidateFunction>();
  private static one: ContractValidator | undefined;

  /** One validator per thread: compiling the schemas costs some 300 ms, and a check keeps no state between files. */
  static shared(): ContractValidator {
    return (ContractValidator.one ??= new ContractValidator());
  }

  constructor() {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    for (const version of CONTRACT_VERSIONS) {
      const schema = JSON.parse(readFileSync(schemaPath(version), 'utf8')) as { $id: string };
      ajv.addSchema(schema);
      for (const kind of ['yearFile', 'countriesFile'] as const) {
        this.validators.set(`${version}|${kind}`, ajv.getSchema(`${schema.$id}#/$defs/${kind}`)!);
      }
    }
  }

  check(version: ContractVersion, kind: FileKind, data: unknown, file: string): SchemaViolation[] {
    const validate = this.validators.get(`${version}|${kind}`);
    if (!validate) throw new Error(`no schema for ${version} ${kind}`);
    if (validate(data)) return [];
    return (validate.errors ?? []).map((error) => describe(error, data, file));
  }
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
