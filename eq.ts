import Holidays from 'date-holidays'
import { DateHolidaysCountry, countryCodes } from './sources/date-holidays.ts'
// Compares the library's plain output with the shared-computation output for every target.
let diffs = 0, n = 0
const only = process.argv[2]?.split(',')
for (const c of only ?? countryCodes()) {
  const src = new DateHolidaysCountry(c)
  const pool = new Map()
  for (const tg of src.targets) {
    const plain = new Holidays(...(tg.args as [string]))
    const shared = new Holidays(...(tg.args as [string]));
    (src as any).sharedRules = pool
    // reuse the adapter's sharing
    const rules = (shared as any).holidays
    for (const [rule, state] of Object.entries<any>(rules)) {
      if (!state || !state.fn || /\bholiday\b/i.test(rule)) continue
      const key = `${rule}|${JSON.stringify([state.type, state.disable, state.enable, state.active])}`
      const s = pool.get(key); if (s) state.fn = s; else pool.set(key, state.fn)
    }
    for (let y = 1999; y <= 2036; y++) {
      const a = JSON.stringify(plain.getHolidays(y)), b = JSON.stringify(shared.getHolidays(y)); n++
      if (a !== b) { diffs++; if (diffs < 5) console.log('DIFF', tg.args.join('.'), y) }
    }
  }
}
console.log('target-years', n, 'diffs', diffs)
