// The flags of the commands that build (build, refresh): the same for both,
// checked with zod so that each problem names the flag and what it accepts.

import { z } from 'zod';

const yearsSchema = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, 'years must be YYYY or YYYY-YYYY, e.g. 2020-2030')
  .transform((value) => {
    const [from, to = from] = value.split('-').map(Number) as [number, number?];
    return { from, to };
  });

export const flagsSchema = z.object({
  countries: z
    .string()
    .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'countries must be a comma-separated list of two-letter codes, e.g. US,DE')
    .optional(),
  years: yearsSchema.optional(),
  out: z.string().min(1, 'out must name a directory').default('dist-data'),
  at: z
    .string()
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      {
        message: 'at must be an RFC 3339 time such as 2026-01-01T00:00:00Z',
      },
    )
    .optional(),
  keep: z.coerce.number().int('keep must be a whole number').min(1, 'keep must be at least 1').default(5),
  workers: z.coerce.number().int().min(1, 'workers must be at least 1').max(64).optional(),
  force: z.boolean().default(false),
  offline: z.boolean().default(false),
  corrections: z.string().min(1).optional(),
  'dry-run': z.boolean().default(false),
  'accept-changes': z.boolean().default(false),
  config: z.string().min(1).optional(),
  'max-deprecated-share': z.coerce
    .number()
    .min(0, 'max-deprecated-share must be a share between 0 and 1')
    .max(1, 'max-deprecated-share must be a share between 0 and 1')
    .optional(),
  'max-renamed-share': z.coerce
    .number()
    .min(0, 'max-renamed-share must be a share between 0 and 1')
    .max(1, 'max-renamed-share must be a share between 0 and 1')
    .optional(),
  'max-changes': z.coerce.number().int('max-changes must be a whole number').min(0).optional(),
  summary: z.string().min(1).optional(),
});

export type BuildFlags = z.infer<typeof flagsSchema>;

/** The flags of the commands that build (build, refresh): the same for both. */
export const BUILD_OPTIONS = {
  countries: { type: 'string' },
  years: { type: 'string' },
  out: { type: 'string' },
  at: { type: 'string' },
  keep: { type: 'string' },
  workers: { type: 'string' },
  force: { type: 'boolean' },
  offline: { type: 'boolean' },
  corrections: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'accept-changes': { type: 'boolean' },
  config: { type: 'string' },
  'max-deprecated-share': { type: 'string' },
  'max-renamed-share': { type: 'string' },
  'max-changes': { type: 'string' },
  summary: { type: 'string' },
} as const;
