// Turns a raw query into checked values for one endpoint, in the order a client
// can act on: names (unknown, repeated, too long) → plan gating → required →
// values. Checks that need the data (country known, year range, region codes)
// are the endpoints' own (their `scope`).

import type { ZodError } from 'zod';
import { CREDENTIAL_PARAMETERS } from './auth.js';
import type { Endpoint } from './endpoints/endpoint.js';
import { ApiError, badParameters, type ParameterError } from './errors.js';
import { highestPlan, PLAN_LABELS, planIncludes, type Plan } from '../core/plans.js';
import { nearestName } from '../core/text.js';
import { quote, type RawQuery } from './query.js';

/** Step 1: every name known to this endpoint, decodable, and sent once. */
export function checkNames(endpoint: Endpoint, raw: RawQuery): void {
  // A query too long or with too many parameters is refused as a whole.
  const whole = raw.problems.filter((problem) => problem.parameter === '(query)');
  if (whole.length > 0) throw badParameters(whole);
  const problems: ParameterError[] = [...raw.problems];
  const known = endpoint.queryNames;
  const seen = new Map<string, number>();
  for (const [name] of raw.pairs) seen.set(name, (seen.get(name) ?? 0) + 1);
  for (const [name, count] of seen) {
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    if (!endpoint.byName.has(name) && !CREDENTIAL_PARAMETERS.has(name)) {
      const suggestion = nearestName(name, known);
      problems.push({
        code: 'unknown_parameter',
        parameter: shown,
        message: suggestion
          ? `unknown parameter ${quote(name)}: did you mean ${suggestion}?`
          : `unknown parameter ${quote(name)}: this endpoint accepts ${known.join(', ')}`,
      });
    } else if (count > 1) {
      problems.push({
        parameter: name,
        message: `${name} was sent ${count} times: send each parameter once (lists are comma-separated)`,
      });
    }
  }
  if (problems.length > 0) throw badParameters(problems);
}

/** Whether a subdivision code is a city or a region, as the countries file says; undefined when unknown. */
export type RegionClassifier = (code: string) => 'city' | 'region' | undefined;

export interface PlanNeed {
  what: string;
  plan: Plan;
}

/** What each sent parameter needs, by its definition, whatever the key's plan. */
export function planNeeds(endpoint: Endpoint, raw: RawQuery, classify: RegionClassifier): PlanNeed[] {
  const needs: PlanNeed[] = [];
  for (const [name, value] of raw.pairs) {
    const definition = endpoint.byName.get(name);
    if (!definition) continue;
    // A list with a city code needs more, and that is the plan to name even below the parameter's own.
    const cities = definition.cityCodesPlan
      ? value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => classify(code) === 'city')
      : [];
    if (cities.length > 0)
      needs.push({ what: `${name} with city codes (${cities.join(', ')})`, plan: definition.cityCodesPlan! });
    else needs.push({ what: name, plan: definition.plan });
    if (definition.valuePlans && Object.hasOwn(definition.valuePlans, value))
      needs.push({ what: `${name} ${value}`, plan: definition.valuePlans[value]! });
  }
  return needs;
}

/** The plan a query needs: the highest of its needs. */
export const requiredPlan = (needs: readonly PlanNeed[]): Plan => highestPlan(needs.map((need) => need.plan));

/** Before the parameters: the key's plan includes the endpoint itself. */
export function checkEndpointPlan(endpoint: Endpoint, path: string, plan: Plan): void {
  if (!planIncludes(plan, endpoint.plan)) throw planRestricted([{ what: path, plan: endpoint.plan }], plan, 'endpoint');
}

/** Step 2: the key's plan includes every parameter sent and the values asked for; returns the plan the query needs. */
export function checkPlan(endpoint: Endpoint, raw: RawQuery, plan: Plan, classify: RegionClassifier): Plan {
  const needs = planNeeds(endpoint, raw, classify);
  const missing = needs.filter((need) => !planIncludes(plan, need.plan));
  if (missing.length > 0) throw planRestricted(missing, plan);
  return requiredPlan(needs);
}

