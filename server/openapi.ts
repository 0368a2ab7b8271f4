// Builds the OpenAPI 3.1 document from the same tables the server runs on
// (parameters, plans, error codes, contract schemas), so the two cannot drift.
// `tsx server/openapi.ts` writes server/openapi.json, the committed copy the
// server serves at /v3/openapi.json; a test checks that the copy is current.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSIONS, DEFAULT_VERSION, type ContractVersion } from '../pipeline/contracts.js';
import { HOLIDAY_TYPES } from '../pipeline/types.js';
import { ERROR_STATUS } from './errors.js';
import { changeFeedPaths } from './openapi-changes.js';
import { ENDPOINT_PARAMETERS, parameterDef, type EndpointName } from './parameters.js';
import { CITY_REGIONS_PLAN, DEFAULT_LIMITS, ENDPOINT_PLANS, PARAMETER_PLANS, PLAN_LABELS, planIncludes, PLANS, VERSION_PLANS } from './plans.js';
import { EXPORT_CONTENT_TYPES } from './routes/export.js';
import { MAX_SPAN_DAYS } from './routes/working-days.js';

type Json = Record<string, unknown>;

const schemaName = (version: ContractVersion, def: string) => `Contract${version.replace(/\./g, '_')}_${def}`;

/** The contract schemas' definitions as components, their internal $refs rewritten. */
function contractComponents(): Json {
  const components: Json = {};
  for (const version of CONTRACT_VERSIONS) {
    const schema = JSON.parse(readFileSync(new URL(`../schemas/${version}.schema.json`, import.meta.url), 'utf8')) as { $defs: Record<string, unknown> };
    for (const [name, definition] of Object.entries(schema.$defs)) {
      if (name === 'yearFile' || name === 'countriesFile') continue;
      const text = JSON.stringify(definition).replace(/"#\/\$defs\/([A-Za-z]+)"/g, (_, ref: string) => JSON.stringify(`#/components/schemas/${schemaName(version, ref)}`));
      components[schemaName(version, name)] = JSON.parse(text);
    }
  }
  return components;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const holidayOf = (version: ContractVersion) => ref(schemaName(version, 'holiday'));
const anyHoliday = { oneOf: CONTRACT_VERSIONS.map(holidayOf), description: 'A holiday object of the requested dataVersion.' };

const queryEcho = {
  description: 'Echo of the query as sent, credentials left out: a string in 3.1.x, an object of the sent values in 3.0.0.',
  oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
};

const envelopeTail = {
  requestId: { type: 'string', description: 'Unique id of this answer (also the X-Request-Id header); quote it in issue reports.' },
  status: { type: 'integer', description: 'The HTTP status of this answer.' },
};

const HEADERS: Json = {
  'X-Request-Id': { description: 'Unique id of this answer, as requestId in the body.', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'Requests allowed per UTC day on this key\'s plan ("unlimited" on Titan).', schema: { type: 'string' } },
  'X-RateLimit-Remaining': { description: 'Requests left today ("unlimited" on Titan).', schema: { type: 'string' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) of the next UTC midnight, when the daily count resets.', schema: { type: 'integer' } },
  ETag: { description: 'Weak validator of the data in the answer (not of requestId); send it back in If-None-Match for a 304.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
};

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateHeaders = { 'X-Request-Id': header('X-Request-Id'), 'X-RateLimit-Limit': header('X-RateLimit-Limit'), 'X-RateLimit-Remaining': header('X-RateLimit-Remaining'), 'X-RateLimit-Reset': header('X-RateLimit-Reset') };

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Invalid request: `missing_parameter`, `invalid_parameter` or `unknown_parameter`; `errors` names every bad parameter.',
  '401': '`invalid_api_key`: no key, an unknown key, or a revoked key.',
  '402': '`payment_required`: the subscription of the key is past due.',
  '403': '`plan_restricted` (an endpoint, a parameter or a dataVersion the plan does not include; the message names the plan that unlocks it) or `quota_exceeded` (monthly allowance spent).',
  '404': '`not_found`: no such path, or no data published for that country and year.',
  '405': '`not_found` with an Allow header: the method is not GET, HEAD or OPTIONS.',
  '429': '`rate_limited`: the daily limit is reached; Retry-After says for how long.',
  '500': '`internal_error`.',
  '503': '`internal_error`: no published snapshot is readable right now; Retry-After says when to retry.',
};

function errorResponse(status: string, authenticated: boolean): Json {
  const headers: Json = authenticated && !['401', '402', '404', '405'].includes(status) ? { ...rateHeaders } : { 'X-Request-Id': header('X-Request-Id') };
  if (status === '429' || status === '503') headers['Retry-After'] = header('Retry-After');
  if (status === '405') headers.Allow = { description: 'Allowed methods.', schema: { type: 'string' } };
  return {
    description: ERROR_DESCRIPTIONS[status],
    headers,
    content: { 'application/json': { schema: ref('Error') }, ...(authenticated ? { 'application/xml': { schema: { type: 'string', description: 'The error envelope as XML, when format=xml was asked for on a plan with XML.' } } } : {}) },
  };
}

function parameterObjects(endpoint: EndpointName): Json[] {
  const { required, optional } = ENDPOINT_PARAMETERS[endpoint];
  return [...required, ...optional].map((name) => {
    const definition = parameterDef(endpoint, name);
    const plan = PARAMETER_PLANS[name];
    // A parameter within the endpoint's own plan needs no plan note of its own.
    const endpointPlan = ENDPOINT_PLANS[endpoint];
    const noted = plan && plan !== 'explorer' && !(endpointPlan && planIncludes(endpointPlan, plan));
    const object: Json = {
      name,
      in: 'query',
      required: required.includes(name),
      description: definition.description + (noted ? ` Plan: ${PLAN_LABELS[plan]} and above.` : ''),
      schema: definition.schema.type === 'string' ? { ...definition.schema, maxLength: definition.maxLength } : definition.schema,
    };
    if (definition.deprecated) object.deprecated = true;
    if (plan) object['x-minimum-plan'] = plan;
    if (name === 'regions' || name === 'subdivision') object['x-city-codes-plan'] = CITY_REGIONS_PLAN;
    return object;
  });
}

function dataOperation(endpoint: EndpointName, summary: string, description: string, success: Json, operationId: string): Json {
  const responses: Json = {
    '200': {
      description: 'Success.',
      headers: { ...rateHeaders, ETag: header('ETag') },
      content: {
        'application/json': { schema: success },
        'application/xml': { schema: { type: 'string', description: 'The same envelope as XML (format=xml, Growth and above): see docs/api.md.' } },
      },
    },
    '304': { description: 'Not modified: If-None-Match named the current ETag.', headers: { ...rateHeaders, ETag: header('ETag') } },
  };
  for (const status of ['400', '401', '402', '403', '404', '405', '429', '500', '503']) responses[status] = errorResponse(status, true);
  const endpointPlan = ENDPOINT_PLANS[endpoint];
  return {
    operationId,
    summary,
    description: endpointPlan ? `${description} Plan: ${PLAN_LABELS[endpointPlan]} and above; a lower plan gets 403 plan_restricted.` : description,
    ...(endpointPlan ? { 'x-minimum-plan': endpointPlan } : {}),
    security: [{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }, { ApiTokenQuery: [] }],
    parameters: parameterObjects(endpoint),
    responses,
  };
}

export function buildOpenApi(): Json {
  const listSuccess = {
    type: 'object',
    required: ['holidays', 'query', 'requestId', 'status'],
    properties: { holidays: { type: 'array', items: anyHoliday }, query: queryEcho, ...envelopeTail },
  };
  const countriesSuccess = {
    type: 'object',
    required: ['countries', 'query', 'requestId', 'status'],
    properties: { countries: { type: 'array', items: ref(schemaName(DEFAULT_VERSION, 'country')) }, query: queryEcho, ...envelopeTail },
  };
  const checkSuccess = {
    type: 'object',
    required: ['is_holiday', 'holidays', 'query', 'requestId', 'status'],
    properties: {
      is_holiday: { type: 'boolean', description: 'true when an active holiday falls on or is observed on the day, nationwide or in a listed region.' },
      holiday: { ...anyHoliday, description: 'The most binding of `holidays` (public, regional, bank, governmental, religious, observance); absent when none.' },
      holidays: { type: 'array', items: anyHoliday, description: 'Every active holiday whose date or observed day is the day.' },
      query: queryEcho,
      ...envelopeTail,
    },
  };
  const workingDaysSuccess = {
    type: 'object',
    required: ['workingDays', 'weekendDays', 'holidayDays', 'days', 'holidays', 'weekend', 'weekendPeriods', 'query', 'requestId', 'status'],
    properties: {
      workingDays: { type: 'integer', description: 'Days of the span that are neither weekend days nor observed statutory holidays.' },
      weekendDays: { type: 'integer', description: "Days of the span on the country's weekend (by the convention in force on each day)." },
      holidayDays: { type: 'integer', description: 'Weekdays of the span on which a statutory holiday is observed; each day counts once.' },
      days: { type: 'integer', description: 'Days in the span, both ends included.' },
      holidays: { type: 'array', items: anyHoliday, description: 'The records whose observed day removed a working day, by observed day.' },
      weekend: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 }, description: 'Weekend days (0 = Sunday … 6 = Saturday) in force on `end`.' },
      weekendPeriods: {
        type: 'array',
        description: 'The weekend conventions over the span, one entry each (more than one when the country changed its weekend within the span).',
        items: {
          type: 'object',
          required: ['from', 'to', 'weekend'],
          properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, weekend: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } } },
        },
      },
      query: queryEcho,
      ...envelopeTail,
    },
  };
  const nextSuccess = {
    type: 'object',
    required: ['date', 'holidays', 'query', 'requestId', 'status'],
    properties: {
      date: { type: 'string', format: 'date', description: 'The day looked from: `date` as sent, or today in the country\'s time zone.' },
      holidays: { type: 'array', items: anyHoliday, description: 'Up to `count` holidays whose date is on or after `date`, in date order, across years.' },
      query: queryEcho,
      ...envelopeTail,
    },
  };
  const exportOperation = dataOperation(
    'export',
    'One year as an iCalendar or CSV file',
    'Selected like the list (nationwide and regional, narrowed by regions and type), from contract 3.1.2. ICS: one all-day VEVENT per holiday (DTSTART/DTEND;VALUE=DATE, end exclusive), UID = holiday id, SEQUENCE = revision. The file is the answer itself: no envelope; errors are the usual JSON envelope.',
    {},
    'exportHolidays',
  );
  (exportOperation.responses as Json)['200'] = {
    description: 'The file, with Content-Disposition: attachment.',
    headers: { ...rateHeaders, ETag: header('ETag'), 'Content-Disposition': { description: 'attachment; filename="holidays-<CC>-<year>[-<regions>].<ics|csv>"', schema: { type: 'string' } } },
    content: {
      [EXPORT_CONTENT_TYPES.ics.split(';')[0]!]: { schema: { type: 'string', description: 'iCalendar (RFC 5545), CRLF line ends, folded lines.' } },
      [EXPORT_CONTENT_TYPES.csv.split(';')[0]!]: { schema: { type: 'string', description: 'CSV (RFC 4180) with a header row.' } },
    },
  };
  const countriesDescription = 'Supported countries with their subdivision and city codes, languages, time zones, weekend days and published years.';
  const limits = PLANS.map((plan) => `${PLAN_LABELS[plan]}: ${DEFAULT_LIMITS[plan].daily ?? 'no limit'} per day`).join('; ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Public holidays API',
      version: '3.1.0',
      description:
        `Public holidays and observances by country and year. Contract versions (dataVersion): ${CONTRACT_VERSIONS.join(', ')}; default ${DEFAULT_VERSION}; ` +
        `3.0.0 needs ${PLAN_LABELS[VERSION_PLANS['3.0.0']]} or above. Plans and daily limits: ${limits}; monthly allowance 30 × daily. ` +
        'Every answer carries X-Request-Id and, in its body, requestId and status. docs/api.md settles every detail.',
    },
    servers: [{ url: 'http://127.0.0.1:8080' }],
    paths: {
      '/v3/public-holidays/list': {
        get: dataOperation('list', 'Holidays of one country and year', 'Filters apply to the holiday\'s `date`. Soft-removed holidays are left out unless includeDeprecated=true.', listSuccess, 'listHolidays'),
      },
      '/v3/public-holidays/countries': { get: dataOperation('countries', 'Supported countries', countriesDescription, countriesSuccess, 'listCountries') },
      '/v3/countries': { get: dataOperation('countries', 'Supported countries (alias)', `Alias of /v3/public-holidays/countries. ${countriesDescription}`, countriesSuccess, 'listCountriesAlias') },
      '/v3/public-holidays/check': {
        get: dataOperation('check', 'Is this day a holiday?', 'A day is a holiday when an active record\'s date or observed day is that day, nationwide or in a listed region.', checkSuccess, 'checkDay'),
      },
      '/v3/working-days': {
        get: dataOperation(
          'working-days',
          'Working days between two days',
          `Both ends included; at most ${MAX_SPAN_DAYS} days. Weekend days follow the country's own convention on each day; a weekday is lost when a statutory holiday (public nationwide, or regional in a listed region) is observed on it, also when the holiday itself belongs to another year.`,
          workingDaysSuccess,
          'countWorkingDays',
        ),
      },
      '/v3/public-holidays/next': {
        get: dataOperation(
          'next',
          'The next holidays from a day',
          'Holidays whose date is on or after `date` (default today in the country\'s time zone), across year boundaries. Without `type`: statutory days off (public nationwide, regional in a listed region).',
          nextSuccess,
          'nextHolidays',
        ),
      },
      '/v3/public-holidays/export': { get: exportOperation },
      ...changeFeedPaths({ dataOperation, envelopeTail, queryEcho }),
      '/healthz': {
        get: {
          operationId: 'health',
          summary: 'Liveness and the served snapshot',
          description: 'No key needed.',
          responses: {
            '200': {
              description: 'The server answers and a snapshot is published.',
              headers: { 'X-Request-Id': header('X-Request-Id') },
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['ok', 'snapshot', 'requestId', 'status'], properties: { ok: { const: true }, snapshot: { type: 'string', description: 'Id of the served snapshot.' }, ...envelopeTail } },
                },
              },
            },
            '405': errorResponse('405', false),
            '503': errorResponse('503', false),
          },
        },
      },
      '/v3/openapi.json': {
        get: {
          operationId: 'openapi',
          summary: 'This document',
          description: 'No key needed. The document itself carries no requestId or status; the X-Request-Id header does.',
          responses: {
            '200': { description: 'The OpenAPI document.', headers: { 'X-Request-Id': header('X-Request-Id'), ETag: header('ETag') }, content: { 'application/json': { schema: { type: 'object' } } } },
            '304': { description: 'Not modified.', headers: { ETag: header('ETag') } },
            '405': errorResponse('405', false),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Preferred. Wins over a query key.' },
        ApiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key', description: 'Deprecated, still accepted.' },
        ApiTokenQuery: { type: 'apiKey', in: 'query', name: 'api_token', description: 'Legacy alias of api_key.' },
      },
      headers: HEADERS,
      schemas: {
        ...contractComponents(),
        HolidayType: { enum: [...HOLIDAY_TYPES] },
        Error: {
          type: 'object',
          required: ['error', 'requestId', 'status'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'details'],
              properties: {
                code: { enum: Object.keys(ERROR_STATUS) },
                message: { type: 'string', description: 'What was wrong and what is accepted.' },
                details: { type: 'string', description: 'Longer explanation: how to fix it.' },
              },
            },
            errors: {
              type: 'array',
              description: 'On a 400: every bad parameter.',
              items: { type: 'object', required: ['parameter', 'message'], properties: { parameter: { type: 'string' }, message: { type: 'string' } } },
            },
            ...envelopeTail,
          },
        },
      },
    },
  };
}

export const OPENAPI_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url));

export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
