// Plans and their limits (docs/api.md, Access). What each plan
// unlocks is said where the thing is defined: an endpoint's plan in its module
// (server/endpoints/), a parameter's in server/parameters.ts, a contract
// version's in its file (core/contracts/).

export const PLANS = ['explorer', 'builder', 'growth', 'pro', 'titan'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_LABELS: Record<Plan, string> = {
  explorer: 'Explorer',
  builder: 'Builder',
  growth: 'Growth',
  pro: 'Pro',
  titan: 'Titan',
};

/** The older reference's plan names (docs/api.md, Access). */
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

/** Monthly allowance: 30 × the daily limit unless configured otherwise (docs/api.md, Access). */
export const DEFAULT_LIMITS: Record<Plan, PlanLimits> = Object.fromEntries(
  PLANS.map((plan) => [plan, { daily: DAILY[plan], monthly: DAILY[plan] === null ? null : DAILY[plan]! * 30 }]),
) as Record<Plan, PlanLimits>;

/** Limits with per-plan overrides applied (tests and operators set their own). */
export function resolveLimits(overrides: Partial<Record<Plan, Partial<PlanLimits>>> = {}): Record<Plan, PlanLimits> {
  return Object.fromEntries(PLANS.map((plan) => [plan, { ...DEFAULT_LIMITS[plan], ...overrides[plan] }])) as Record<
    Plan,
    PlanLimits
  >;
}

/** The highest of some plans: the lowest plan that includes what each of them unlocks. */
export const highestPlan = (plans: Iterable<Plan>): Plan => {
  let top: Plan = 'explorer';
  for (const plan of plans) if (rank(plan) > rank(top)) top = plan;
  return top;
};
