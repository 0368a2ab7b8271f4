// Server processes under test run on a fixed clock: libfaketime (Debian's
// faketime package) starts their wall clock at FIXED_DAY noon UTC whatever
// the real date, so that a burst of requests never straddles a UTC midnight
// and the day's counter has a known name. The monotonic clock stays real.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const FIXED_DAY = '2030-06-15';

function libfaketime(): string {
  for (const dir of readdirSync('/usr/lib')) {
    const path = join('/usr/lib', dir, 'faketime', 'libfaketime.so.1');
    if (existsSync(path)) return path;
  }
  throw new Error("libfaketime not found: install Debian's faketime package (make test does)");
}

export const fixedClockEnv = (): Record<string, string> => ({
  LD_PRELOAD: libfaketime(),
  FAKETIME: `@${FIXED_DAY} 12:00:00`,
  DONT_FAKE_MONOTONIC: '1',
});
