// Builds the OpenAPI 3.1 document from the endpoint list (server/endpoints/):
// paths, parameters with their plans, answers, error statuses, and the
// contract schemas as components, so the document and the server cannot
// drift. `tsx server/openapi.ts` writes server/openapi.json, the committed
// copy the server serves at /v3/openapi.json; a test checks the copy is current.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACTS, CONTRACT_VERSIONS, DEFAULT_VERSION } from '../core/contracts.js';
import { HOLIDAY_TYPES } from '../core/types.js';
import { CREDENTIALS, MAX_KEY_LENGTH, QUERY_CREDENTIALS } from './auth.js';
import type { AnyEndpoint, Endpoint, EndpointPath, OpenEndpoint } from './endpoints/endpoint.js';
import { ENDPOINTS } from './endpoints/index.js';
import { ERROR_STATUS } from './errors.js';
import { OPENAPI_FILE } from './openapi-file.js';
import type { ParameterDef } from './parameters.js';
import { DEFAULT_LIMITS, PLAN_LABELS, planIncludes, PLANS } from '../core/plans.js';
import { arrayOf, contractComponents, envelopeTail, objectOf, ref, type Json } from './response-schemas.js';

const HEADERS: Json = {
  'X-Request-Id': { description: 'Unique id of this answer, as requestId in the body.', required: true, schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'Requests allowed per UTC day on this key\'s plan ("unlimited" on Titan).', schema: { type: 'string' } },
  'X-RateLimit-Remaining': { description: 'Requests left today ("unlimited" on Titan).', schema: { type: 'string' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) of the next UTC midnight, when the daily count resets.', schema: { type: 'integer' } },
  ETag: { description: 'Weak validator of the data in the answer (not of requestId); send it back in If-None-Match for a 304.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
};

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const headersOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, header(name)]));
const rateHeaders = headersOf(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Invalid request: `missing_parameter`, `invalid_parameter` or `unknown_parameter`; `errors` names every bad parameter.',
  '401': '`invalid_api_key`: no key, an unknown key, or a revoked key.',
  '402': '`payment_required`: the subscription of the key is past due.',
  '403': '`plan_restricted` (an endpoint, a parameter or a dataVersion the plan does not include; the message names the plan that unlocks it) or `quota_exceeded` (monthly allowance spent).',
  '404': '`not_found`: no such path, or no data published for that country and year.',
  '405': '`method_not_allowed` with an Allow header: the method is not GET, HEAD or OPTIONS.',
  '408': '`request_timeout`: the request line and headers did not arrive within the headers timeout (HEADERS_TIMEOUT_MS, default 10 s); the connection is closed.',
  '429': '`rate_limited`: the daily limit is reached; Retry-After says for how long.',
  '431': '`invalid_parameter`: the request line or headers are over 16 KB; the message names the largest.',
  '500': '`internal_error`.',
  '503': '`internal_error`: no published snapshot is readable right now, or the request counters cannot count (a server process that is stopping); Retry-After says when to retry. An unreachable Redis is not a 503: requests are then counted in each process and /healthz says degraded.',
};

/** The statuses a keyed endpoint may answer besides 200 and 304. */
const KEYED_ERRORS = ['400', '401', '402', '403', '404', '405', '408', '429', '431', '500', '503'];

function errorResponse(status: string, authenticated: boolean): Json {
  const headers: Json = authenticated && !['401', '402', '404', '405', '408', '431'].includes(status) ? { ...rateHeaders } : headersOf(['X-Request-Id']);
  if (status === '429' || status === '503') headers['Retry-After'] = header('Retry-After');
  if (status === '405') headers.Allow = { description: 'Allowed methods.', schema: { type: 'string' } };
  return {
    description: ERROR_DESCRIPTIONS[status],
    headers,
    content: {
      'application/json': { schema: ref('Error') },
      ...(authenticated ? { 'application/xml': { schema: { type: 'string', description: 'The error envelope as XML, when format=xml was asked for on a plan with XML.' } } } : {}),
    },
  };
}

function valueSchema(definition: ParameterDef): Json {
  return definition.schema.type === 'string' ? { ...definition.schema, maxLength: definition.maxLength } : definition.schema;
}

/** What the parameter needs beyond the endpoint's own plan, in words. */
function planNote(endpoint: Endpoint, definition: ParameterDef): string {
  const notes: string[] = [];
  if (!planIncludes(endpoint.plan, definition.plan)) notes.push(`Plan: ${PLAN_LABELS[definition.plan]} and above`);
  if (definition.cityCodesPlan && !planIncludes(endpoint.plan, definition.cityCodesPlan)) notes.push(`City codes: ${PLAN_LABELS[definition.cityCodesPlan]} and above`);
  return notes.map((note) => ` ${note}.`).join('');
}

function parameterObject(endpoint: Endpoint, definition: ParameterDef, name: string, description: string): Json {
  const object: Json = {
    name,
    in: 'query',
    required: definition.required === true,
    description: description + planNote(endpoint, definition),
    schema: name === definition.name ? valueSchema(definition) : { type: 'string', maxLength: definition.maxLength },
    'x-minimum-plan': definition.plan,
  };
  if (definition.cityCodesPlan) object['x-city-codes-plan'] = definition.cityCodesPlan;
  return object;
}

function parameterObjects(endpoint: Endpoint): Json[] {
  const path = endpoint.pathParameters.map((definition) => ({ name: definition.name, in: 'path', required: true, description: definition.description, schema: definition.schema }));
  const query = endpoint.parameters
    .filter((definition) => definition.in !== 'path')
    .flatMap((definition) => [
      parameterObject(endpoint, definition, definition.name, definition.description),
      ...(definition.aliases ?? []).map((alias) => parameterObject(endpoint, definition, alias.name, alias.description)),
    ]);
  const credentials = QUERY_CREDENTIALS.map((credential) => ({
    name: credential.name,
    in: 'query',
    required: false,
    description: credential.parameter,
    schema: { type: 'string', maxLength: MAX_KEY_LENGTH },
    deprecated: true,
  }));
  return [...path, ...query, ...credentials];
}

