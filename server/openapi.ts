// Builds the OpenAPI 3.1 document from the endpoint list (server/endpoints/):
// paths grouped by resource (tags), parameters with their plans and examples,
// answers, error statuses, and the contract schemas as components, so the
// document and the server cannot drift. The example answers are real ones,
// kept in server/openapi-examples.json (openapi-examples.ts). `tsx
// server/openapi.ts` writes server/openapi.json, the committed copy the
// server serves at /v3/openapi.json; a test checks the copy is current.
// The document stands alone: it is read on the reference page, away from this
// repository, so it names no file of it.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACTS, CONTRACT_VERSIONS, DEFAULT_VERSION } from '../core/contracts.js';
import { HOLIDAY_TYPES } from '../core/types.js';
import { CREDENTIALS, MAX_KEY_LENGTH, QUERY_CREDENTIALS } from './auth.js';
import type { AnyEndpoint, Endpoint, EndpointPath, OpenEndpoint } from './endpoints/endpoint.js';
import { ENDPOINTS } from './endpoints/index.js';
import list from './endpoints/list.js';
import { TAGS } from './endpoints/tags.js';
import { ERROR_STATUS } from './errors.js';
import { exampleObject, examplesOf, layoutJson, readExamples, type ExampleFile } from './openapi-examples.js';
import { OPENAPI_FILE } from './openapi-file.js';
import type { ParameterDef } from './parameters.js';
import { DEFAULT_LIMITS, PLAN_LABELS, planIncludes, PLANS } from '../core/plans.js';
import { arrayOf, contractComponents, envelopeTail, objectOf, ref, type Json } from './response-schemas.js';

const HEADERS: Json = {
  'X-Request-Id': {
    description: 'Unique id of this answer, as requestId in the body.',
    required: true,
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed per UTC day on this key\'s plan ("unlimited" on Titan).',
    schema: { type: 'string' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left today ("unlimited" on Titan).', schema: { type: 'string' } },
  'X-RateLimit-Reset': {
    description: 'Unix time (seconds) of the next UTC midnight, when the daily count resets.',
    schema: { type: 'integer' },
  },
  ETag: {
    description:
      'Weak validator of the data in the answer (not of requestId); send it back in If-None-Match for a 304.',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
};

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const headersOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, header(name)]));
const rateHeaders = headersOf(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400':
    'Invalid request: `missing_parameter`, `invalid_parameter` or `unknown_parameter`; `errors` names every bad parameter.',
  '401': '`invalid_api_key`: no key, an unknown key, or a revoked key.',
  '402': '`payment_required`: the subscription of the key is past due.',
  '403':
    '`plan_restricted` (an endpoint, a parameter or a dataVersion the plan does not include; the message names the plan that unlocks it) or `quota_exceeded` (monthly allowance spent).',
  '404': '`not_found`: no such path, or no data published for that country and year.',
  '405': '`method_not_allowed` with an Allow header: the method is not GET, HEAD or OPTIONS.',
  '408':
    '`request_timeout`: the request line and headers did not arrive within the headers timeout (10 s unless the operator set another); the connection is closed.',
  '429': '`rate_limited`: the daily limit is reached; Retry-After says for how long.',
  '431': '`invalid_parameter`: the request line or headers are over 16 KB; the message names the largest.',
  '500': '`internal_error`.',
  '503':
    '`internal_error`: no published snapshot is readable right now, or the request counters cannot count (a server process that is stopping); Retry-After says when to retry. An unreachable Redis is not a 503: requests are then counted in each process and /healthz says degraded.',
};

/** The statuses a keyed endpoint may answer besides 200 and 304. */
const KEYED_ERRORS = ['400', '401', '402', '403', '404', '405', '408', '429', '431', '500', '503'];

/** A key as the server makes them, for the query credentials' examples. */
const EXAMPLE_KEY = 'ph_q7VfY2cK9wLx4RbN0tJm3sPe8hUa6dGz1oEiTnWk5yQ';

