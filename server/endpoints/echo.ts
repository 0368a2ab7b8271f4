// The `query` member of list-like answers and the text ETags are built from:
// the query as sent, credentials left out, in the form the contract version
// says (docs/api.md, Parameters).

import { contractOf, type ContractVersion } from '../../core/contracts.js';
import { CREDENTIAL_PARAMETERS } from '../auth.js';
import { echoObject, echoString, type RawQuery } from '../query.js';

export function echoOf(raw: RawQuery, version: ContractVersion): string | Record<string, string> {
  return contractOf(version).queryEcho === 'object' ? echoObject(raw.pairs, CREDENTIAL_PARAMETERS) : echoString(raw.pairs, CREDENTIAL_PARAMETERS);
}

/** The same echo as text, for ETags. */
export const echoKey = (raw: RawQuery) => echoString(raw.pairs, CREDENTIAL_PARAMETERS);