/** `endpoint` when the path itself needs the plan: it cannot be left out of the request, only upgraded for. */
export function planRestricted(
  needs: PlanNeed[],
  plan: Plan,
  what: 'endpoint' | 'parameters' = 'parameters',
): ApiError {
  const upgrade = requiredPlan(needs);
  const byPlan = new Map<Plan, string[]>();
  for (const need of needs) byPlan.set(need.plan, [...(byPlan.get(need.plan) ?? []), need.what]);
  const parts = [...byPlan].map(
    ([needed, whats]) =>
      `${whats.join(', ')} ${whats.length > 1 ? 'need' : 'needs'} the ${PLAN_LABELS[needed]} plan or above`,
  );
  return new ApiError(
    'plan_restricted',
    `${parts.join('; ')}; this key is on the ${PLAN_LABELS[plan]} plan`,
    what === 'endpoint'
      ? `Upgrade to ${PLAN_LABELS[upgrade]} to use ${needs.map((need) => need.what).join(', ')}.`
      : `Upgrade to ${PLAN_LABELS[upgrade]} to use ${needs.length > 1 ? 'them' : 'it'}, or leave ${needs.length > 1 ? 'them' : 'it'} out of the request.`,
  );
}

export interface CheckedValues {
  /** Values by documented name (an alias's value under the name it stands for). */
  values: Record<string, unknown>;
  /** The names as sent. */
  sent: Set<string>;
  /** Missing and invalid parameters found so far. */
  problems: ParameterError[];
}

/**
 * Step 3: required parameters present and every value valid. Problems are
 * returned, not thrown, so that the endpoint can add those only the data can
 * tell (unknown country, year range, region codes) and report all at once.
 */
export function checkValues(
  endpoint: Endpoint,
  raw: RawQuery,
  pathValues: Readonly<Record<string, string>> = {},
): CheckedValues {
  const sent = new Map<string, string>();
  for (const [name, value] of raw.pairs) sent.set(name, value);
  const problems: ParameterError[] = [];
  const values: Record<string, unknown> = {};
  const check = (name: string, value: string, definition: Endpoint['parameters'][number]) => {
    if (value.length > definition.maxLength) {
      // A number says its range, as a short out-of-range one does; other values say their length.
      const { type, minimum, maximum } = definition.schema as { type?: string; minimum?: number; maximum?: number };
      const message =
        type === 'integer' && minimum !== undefined && maximum !== undefined
          ? `${name} must be a whole number from ${minimum} to ${maximum}; got ${quote(value)}`
          : `${name} is too long (${value.length} characters): at most ${definition.maxLength} are accepted`;
      problems.push({ code: 'invalid_parameter', parameter: name, message });
      return;
    }
    const result = definition.parse.safeParse(value);
    if (result.success) values[definition.name] = result.data;
    else
      problems.push({
        code: 'invalid_parameter',
        parameter: name,
        message: `${name} ${firstMessage(result.error)}; got ${quote(value)}`,
      });
  };
  for (const definition of endpoint.pathParameters)
    check(definition.name, pathValues[definition.name] ?? '', definition);
  for (const definition of endpoint.parameters) {
    if (definition.required && definition.in !== 'path' && !sent.get(definition.name)) {
      problems.push({
        code: 'missing_parameter',
        parameter: definition.name,
        message: `${definition.name} is required: ${definition.description}`,
      });
    }
  }
  for (const [name, value] of sent) {
    const definition = endpoint.byName.get(name);
    if (!definition || (value === '' && definition.required)) continue;
    // The documented name wins over its alias (docs/api.md, Parameters).
    if (name !== definition.name && sent.has(definition.name)) continue;
    check(name, value, definition);
  }
  return { values, sent: new Set(sent.keys()), problems };
}

function firstMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'is invalid';
}
