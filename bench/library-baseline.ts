// The baseline of make bench-build, in a process of its own: date-holidays
// alone, as npm ships it, computing every target's holidays for every year in
// a plain single-threaded loop. Its own process, because the project's
// sources/ change the library they load (sources/library-time-zones.ts), and
// the baseline is the library untouched. Reads the targets (JSON: each a list
// of constructor arguments) from the file named first, the years from the
// next two arguments; prints one JSON line: milliseconds, holidays, targets.

import { readFileSync } from 'node:fs';
import Holidays from 'date-holidays';

const [targetsFile, from, to] = process.argv.slice(2);
const targets = JSON.parse(readFileSync(targetsFile!, 'utf8')) as [string, string?, string?][];
const started = performance.now();
let holidays = 0;
for (const args of targets) {
  const library = new Holidays(...(args as [string, string, string]));
  for (let year = Number(from); year <= Number(to); year++) holidays += library.getHolidays(year).length;
}
process.stdout.write(`${JSON.stringify({ ms: performance.now() - started, holidays, targets: targets.length })}\n`);