/** The XML form of an envelope, in words (format=xml). */
const XML_FORM =
  "The same envelope as XML: root element `response`, one element per member in the JSON order, each array's items named by its schema's `xml.name` (holidays/holiday, subdivisions/subdivision, …); `null` is an empty element.";

/** Builds the document, given the recorded example answers. */
class DocumentBuilder {
  constructor(private readonly examples: ExampleFile) {}

  /** A JSON content entry, with the operation's examples of that status when there are any. */
  private json(operationId: string, status: string, schema: Json): Json {
    const examples = examplesOf(this.examples, operationId, status, 'application/json');
    return { schema, ...(examples ? { examples } : {}) };
  }

  private errorResponse(
    operationId: string,
    status: string,
    authenticated: boolean,
    description = ERROR_DESCRIPTIONS[status],
  ): Json {
    const headers: Json =
      authenticated && !['401', '402', '404', '405', '408', '431'].includes(status)
        ? { ...rateHeaders }
        : headersOf(['X-Request-Id']);
    if (status === '429' || status === '503') headers['Retry-After'] = header('Retry-After');
    if (status === '405') headers.Allow = { description: 'Allowed methods.', schema: { type: 'string' } };
    return {
      description,
      headers,
      content: {
        'application/json': this.json(operationId, status, ref('Error')),
        ...(authenticated
          ? {
              'application/xml': {
                schema: {
                  type: 'string',
                  description: 'The error envelope as XML, when format=xml was asked for on a plan with XML.',
                },
              },
            }
          : {}),
      },
    };
  }

  /**
   * A query parameter. Its example fills the reference page's "Try it out" form
   * only where the endpoint needs it (or prefills it): elsewhere it is the
   * schema's `examples`, shown and not sent.
   */
  private parameterObject(endpoint: Endpoint, definition: ParameterDef, name: string, description: string): Json {
    const fills =
      name === definition.name && (definition.required === true || (endpoint.prefilled ?? []).includes(name));
    const schema =
      name === definition.name ? valueSchema(definition) : { type: 'string', maxLength: definition.maxLength };
    const object: Json = {
      name,
      in: 'query',
      required: definition.required === true,
      description: description + planNote(endpoint, definition),
      schema: fills ? schema : { ...schema, examples: [definition.example] },
      ...(fills ? { example: definition.example } : {}),
      'x-minimum-plan': definition.plan,
    };
    if (definition.cityCodesPlan) object['x-city-codes-plan'] = definition.cityCodesPlan;
    return object;
  }

  private parameterObjects(endpoint: Endpoint): Json[] {
    const path = endpoint.pathParameters.map((definition) => ({
      name: definition.name,
      in: 'path',
      required: true,
      description: definition.description,
      schema: definition.schema,
      example: definition.example,
    }));
    const query = endpoint.parameters
      .filter((definition) => definition.in !== 'path')
      .flatMap((definition) => [
        this.parameterObject(endpoint, definition, definition.name, definition.description),
        ...(definition.aliases ?? []).map((alias) =>
          this.parameterObject(endpoint, definition, alias.name, alias.description),
        ),
      ]);
    const credentials = QUERY_CREDENTIALS.map((credential) => ({
      name: credential.name,
      in: 'query',
      required: false,
      description: credential.parameter,
      schema: { type: 'string', maxLength: MAX_KEY_LENGTH, examples: [EXAMPLE_KEY] },
      deprecated: true,
    }));
    return [...path, ...query, ...credentials];
  }

  private successResponse(endpoint: Endpoint, operationId: string): Json {
    const { success } = endpoint;
    if (success.kind === 'file') {
      return {
        description: success.description,
        headers: { ...rateHeaders, ETag: header('ETag'), ...success.headers },
        content: Object.fromEntries(
          Object.values(success.contentTypes).map(({ contentType, description }) => {
            const type = contentType.split(';')[0]!;
            const examples = examplesOf(this.examples, operationId, '200', type);
            return [type, { schema: { type: 'string', description }, ...(examples ? { examples } : {}) }];
          }),
        ),
      };
    }
    const content: Json = {
      'application/json': this.json(
        operationId,
        '200',
        objectOf({ ...success.members, ...envelopeTail }, success.optional),
      ),
    };
    if (endpoint.offersXml)
      content['application/xml'] = {
        schema: {
          type: 'string',
          description: `${XML_FORM} With format=xml, ${PLAN_LABELS[endpoint.formatParameter!.plan]} and above.`,
        },
      };
    return { description: 'Success.', headers: { ...rateHeaders, ETag: header('ETag') }, content };
  }

