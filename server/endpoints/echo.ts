// The `query` member of list-like answers and the text ETags are built from:
// the query as sent, credentials left out, in the form the contract version
// says (docs/api.md, Parameters); and the `regions` member of the versions
// that name the codes as answered.

import { contractOf, type ContractVersion } from '../../core/contracts.js';
import type { Contract } from '../../core/contracts/contract.js';
import { CREDENTIAL_PARAMETERS } from '../auth.js';
import { echoObject, echoString, type RawQuery } from '../query.js';

export function echoOf(raw: RawQuery, version: ContractVersion): string | Record<string, string> {
  return contractOf(version).queryEcho === 'object'
    ? echoObject(raw.pairs, CREDENTIAL_PARAMETERS)
    : echoString(raw.pairs, CREDENTIAL_PARAMETERS);
}

/**
 * The `regions` member, where the version has it and the request sent
 * `regions`: the codes as answered, in the order sent (a code ISO replaced as
 * its current one: CN-11 as CN-BJ). To be spread into the envelope.
 */
export function regionsAnswered(
  regions: { codes: ReadonlySet<string> } | undefined,
  version: ContractVersion,
): { regions?: string[] } {
  return regions && (contractOf(version) as Contract).answersRegions ? { regions: [...regions.codes] } : {};
}

/** The same echo as text, for ETags. */
export const echoKey = (raw: RawQuery) => echoString(raw.pairs, CREDENTIAL_PARAMETERS);
