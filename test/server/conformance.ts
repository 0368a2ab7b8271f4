// Checks an answer against the OpenAPI document (server/openapi.json): its
// status is one the document lists for the path, its content type one the
// status lists, its documented headers are there, and a JSON body validates
// against the status's schema. `call` (helpers.ts) checks every answer of
// every server test this way; conformance.test.ts makes sure the check can
// fail and that every endpoint's statuses are reached.

import { appendFileSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

interface Operation {
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Json }> }>;
}

export interface Checked {
  /** The document's path (templated), or null for a path it does not describe. */
  path: string | null;
  status: number;
  problems: string[];
}

const COMPONENTS_ID = 'https://public-holidays.local/openapi-components';

const errorAnswer = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** A path the document does not describe: 404, or the answers to a request Node's parser refused. */
const UNROUTED: Operation['responses'] = {
  '404': errorAnswer,
  '400': errorAnswer,
  '408': errorAnswer,
  '431': errorAnswer,
};

/** The body as sent before compression. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  return answer.text;
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  raw: Buffer;
}

/** Validates answers against one OpenAPI document. */
export class Conformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: { pattern: RegExp; path: string }[];

  constructor(private readonly document: Json) {
    (addFormatsModule as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS_ID, components: document.components });
    this.routes = Object.keys(document.paths as Json).map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  static fromFile(file = new URL('../../server/openapi.json', import.meta.url)): Conformance {
    return new Conformance(JSON.parse(readFileSync(file, 'utf8')) as Json);
  }

  /** The document's path for a request path (query and trailing slash ignored), or null. */
  pathOf(requestPath: string): string | null {
    let path = requestPath.split('?')[0]!;
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    return this.routes.find((route) => route.pattern.test(path))?.path ?? null;
  }

  /** A response's header object, its component when it refers to one. */
  private header(definition: unknown): Json {
    const reference = (definition as Json).$ref;
    if (typeof reference !== 'string') return definition as Json;
    const name = reference.replace('#/components/headers/', '');
    return ((this.document.components as Json).headers as Record<string, Json>)[name]!;
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // The schema's references point into the components, added once under their own id.
      const text = JSON.stringify(schema).replace(/"#\/components\//g, `"${COMPONENTS_ID}#/components/`);
      validate = this.ajv.compile(JSON.parse(text) as Json);
      this.validators.set(key, validate);
    }
    return validate;
  }

  check(requestPath: string, method: string, answer: Answer): Checked {
    const path = this.pathOf(requestPath);
    const problems: string[] = [];
    const status = answer.status;
    const paths = this.document.paths as Record<string, { get: Operation }>;
    // Every method's answer is documented under GET, the one operation (405 says the rest are refused).
    const responses = path ? paths[path]!.get.responses : UNROUTED;
    const response = responses[String(status)];
    if (!response)
      return { path, status, problems: [`status ${status} is not documented for ${path ?? 'an unknown path'}`] };
    for (const [name, definition] of Object.entries(response.headers ?? {})) {
      if (this.header(definition).required === true && answer.headers[name.toLowerCase()] === undefined)
        problems.push(`header ${name} is missing`);
    }
    const bodyless = method === 'HEAD' || status === 304;
    if (bodyless) {
      if (answer.text !== '') problems.push('a body where HTTP gives none');
      return { path, status, problems };
    }
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const content = response.content?.[contentType];
    if (!content)
      return {
        path,
        status,
        problems: [...problems, `content type ${contentType || '(none)'} is not documented for ${status}`],
      };
    if (contentType === 'application/json') {
      let body: unknown;
      try {
        body = JSON.parse(decoded(answer));
      } catch {
        return { path, status, problems: [...problems, 'the body is not JSON'] };
      }
      const validate = this.validator(`${path} ${status}`, content.schema);
      if (!validate(body))
        problems.push(
          ...(validate.errors ?? [])
            .slice(0, 5)
            .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`),
        );
    }
    return { path, status, problems };
  }
}

let shared: Conformance | undefined;

/**
 * Checks one answer of a server test; throws when it does not conform, so
 * that the test that made the request fails. With CONFORMANCE_LOG set, each
 * checked answer adds a line `<method> <path> <status> <content type>` there.
 */
export function conform(requestPath: string, method: string, answer: Answer): void {
  if (method === 'OPTIONS') return; // CORS preflights are not operations of the document
  shared ??= Conformance.fromFile();
  const checked = shared.check(requestPath, method, answer);
  if (process.env.CONFORMANCE_LOG)
    appendFileSync(
      process.env.CONFORMANCE_LOG,
      `${method} ${checked.path ?? '(unknown path)'} ${checked.status} ${String(answer.headers['content-type'] ?? '').split(';')[0]}\n`,
    );
  if (checked.problems.length > 0) {
    throw new Error(
      `the answer to ${method} ${requestPath.slice(0, 120)} (${checked.status}) does not conform to server/openapi.json: ${checked.problems.join('; ')}\n${answer.text.slice(0, 300)}`,
    );
  }
}
