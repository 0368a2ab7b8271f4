import Holidays from 'date-holidays'
import { DateHolidaysCountry } from './sources/date-holidays.ts'
for (const c of ['MY', 'TW', 'US', 'HK', 'DE']) {
  const src = new DateHolidaysCountry(c)
  let t0 = performance.now()
  const base: string[] = []
  for (const tg of src.targets) { const h = new Holidays(...(tg.args as [string])); for (let y = 1999; y <= 2036; y++) for (const x of h.getHolidays(y)) base.push(tg.args.join('.') + x.date + x.name + x.start.toISOString() + x.end.toISOString() + x.type + !!x.substitute) }
  const lib = performance.now() - t0
  t0 = performance.now(); const rows = src.holidays(1999, 2036); const ad = performance.now() - t0
  console.log(c, src.targets.length, 'lib', lib.toFixed(0), 'adapter', ad.toFixed(0), rows.length, base.length)
}
