// Which subdivisions' own rules remove a country-level holiday.
// The rule library computes the country and each of its states on their own: a
// state inherits the country's rules and may drop one (Ticino has no Good
// Friday, Glarus no Federal Fast Monday). A country-level row is nationwide
// only where every state keeps it; `removedIn` lists the states that do not,
// so that the normaliser scopes the country's record to the states that keep
// it. National law that binds every state whatever its calendar says is
// reviewed data (`nationalBinds` in amendments/<CC>.json) and clears the list.

import type { SourceHoliday } from '../core/types.js';

/** The holiday's own day: a substitute's is the day it stands for. */
const holidayDay = (row: SourceHoliday) => (row.substitute ? (row.substituteFor ?? row.date) : row.date);

/**
 * Sets `removedIn` on each country-level row that some
 * state-level subdivision (`states`: the library's second-level targets) does
 * not keep: no row of that state on the same day (its own day, or the day a
 * substitute stands for) with the same holiday (key) or from the same library
 * rule (`ruleOf`: a state that renames the country's rule keeps it under its
 * own name, US-CA's Presidents' Day for Washington's Birthday). A state that
 * keeps the holiday another way (another type, another day off) does keep it,
 * and is told apart by the normaliser's versions as before. The rows are
 * marked in place (the adapter's rows are fresh; the calendar engines key
 * them by identity).
 */
export function markRemovals(
  rows: SourceHoliday[],
  states: readonly string[],
  ruleOf: (row: SourceHoliday) => string | undefined = () => undefined,
): void {
  if (states.length === 0) return;
  const stateSet = new Set(states);
  // Each mark (a holiday or a rule, on a day) to the states that keep it.
  const keptBy = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.scope === null || !stateSet.has(row.scope)) continue;
    for (const mark of marksOf(row, ruleOf(row))) {
      let keeping = keptBy.get(mark);
      if (!keeping) keptBy.set(mark, (keeping = new Set()));
      keeping.add(row.scope);
    }
  }
  for (const row of rows) {
    if (row.scope !== null) continue;
    const keeping = marksOf(row, ruleOf(row)).flatMap((mark) => keptBy.get(mark) ?? []);
    const removedIn = states.filter((state) => !keeping.some((each) => each.has(state)));
    if (removedIn.length > 0) row.removedIn = removedIn;
  }
}

/** What a state's row keeps: the holiday (its key) and the library rule, on its own day and on its day off. */
function marksOf(row: SourceHoliday, rule: string | undefined): string[] {
  const own = holidayDay(row);
  const marks = [`key|${row.key}|${own}`];
  if (rule !== undefined) marks.push(`rule|${rule}|${own}`);
  if (row.date !== own) {
    marks.push(`key|${row.key}|${row.date}`);
    if (rule !== undefined) marks.push(`rule|${rule}|${row.date}`);
  }
  return marks;
}
