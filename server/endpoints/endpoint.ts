// What an endpoint is: its paths, the lowest plan that may call it, the
// parameters it takes (shared definitions, server/parameters.ts), its answer
// as the OpenAPI document describes it, the checks only the data can make,
// and its handler. Routing, validation, plan gating, the OpenAPI document and
// the XML element names are all derived from these definitions
// (server/endpoints/index.ts lists them).

import type { IncomingMessage, ServerResponse } from 'node:http';
import { CREDENTIAL_PARAMETERS } from '../auth.js';
import type { CounterHealth } from '../counters.js';
import type { ParameterError } from '../errors.js';
import type { ParameterDef, QueryOf } from '../parameters.js';
import type { Plan } from '../../core/plans.js';
import type { RawQuery } from '../query.js';
import type { Reply, RequestState } from '../respond.js';
import type { ServerMetrics } from '../observe.js';
import type { DataStore, Snapshot } from '../snapshot.js';
import type { Tag } from './tags.js';

type Json = Record<string, unknown>;

export interface EndpointPath {
  /** A `{name}` segment is a path parameter. */
  path: string;
  operationId: string;
  summary: string;
  /** Said before the endpoint's description (an alias says what it stands for). */
  note?: string;
}

/** The 200 answer, for the OpenAPI document. */
export type Success =
  /** The JSON envelope's members in order (`requestId` and `status` follow); XML mirrors it when the endpoint takes format=xml. */
  | { kind: 'envelope'; members: Record<string, Json>; optional?: readonly string[] }
  /** A file sent as it is, one content type per `format` value. */
  | {
      kind: 'file';
      description: string;
      contentTypes: Record<string, { contentType: string; description: string }>;
      headers: Record<string, Json>;
    };

export interface ScopeInput<Q> {
  snapshot: Snapshot;
  raw: RawQuery;
  /** Values that passed their rules; a missing or invalid one is absent (its problem is listed). */
  values: Partial<Q>;
  /** The names as sent (an alias under its own name). */
  sent: ReadonlySet<string>;
  /** Add what only the data can tell; they are answered together with the others. */
  problems: ParameterError[];
}

export interface HandlerInput<Q, S> {
  snapshot: Snapshot;
  plan: Plan;
  raw: RawQuery;
  query: Q;
  scope: S;
  /** The app's clock, ms since the epoch. */
  now: number;
}

export interface EndpointSpec<Ds extends readonly ParameterDef[], S> {
  name: string;
  paths: readonly EndpointPath[];
  /** The resource the OpenAPI document files it under. */
  tag: Tag;
  description: string;
  /** The lowest plan whose keys may call it (docs/api.md, Endpoints); a lower one hears 403 before its parameters are looked at. */
  plan: Plan;
  /** Query (and path) parameters, required ones first; credentials are added to every endpoint. */
  parameters: Ds;
  /**
   * Optional parameters whose example the reference page's "Try it out" fills
   * in besides the required ones' (each must be one every plan that may call
   * the endpoint may send): only what keeps a first answer short.
   */
  prefilled?: readonly Ds[number]['name'][];
  success: Success;
  /** The checks only the data can make; returns null when it added a problem. */
  scope?: (input: ScopeInput<QueryOf<Ds>>) => Promise<S | null>;
  handle(input: HandlerInput<QueryOf<Ds>, S>): Promise<Reply>;
}

/** An endpoint that needs a key, with what is derived from its definition. */
export interface Endpoint extends EndpointSpec<readonly ParameterDef[], unknown> {
  open?: false;
  /** Every query name it accepts, in documented order: parameters, their aliases after each, credentials last. */
  queryNames: readonly string[];
  /** Definitions by any accepted query name (an alias names its parameter's definition). */
  byName: ReadonlyMap<string, ParameterDef>;
  pathParameters: readonly ParameterDef[];
  /** The `format` definition, when it takes one. */
  formatParameter: ParameterDef | undefined;
  /** Whether `format=xml` is one of its answers (its errors are then XML too when XML was asked for). */
  offersXml: boolean;
}

export interface OpenContext {
  request: IncomingMessage;
  response: ServerResponse;
  state: RequestState;
  store: DataStore;
  /** Values of the path's `{name}` segments, as sent (not decoded). */
  pathValues: Record<string, string>;
  /** The registry behind GET /metrics; null when METRICS=off. */
  metrics: ServerMetrics | null;
  /** Where the limits are counted now (for /healthz). */
  counters: CounterHealth;
}

/**
 * One answer of an open endpoint, for the OpenAPI document: its headers
 * (components/headers) and JSON body, or its other content types (a page, a
 * script), each with what it holds; or the error envelope.
 */
export type OpenResponse =
  | { description: string; headers: readonly string[]; schema?: Json; content?: Record<string, string> }
  | { error: true };

/** An endpoint every client may call without a key (health, the OpenAPI document). */
export interface OpenEndpoint {
  open: true;
  name: string;
  paths: readonly EndpointPath[];
  /** The resource the OpenAPI document files it under. */
  tag: Tag;
  description: string;
  /** OpenAPI parameter objects, when it reads any (its own checks, in `serve`). */
  parameters?: readonly Json[];
  responses: Record<string, OpenResponse>;
  serve(context: OpenContext): Promise<void> | void;
}

export type AnyEndpoint = Endpoint | OpenEndpoint;

export function defineEndpoint<const Ds extends readonly ParameterDef[], S = undefined>(
  spec: EndpointSpec<Ds, S>,
): Endpoint {
  const parameters = spec.parameters as readonly ParameterDef[];
  const queryParameters = parameters.filter((definition) => definition.in !== 'path');
  const byName = new Map<string, ParameterDef>();
  const queryNames: string[] = [];
  for (const definition of queryParameters) {
    for (const name of [definition.name, ...(definition.aliases ?? []).map((alias) => alias.name)]) {
      byName.set(name, definition);
      queryNames.push(name);
    }
  }
  queryNames.push(...CREDENTIAL_PARAMETERS);
  const formatParameter = byName.get('format');
  return {
    ...(spec as unknown as EndpointSpec<readonly ParameterDef[], unknown>),
    queryNames,
    byName,
    pathParameters: parameters.filter((definition) => definition.in === 'path'),
    formatParameter,
    offersXml: ((formatParameter?.schema.enum as string[] | undefined) ?? []).includes('xml'),
  };
}

export const defineOpenEndpoint = (spec: Omit<OpenEndpoint, 'open'>): OpenEndpoint => ({ ...spec, open: true });
