// Pieces of the answers' OpenAPI schemas that several endpoints share: the
// contract versions' holiday and country objects (from schemas/, each version's
// schema with the shared definitions put in: core/contract-schemas.ts), the `query`
// echo and the members every envelope ends with. An array's items carry the
// XML element name of each item (`xml.name`), which the XML writer reads.

import { resolvedSchema } from '../core/contract-schemas.js';
import { CONTRACT_VERSIONS, type ContractVersion } from '../core/contracts.js';

export type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const schemaName = (version: ContractVersion, definition: string) =>
  `Contract${version.replace(/\./g, '_')}_${definition}`;

/** An array whose items are named `itemName` in XML. */
export const arrayOf = (items: Json, itemName: string, description?: string): Json => ({
  type: 'array',
  items: { ...items, xml: { name: itemName } },
  ...(description === undefined ? {} : { description }),
});

/** XML names of the items of the contract objects' arrays (the contract schemas say nothing of XML). */
const CONTRACT_ITEM_NAMES: Readonly<Record<string, string>> = {
  subdivisions: 'subdivision',
  regions: 'region',
  languages: 'language',
  timezones: 'timezone',
  weekend: 'day',
  sources: 'source',
  isoSubdivisions: 'isoSubdivision',
  replaces: 'code',
};

function nameContractItems(definition: Json): Json {
  const properties = definition.properties as Record<string, Json> | undefined;
  if (!properties) return definition;
  const named: Record<string, Json> = {};
  for (const [member, schema] of Object.entries(properties)) {
    const itemName = CONTRACT_ITEM_NAMES[member];
    named[member] =
      schema.type === 'array' && itemName
        ? { ...schema, items: { ...(schema.items as Json), xml: { name: itemName } } }
        : schema;
  }
  return { ...definition, properties: named };
}

/** The contract schemas' definitions as components (of each version's resolved schema), their internal $refs rewritten. */
export function contractComponents(): Json {
  const components: Json = {};
  for (const version of CONTRACT_VERSIONS) {
    const schema = resolvedSchema(version) as { $defs: Record<string, Json> };
    for (const [name, definition] of Object.entries(schema.$defs)) {
      if (name === 'yearFile' || name === 'countriesFile') continue;
      const text = JSON.stringify(nameContractItems(definition)).replace(
        /"#\/\$defs\/([A-Za-z]+)"/g,
        (_, target: string) => JSON.stringify(`#/components/schemas/${schemaName(version, target)}`),
      );
      components[schemaName(version, name)] = JSON.parse(text);
    }
  }
  return components;
}

export const holidayOf = (version: ContractVersion) => ref(schemaName(version, 'holiday'));

/** A holiday object of whichever version was asked for. */
export const anyHoliday: Json = {
  oneOf: CONTRACT_VERSIONS.map(holidayOf),
  description: 'A holiday object of the requested dataVersion.',
};

/** A country record of whichever version was asked for (anyOf: the versions before 3.2.0 share one shape). */
export const anyCountry: Json = {
  anyOf: CONTRACT_VERSIONS.map((version) => ref(schemaName(version, 'country'))),
  description: 'A country record of the requested dataVersion: 3.2.0 adds isoSubdivisions.',
};

export const queryEcho: Json = {
  description:
    'Echo of the query as sent, credentials left out: a string in 3.1.x, an object of the sent values in 3.0.0.',
  oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
};

/** The `regions` member of an answer to a request with `regions` (3.2.0 on). */
export const answeredRegions: Json = arrayOf(
  { type: 'string' },
  'region',
  'From dataVersion 3.2.0, when regions was sent: the codes as answered, in the order sent, each as sent except a code ISO replaced, which is answered as its current one (CN-11 as CN-BJ).',
);

/** The members every envelope ends with. */
export const envelopeTail: Record<string, Json> = {
  requestId: {
    type: 'string',
    description: 'Unique id of this answer (also the X-Request-Id header); quote it in issue reports.',
  },
  status: { type: 'integer', description: 'The HTTP status of this answer.' },
};

/** A closed object: every member listed, so that an answer with another member does not conform. */
export const objectOf = (properties: Record<string, Json>, optional: readonly string[] = []): Json => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