  private keyedOperation(endpoint: Endpoint, path: EndpointPath): Json {
    const responses: Json = {
      '200': this.successResponse(endpoint, path.operationId),
      '304': {
        description: 'Not modified: If-None-Match named the current ETag.',
        headers: { ...rateHeaders, ETag: header('ETag') },
      },
    };
    for (const status of KEYED_ERRORS) responses[status] = this.errorResponse(path.operationId, status, true);
    const description = [path.note, endpoint.description].filter(Boolean).join(' ');
    const gated = endpoint.plan !== 'explorer';
    return {
      tags: [endpoint.tag],
      operationId: path.operationId,
      summary: path.summary,
      description: gated
        ? `${description} Plan: ${PLAN_LABELS[endpoint.plan]} and above; a lower plan gets 403 plan_restricted.`
        : description,
      'x-minimum-plan': endpoint.plan,
      security: CREDENTIALS.map((credential) => ({ [credential.scheme]: [] })),
      parameters: this.parameterObjects(endpoint),
      responses,
    };
  }

  private openOperation(endpoint: OpenEndpoint, path: EndpointPath): Json {
    const { operationId } = path;
    // What any request may hear before it is routed: Node's HTTP parser refused it.
    const responses: Json = {
      '400': this.errorResponse(operationId, '400', false, '`invalid_parameter`: the request is not valid HTTP/1.1.'),
      '408': this.errorResponse(operationId, '408', false),
      '431': this.errorResponse(operationId, '431', false),
    };
    for (const [status, response] of Object.entries(endpoint.responses)) {
      if ('error' in response) {
        responses[status] = this.errorResponse(operationId, status, false);
        continue;
      }
      const content: Json = response.schema
        ? { 'application/json': this.json(operationId, status, response.schema) }
        : {};
      for (const [type, description] of Object.entries(response.content ?? {}))
        content[type] = { schema: { type: 'string', description } };
      responses[status] = {
        description: response.description,
        headers: headersOf(response.headers),
        ...(Object.keys(content).length > 0 ? { content } : {}),
      };
    }
    // Explicitly open: no credential is needed (the keyed operations list theirs).
    return {
      tags: [endpoint.tag],
      operationId,
      summary: path.summary,
      description: endpoint.description,
      security: [],
      ...(endpoint.parameters ? { parameters: endpoint.parameters } : {}),
      responses: sortedByStatus(responses),
    };
  }

  operation(endpoint: AnyEndpoint, path: EndpointPath): Json {
    return endpoint.open ? this.openOperation(endpoint, path) : this.keyedOperation(endpoint, path);
  }

