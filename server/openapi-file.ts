// The committed OpenAPI document (server/openapi.json), read once: served as
// it is, and read for the XML element names of the answers' arrays.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const OPENAPI_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url));

export const OPENAPI_BYTES: Buffer = readFileSync(OPENAPI_FILE);
