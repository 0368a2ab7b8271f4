// Turns a raw query into checked values for one endpoint, in the order a client
// can act on: names (unknown, repeated, too long) → plan gating → required →
// values. Checks that need the data (country known, year range, region codes)
// are the endpoints' own.

import type { ZodError } from 'zod';
import { ApiError, badParameters, type ParameterError } from './errors.js';
import { CREDENTIAL_PARAMETERS, ENDPOINT_PARAMETERS, knownParameters, parameterDef, type EndpointName } from './parameters.js';
import { CITY_REGIONS_PLAN, ENDPOINT_PLANS, PARAMETER_PLANS, PLAN_LABELS, planIncludes, PLANS, VERSION_PLANS, type Plan } from './plans.js';
import { nearestName, quote, type RawQuery } from './query.js';
import type { ContractVersion } from '../pipeline/contracts.js';

export interface CheckedQuery {
  /** Values by canonical name (an alias's value under the name it stands for). */
  values: Map<string, unknown>;
  /** The names as sent. */
  sent: Set<string>;
  /** Missing and invalid parameters found so far. */
  problems: ParameterError[];
}

/** Step 1: every name known to this endpoint, decodable, and sent once. */
export function checkNames(endpoint: EndpointName, raw: RawQuery): void {
  // A query too long or with too many parameters is refused as a whole.
  const whole = raw.problems.filter((problem) => problem.parameter === '(query)');
  if (whole.length > 0) throw badParameters(whole);
  const problems: ParameterError[] = [...raw.problems];
  const known = knownParameters(endpoint);
  const knownSet = new Set(known);
  const seen = new Map<string, number>();
  for (const [name] of raw.pairs) seen.set(name, (seen.get(name) ?? 0) + 1);
  for (const [name, count] of seen) {
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    if (!knownSet.has(name)) {
      const suggestion = nearestName(name, known);
      problems.push({
        code: 'unknown_parameter',
        parameter: shown,
        message: suggestion
          ? `unknown parameter ${quote(name)}: did you mean ${suggestion}?`
          : `unknown parameter ${quote(name)}: this endpoint accepts ${known.join(', ')}`,
      });
    } else if (count > 1) {
      problems.push({ parameter: name, message: `${name} was sent ${count} times: send each parameter once (lists are comma-separated)` });
    }
  }
  if (problems.length > 0) throw badParameters(problems);
}

/** Whether a subdivision code is a city or a region, as the countries file says; undefined when unknown. */
export type RegionClassifier = (code: string) => 'city' | 'region' | undefined;

const REGION_PARAMETERS = new Set(['regions', 'subdivision']);

/** What each sent parameter (and the contract version) needs, whatever the key's plan. */
export function planNeeds(raw: RawQuery, classify: RegionClassifier): { what: string; plan: Plan }[] {
  const needs: { what: string; plan: Plan }[] = [];
  for (const [name, value] of raw.pairs) {
    let required = Object.hasOwn(PARAMETER_PLANS, name) ? PARAMETER_PLANS[name] : undefined;
    let what = name;
    // A regions list with a city code needs Pro, and that is the plan to name even below Builder.
    if (REGION_PARAMETERS.has(name)) {
      const cities = value.split(',').map((code) => code.trim().toUpperCase()).filter((code) => classify(code) === 'city');
      if (cities.length > 0) {
        required = CITY_REGIONS_PLAN;
        what = `${name} with city codes (${cities.join(', ')})`;
      }
    }
    if (required) needs.push({ what, plan: required });
    if (name === 'dataVersion' && Object.hasOwn(VERSION_PLANS, value)) needs.push({ what: `dataVersion ${value}`, plan: VERSION_PLANS[value as ContractVersion] });
  }
  return needs;
}

/** The lowest plan that includes everything a query asks for. */
export const lowestPlan = (needs: readonly { plan: Plan }[]): Plan =>
  needs.reduce<Plan>((top, need) => (PLANS.indexOf(need.plan) > PLANS.indexOf(top) ? need.plan : top), 'explorer');

/** Before the parameters: the key's plan includes the endpoint itself. */
export function checkEndpointPlan(endpoint: EndpointName, path: string, plan: Plan): void {
  const required = ENDPOINT_PLANS[endpoint];
  if (required && !planIncludes(plan, required)) throw planRestricted([{ what: path, plan: required }], plan);
}

/** Step 2: the key's plan includes every parameter sent and the contract version asked for. */
export function checkPlan(raw: RawQuery, plan: Plan, classify: RegionClassifier): Plan {
  const needs = planNeeds(raw, classify);
  const missing = needs.filter((need) => !planIncludes(plan, need.plan));
  if (missing.length > 0) throw planRestricted(missing, plan);
  return lowestPlan(needs);
}

export function planRestricted(needs: { what: string; plan: Plan }[], plan: Plan): ApiError {
  const highest = lowestPlan(needs);
  const byPlan = new Map<Plan, string[]>();
  for (const need of needs) byPlan.set(need.plan, [...(byPlan.get(need.plan) ?? []), need.what]);
  const parts = [...byPlan].map(([needed, whats]) => `${whats.join(', ')} ${whats.length > 1 ? 'need' : 'needs'} the ${PLAN_LABELS[needed]} plan or above`);
  return new ApiError(
    'plan_restricted',
    `${parts.join('; ')}; this key is on the ${PLAN_LABELS[plan]} plan`,
    `Upgrade to ${PLAN_LABELS[highest]} to use ${needs.length > 1 ? 'them' : 'it'}, or leave ${needs.length > 1 ? 'them' : 'it'} out of the request.`,
  );
}

/**
 * Step 3: required parameters present and every value valid. Problems are
 * returned, not thrown, so that an endpoint can add those only the data can
 * tell (unknown country, year range, region codes) and report all at once.
 */
export function checkValues(endpoint: EndpointName, raw: RawQuery): CheckedQuery {
  const sent = new Map<string, string>();
  for (const [name, value] of raw.pairs) sent.set(name, value);
  const problems: ParameterError[] = [];
  for (const name of ENDPOINT_PARAMETERS[endpoint].required) {
    if (!sent.get(name)) problems.push({ code: 'missing_parameter', parameter: name, message: `${name} is required: ${parameterDef(endpoint, name).description}` });
  }
  const values = new Map<string, unknown>();
  for (const [name, value] of sent) {
    const definition = parameterDef(endpoint, name);
    if (CREDENTIAL_PARAMETERS.has(name) || value === '' && ENDPOINT_PARAMETERS[endpoint].required.includes(name)) continue;
    // The documented name wins over its alias (decisions §7).
    if (definition.aliasOf && sent.has(definition.aliasOf)) continue;
    if (value.length > definition.maxLength) {
      problems.push({ code: 'invalid_parameter', parameter: name, message: `${name} is too long (${value.length} characters): at most ${definition.maxLength} are accepted` });
      continue;
    }
    const result = definition.parse.safeParse(value);
    if (result.success) values.set(definition.aliasOf ?? name, result.data);
    else problems.push({ code: 'invalid_parameter', parameter: name, message: `${name} ${firstMessage(result.error)}; got ${quote(value)}` });
  }
  return { values, sent: new Set(sent.keys()), problems };
}

function firstMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'is invalid';
}
