// The reviewed-data folders (amendments/, workdays/): one `<CC>.json` per
// country, read and checked the same way, every problem naming the file and
// where in it.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** A folder of the project (`amendments`), and the environment variable that names another (`AMENDMENTS_DIR`). */
export function reviewedFolder(
  name: string,
  variable: string,
): { DEFAULT: string; inEffect: (env?: NodeJS.ProcessEnv) => string } {
  const DEFAULT = fileURLToPath(new URL(`../${name}`, import.meta.url));
  return { DEFAULT, inEffect: (env = process.env) => (env[variable] ? resolve(env[variable]!) : DEFAULT) };
}

/** Ends the load with a message naming the file and where in it (`file`, `field country`, `entry 3, field date`). */
export type Fail = (path: string, where: string, message: string) => never;

/** Each `<CC>.json` of the folder, sorted, parsed and checked against the file's schema; a missing folder has none. */
export function readCountryFiles<T extends { country: string }>(
  dir: string,
  schema: z.ZodType<T>,
  fail: Fail,
): { path: string; file: T }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        return fail(path, 'file', (error as Error).message);
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(path, issue.path.length ? `field ${issue.path.join('.')}` : 'file', issue.message);
      }
      const expected = `${parsed.data.country}.json`;
      if (name !== expected) fail(path, 'file', `the file of country ${parsed.data.country} must be named ${expected}`);
      return { path, file: parsed.data };
    });
}