function successResponse(endpoint: Endpoint): Json {
  const { success } = endpoint;
  if (success.kind === 'file') {
    return {
      description: success.description,
      headers: { ...rateHeaders, ETag: header('ETag'), ...success.headers },
      content: Object.fromEntries(Object.values(success.contentTypes).map(({ contentType, description }) => [contentType.split(';')[0]!, { schema: { type: 'string', description } }])),
    };
  }
  const content: Json = { 'application/json': { schema: objectOf({ ...success.members, ...envelopeTail }, success.optional) } };
  if (endpoint.offersXml) content['application/xml'] = { schema: { type: 'string', description: `The same envelope as XML (format=xml, ${PLAN_LABELS[endpoint.formatParameter!.plan]} and above): see docs/api.md.` } };
  return { description: 'Success.', headers: { ...rateHeaders, ETag: header('ETag') }, content };
}

function keyedOperation(endpoint: Endpoint, path: EndpointPath): Json {
  const responses: Json = {
    '200': successResponse(endpoint),
    '304': { description: 'Not modified: If-None-Match named the current ETag.', headers: { ...rateHeaders, ETag: header('ETag') } },
  };
  for (const status of KEYED_ERRORS) responses[status] = errorResponse(status, true);
  const description = [path.note, endpoint.description].filter(Boolean).join(' ');
  const gated = endpoint.plan !== 'explorer';
  return {
    operationId: path.operationId,
    summary: path.summary,
    description: gated ? `${description} Plan: ${PLAN_LABELS[endpoint.plan]} and above; a lower plan gets 403 plan_restricted.` : description,
    'x-minimum-plan': endpoint.plan,
    security: CREDENTIALS.map((credential) => ({ [credential.scheme]: [] })),
    parameters: parameterObjects(endpoint),
    responses,
  };
}

/** What any request may hear before it is routed: Node's HTTP parser refused it. */
const UNPARSABLE: Json = {
  '400': { ...errorResponse('400', false), description: '`invalid_parameter`: the request is not valid HTTP/1.1.' },
  '408': errorResponse('408', false),
  '431': errorResponse('431', false),
};

function openOperation(endpoint: OpenEndpoint, path: EndpointPath): Json {
  const responses: Json = { ...UNPARSABLE };
  for (const [status, response] of Object.entries(endpoint.responses)) {
    if ('error' in response) {
      responses[status] = errorResponse(status, false);
      continue;
    }
    const content: Json = response.schema ? { 'application/json': { schema: response.schema } } : {};
    for (const [type, description] of Object.entries(response.content ?? {})) content[type] = { schema: { type: 'string', description } };
    responses[status] = {
      description: response.description,
      headers: headersOf(response.headers),
      ...(Object.keys(content).length > 0 ? { content } : {}),
    };
  }
  // Explicitly open: no credential is needed (the keyed operations list theirs).
  return {
    operationId: path.operationId,
    summary: path.summary,
    description: endpoint.description,
    security: [],
    ...(endpoint.parameters ? { parameters: endpoint.parameters } : {}),
    responses: sortedByStatus(responses),
  };
}

const sortedByStatus = (responses: Json): Json => Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

const operation = (endpoint: AnyEndpoint, path: EndpointPath) => (endpoint.open ? openOperation(endpoint, path) : keyedOperation(endpoint, path));

export function buildOpenApi(): Json {
  const limits = PLANS.map((plan) => `${PLAN_LABELS[plan]}: ${DEFAULT_LIMITS[plan].daily ?? 'no limit'} per day`).join('; ');
  const versionPlans = CONTRACTS.filter((contract) => contract.minimumPlan !== 'explorer')
    .map((contract) => `${contract.version} needs ${PLAN_LABELS[contract.minimumPlan]} or above`)
    .join('; ');
  const paths: Json = {};
  for (const endpoint of ENDPOINTS) for (const path of endpoint.paths) paths[path.path] = { get: operation(endpoint, path) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Public holidays API',
      version: '3.1.0',
      description:
        `Public holidays and observances by country and year. Contract versions (dataVersion): ${CONTRACT_VERSIONS.join(', ')}; default ${DEFAULT_VERSION}; ` +
        `${versionPlans}. Plans and daily limits: ${limits}; monthly allowance 30 × daily. ` +
        'Every answer carries X-Request-Id and, in its body, requestId and status. docs/api.md settles every detail.',
    },
    // Relative: the paths are rooted wherever this document is served from (the reference page at /v3/docs calls that server).
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    paths,
    components: {
      securitySchemes: Object.fromEntries(CREDENTIALS.map((credential) => [credential.scheme, credential.securityScheme])),
      headers: HEADERS,
      schemas: {
        ...contractComponents(),
        HolidayType: { enum: [...HOLIDAY_TYPES] },
        Error: objectOf(
          {
            error: objectOf({
              code: { enum: Object.keys(ERROR_STATUS) },
              message: { type: 'string', description: 'What was wrong and what is accepted.' },
              details: { type: 'string', description: 'Longer explanation: how to fix it.' },
            }),
            errors: arrayOf(objectOf({ parameter: { type: 'string' }, message: { type: 'string' } }), 'error', 'On a 400: every bad parameter.'),
            ...envelopeTail,
          },
          ['errors'],
        ),
      },
    },
  };
}

export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
