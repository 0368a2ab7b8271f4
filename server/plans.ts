// Plans, their limits and what each unlocks: the one table behind plan gating
// (spec "Limits" rule 5, decisions §2 and §5). Change access here and nowhere else.

import { CONTRACT_VERSIONS, type ContractVersion } from '../pipeline/contracts.js';

export const PLANS = ['explorer', 'builder', 'growth', 'pro', 'titan'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_LABELS: Record<Plan, string> = {
  explorer: 'Explorer',
  builder: 'Builder',
  growth: 'Growth',
  pro: 'Pro',
  titan: 'Titan',
};

/** The older reference's plan names (decisions §5). */
export const LEGACY_PLAN_NAMES: Record<string, Plan> = {
  starter: 'builder',
  business: 'growth',
  enterprise: 'titan',
};

/** A canonical or legacy plan name, any case, to the canonical plan; null when unknown. */
export function planFromName(name: string): Plan | null {
  const lower = name.trim().toLowerCase();
  if ((PLANS as readonly string[]).includes(lower)) return lower as Plan;
  return LEGACY_PLAN_NAMES[lower] ?? null;
}

const rank = (plan: Plan) => PLANS.indexOf(plan);

/** true when `plan` includes what `required` unlocks. */
export const planIncludes = (plan: Plan, required: Plan) => rank(plan) >= rank(required);

/** Requests per UTC day and per UTC calendar month; null means no limit. */
export interface PlanLimits {
  daily: number | null;
  monthly: number | null;
}

const DAILY: Record<Plan, number | null> = {
  explorer: 100,
  builder: 10_000,
  growth: 50_000,
  pro: 200_000,
  titan: null,
};

/** Monthly allowance: 30 × the daily limit unless configured otherwise (decisions §5). */
export const DEFAULT_LIMITS: Record<Plan, PlanLimits> = Object.fromEntries(
  PLANS.map((plan) => [plan, { daily: DAILY[plan], monthly: DAILY[plan] === null ? null : DAILY[plan]! * 30 }]),
) as Record<Plan, PlanLimits>;

/** Limits with per-plan overrides applied (tests and operators set their own). */
export function resolveLimits(overrides: Partial<Record<Plan, Partial<PlanLimits>>> = {}): Record<Plan, PlanLimits> {
  return Object.fromEntries(PLANS.map((plan) => [plan, { ...DEFAULT_LIMITS[plan], ...overrides[plan] }])) as Record<Plan, PlanLimits>;
}

/**
 * The plan a query parameter needs (spec "Limits" rule 5, decisions §5 and §7).
 * Aliases carry the gating of the name they stand for. Parameters absent here
 * are open to every plan. City codes in `regions` need more: see CITY_REGIONS_PLAN.
 */
export const PARAMETER_PLANS: Readonly<Record<string, Plan>> = {
  regions: 'builder',
  subdivision: 'builder',
  after: 'builder',
  before: 'builder',
  type: 'builder',
  public_only: 'builder',
  language: 'growth',
  lang: 'growth',
  timezone: 'growth',
  format: 'growth',
  includeDeprecated: 'explorer',
  public: 'explorer',
};

/** Endpoints not open to every plan (decisions §4); the others are. */
export const ENDPOINT_PLANS: Readonly<Record<string, Plan>> = {
  'working-days': 'builder',
  export: 'pro',
  changes: 'growth',
  history: 'growth',
};

/** City codes in `regions` (a subdivision whose type is `city`). */
export const CITY_REGIONS_PLAN: Plan = 'pro';

/** 3.1.x on every plan (spec, Versioning rule 5); 3.0.0 from Builder (decisions §2). */
export const VERSION_PLANS: Record<ContractVersion, Plan> = Object.fromEntries(
  CONTRACT_VERSIONS.map((version) => [version, version.startsWith('3.1.') ? 'explorer' : 'builder']),
) as Record<ContractVersion, Plan>;
