// The XML element name of each array's items, read from the answers' schemas
// in the OpenAPI document (`items.xml.name`): the document and the XML the
// server writes name them alike. A member name is an array of one kind of
// item wherever it appears; two different names for one member are refused.

import { OPENAPI_BYTES } from './openapi-file.js';

type Json = Record<string, unknown>;

export function xmlItemNames(document: Json): Map<string, string> {
  const names = new Map<string, string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (schema === null || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const properties = (schema as Json).properties as Record<string, Json> | undefined;
    for (const [member, property] of Object.entries(properties ?? {})) {
      const itemName = ((property.items as Json | undefined)?.xml as Json | undefined)?.name;
      if (property.type !== 'array' || typeof itemName !== 'string') continue;
      const known = names.get(member);
      if (known !== undefined && known !== itemName)
        throw new Error(`the items of ${member} are named both ${known} and ${itemName} in XML`);
      names.set(member, itemName);
    }
    for (const value of Object.values(schema as Json)) visit(value);
  };
  visit(document);
  return names;
}

let names: Map<string, string> | undefined;

/** The names of the served document, read when the first XML answer is written. */
export const servedXmlItemNames = (): ReadonlyMap<string, string> =>
  (names ??= xmlItemNames(JSON.parse(OPENAPI_BYTES.toString('utf8')) as Json));
