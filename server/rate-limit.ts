// Daily and monthly allowances per key (docs/api.md, Access): UTC days and UTC
// calendar months. The monthly allowance answers 403 quota_exceeded, the daily
// limit 429 rate_limited; every authenticated answer carries X-RateLimit-*.
// A counter store that cannot count (a cluster worker whose primary is gone,
// while it stops) answers 503 with Retry-After: never admitted uncounted,
// never a 500. Redis being unreachable is not such a case: that store counts
// locally meanwhile (server/redis-counters.ts).

import { CountersUnavailableError, type ConsumeResult, type CounterStore, type CounterWindow } from './counters.js';
import { ApiError } from './errors.js';
import type { KeyRecord } from './keys.js';
import { PLAN_LABELS, type Plan, type PlanLimits } from '../core/plans.js';

/** Retry-After of the 503 answered while the counter store is unreachable. */
export const UNAVAILABLE_RETRY_S = 2;

export interface RateDecision {
  headers: Record<string, string>;
}

const nextUtcMidnight = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
};

const nextUtcMonth = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

/** The UTC day and month of an instant, and when each ends; recomputed once a day. */
interface Calendar {
  day: string;
  month: string;
  dayEnd: number;
  monthEnd: number;
  dayStart: number;
  /** X-RateLimit-Reset: the end of the day in epoch seconds. */
  reset: string;
}

/** A key's counter windows in one calendar; `unlimited` when no window has a limit (nothing can refuse it). */
interface KeyWindows {
  calendar: Calendar;
  windows: CounterWindow[];
  unlimited: boolean;
}

/** What an unlimited key's answer is decided on: admitted, its counts not read. */
const UNREAD: ConsumeResult = { admitted: true, counts: [], refusedBy: -1 };

export class RateLimiter {
  private calendar: Calendar | null = null;
  /** Each key's counter windows for the current calendar, built once a day rather than per request. */
  private windows = new WeakMap<KeyRecord, KeyWindows>();

  constructor(
    private readonly store: CounterStore,
    private readonly limits: Record<Plan, PlanLimits>,
    private readonly now: () => number = Date.now,
  ) {}

  private calendarAt(now: number): Calendar {
    const known = this.calendar;
    if (known && now >= known.dayStart && now < known.dayEnd) return known;
    const day = new Date(now).toISOString().slice(0, 10);
    const dayEnd = nextUtcMidnight(now);
    const calendar = {
      day,
      month: day.slice(0, 7),
      dayEnd,
      monthEnd: nextUtcMonth(now),
      dayStart: Date.parse(`${day}T00:00:00Z`),
      reset: String(Math.floor(dayEnd / 1000)),
    };
    this.calendar = calendar;
    return calendar;
  }

  private windowsOf(key: KeyRecord, calendar: Calendar): KeyWindows {
    const known = this.windows.get(key);
    if (known && known.calendar === calendar) return known;
    const limits = this.limits[key.plan];
    const windows = [
      { key: `${key.id}:month:${calendar.month}`, limit: limits.monthly, expiresAt: calendar.monthEnd },
      { key: `${key.id}:day:${calendar.day}`, limit: limits.daily, expiresAt: calendar.dayEnd },
    ];
    const keyWindows = { calendar, windows, unlimited: windows.every((window) => window.limit === null) };
    this.windows.set(key, keyWindows);
    return keyWindows;
  }

  /**
   * Counts one request of `key`, or throws 403/429 when an allowance is spent.
   * Answers at once when the counter store does (no promise on the hot path).
   */
  consume(key: KeyRecord): RateDecision | Promise<RateDecision> {
    const now = this.now();
    const calendar = this.calendarAt(now);
    const { windows, unlimited } = this.windowsOf(key, calendar);
    // No limit to check: counted without waiting for the store (a shared one adds such counts up).
    if (unlimited && this.store.tally) {
      this.store.tally(windows, now);
      return this.decide(key, calendar, now, UNREAD);
    }
    const result = this.store.consume(windows, now);
    if (!(result instanceof Promise)) return this.decide(key, calendar, now, result);
    return result.then(
      (settled) => this.decide(key, calendar, now, settled),
      (error: unknown) => {
        if (!(error instanceof CountersUnavailableError)) throw error;
        // Not counted, not refused by a limit: the client may retry shortly.
        throw new ApiError(
          'internal_error',
          'the request counters cannot be reached right now',
          'Retry shortly (Retry-After); quote requestId if it persists.',
          undefined,
          { 'Retry-After': String(UNAVAILABLE_RETRY_S) },
          503,
        );
      },
    );
  }

  private decide(key: KeyRecord, calendar: Calendar, now: number, result: ConsumeResult): RateDecision {
    const limits = this.limits[key.plan];
    const { dayEnd, monthEnd } = calendar;
    const dayCount = result.counts[1]!;
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': limits.daily === null ? 'unlimited' : String(limits.daily),
      'X-RateLimit-Remaining': limits.daily === null ? 'unlimited' : String(Math.max(0, limits.daily - dayCount)),
      'X-RateLimit-Reset': calendar.reset,
    };
    if (result.admitted) return { headers };
    const plan = PLAN_LABELS[key.plan];
    if (result.refusedBy === 0) {
      const retry = String(Math.ceil((monthEnd - now) / 1000));
      throw new ApiError(
        'quota_exceeded',
        `the monthly allowance of ${limits.monthly} requests of the ${plan} plan is spent`,
        `It renews on ${new Date(monthEnd).toISOString().slice(0, 10)} (UTC). Upgrade the plan for a larger allowance.`,
        undefined,
        { ...headers, 'Retry-After': retry },
      );
    }
    const retry = String(Math.max(1, Math.ceil((dayEnd - now) / 1000)));
    throw new ApiError(
      'rate_limited',
      `the daily limit of ${limits.daily} requests of the ${plan} plan is reached`,
      `It resets at ${new Date(dayEnd).toISOString()} (X-RateLimit-Reset); retry after ${retry} seconds or upgrade the plan.`,
      undefined,
      { ...headers, 'Retry-After': retry },
    );
  }
}
