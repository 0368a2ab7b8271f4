// Answering a keyed endpoint's request: its values checked, then the data's
// checks, then the handler (server/app.ts has done access and plans first).

import { badParameters } from '../errors.js';
import type { Plan } from '../../core/plans.js';
import type { RawQuery } from '../query.js';
import type { Reply } from '../respond.js';
import type { Snapshot } from '../snapshot.js';
import { checkValues } from '../validate.js';
import type { Endpoint } from './endpoint.js';

export interface EndpointCall {
  snapshot: Snapshot;
  raw: RawQuery;
  plan: Plan;
  pathValues: Readonly<Record<string, string>>;
  now: number;
}

/** Values, then the data's checks, then every problem at once (a 400), else the handler's answer. */
export async function answer(endpoint: Endpoint, call: EndpointCall): Promise<Reply> {
  const { values, sent, problems } = checkValues(endpoint, call.raw, call.pathValues);
  const scope = endpoint.scope
    ? await endpoint.scope({ snapshot: call.snapshot, raw: call.raw, values, sent, problems })
    : undefined;
  if (problems.length > 0) throw badParameters(problems);
  if (scope === null) throw new Error(`${endpoint.name}: the data's checks found nothing to report, yet gave no scope`);
  return endpoint.handle({
    snapshot: call.snapshot,
    plan: call.plan,
    raw: call.raw,
    query: values,
    scope,
    now: call.now,
  });
}