  /** The document's introduction: what a reader needs before the first call, in its own words. */
  description(): string {
    const limits = PLANS.map(
      (plan) => `${PLAN_LABELS[plan]} ${DEFAULT_LIMITS[plan].daily?.toLocaleString('en-US') ?? 'no limit'}`,
    ).join(', ');
    const versionPlans = CONTRACTS.filter((contract) => contract.minimumPlan !== 'explorer')
      .map((contract) => `${contract.version} needs ${PLAN_LABELS[contract.minimumPlan]} or above`)
      .join('; ');
    const statuses = [...new Set(Object.values(ERROR_STATUS))]
      .map(
        (status) =>
          `${status} ${Object.entries(ERROR_STATUS)
            .filter(([, each]) => each === status)
            .map(([code]) => `\`${code}\``)
            .join(', ')}`,
      )
      .join('; ');
    return [
      'Public holidays and observances by country and year: each holiday with its date, the day it is observed, its names, its type and where it applies.',
      `**First call.** Choose *Authorize* and give your key as ApiKeyHeader (the X-API-Key header). Open *${list.tag}*, then *GET ${list.paths[0]!.path}*, choose *Try it out* and *Execute*: the form starts with country=US and year=2026, and the answer is the holidays of the United States in 2026, as its example shows. Every operation's form starts with what it needs and nothing more; the other parameters show an example beside them.`,
      `**Keys and plans.** Send the key in the X-API-Key header, or as \`Authorization: Bearer <key>\`; the api_key and api_token query parameters still work but are deprecated. Requests per UTC day: ${limits}; a month allows 30 days' worth. Every operation and parameter says the lowest plan that may use it (also as \`x-minimum-plan\`); a lower plan gets 403 \`plan_restricted\`, naming the plan that unlocks it. A parameter is refused when it is sent at all, whatever its value.`,
      `**Contract versions.** \`dataVersion\` chooses the shape of the holiday object: ${CONTRACT_VERSIONS.join(', ')}; default ${DEFAULT_VERSION}; ${versionPlans}.`,
      `**Answers.** JSON, or XML with format=xml (${PLAN_LABELS[list.formatParameter!.plan]} and above; the root element is \`response\`, one element per member, each array's items named by its schema's \`xml.name\`). Every answer carries an X-Request-Id header, and its body ends with \`requestId\` (the same id) and \`status\` (the HTTP status). Answers to a key carry X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; data answers carry a weak ETag: send it in If-None-Match for a 304 without a body.`,
      `**Errors.** \`{"error": {"code", "message", "details"}, "errors", "requestId", "status"}\`, \`errors\` on a 400 only, naming every bad parameter. Codes by status: ${statuses}; 503 (no data can be read right now) is \`internal_error\` with Retry-After, and 431 (headers over 16 KB) \`invalid_parameter\`. Each status of each operation has an example below.`,
      `**Examples.** The example answers are real ones: this server's answers over ${this.examples.dataset}, each to the request its description names (their requestId aside). The data served here covers more countries and years.`,
    ].join('\n\n');
  }
}

function valueSchema(definition: ParameterDef): Json {
  return definition.schema.type === 'string'
    ? { ...definition.schema, maxLength: definition.maxLength }
    : definition.schema;
}

/** What the parameter needs beyond the endpoint's own plan, in words. */
function planNote(endpoint: Endpoint, definition: ParameterDef): string {
  const notes: string[] = [];
  if (!planIncludes(endpoint.plan, definition.plan)) notes.push(`Plan: ${PLAN_LABELS[definition.plan]} and above`);
  if (definition.cityCodesPlan && !planIncludes(endpoint.plan, definition.cityCodesPlan))
    notes.push(`City codes: ${PLAN_LABELS[definition.cityCodesPlan]} and above`);
  return notes.map((note) => ` ${note}.`).join('');
}

const sortedByStatus = (responses: Json): Json =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

export function buildOpenApi(examples: ExampleFile = readExamples()): Json {
  const builder = new DocumentBuilder(examples);
  const paths: Json = {};
  for (const endpoint of ENDPOINTS)
    for (const path of endpoint.paths) paths[path.path] = { get: builder.operation(endpoint, path) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Public holidays API',
      version: '3.1.0',
      description: builder.description(),
    },
    // Relative: the paths are rooted wherever this document is served from (the reference page at /v3/docs calls that server).
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      securitySchemes: Object.fromEntries(
        CREDENTIALS.map((credential) => [credential.scheme, credential.securityScheme]),
      ),
      headers: HEADERS,
      examples: Object.fromEntries(examples.shared.map((example) => [example.name, exampleObject(example)])),
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
            errors: arrayOf(
              objectOf({ parameter: { type: 'string' }, message: { type: 'string' } }),
              'error',
              'On a 400: every bad parameter.',
            ),
            ...envelopeTail,
          },
          ['errors'],
        ),
      },
    },
  };
}

export const renderOpenApi = (examples?: ExampleFile) => layoutJson(buildOpenApi(examples));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
