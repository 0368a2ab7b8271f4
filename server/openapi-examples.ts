// The example answers of the OpenAPI document: real answers of this server,
// kept in server/openapi-examples.json and placed in the document by
// server/openapi.ts. test/server/openapi-examples.test.ts makes them (the
// server over the tests' small dataset; each operation called with the
// examples of the parameters the reference page fills in, each error provoked
// as a client provokes it) and fails when an answer differs from the file;
// UPDATE_OPENAPI_EXAMPLES=1 rewrites the file and the document from the
// answers.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;

export const EXAMPLES_FILE = fileURLToPath(new URL('./openapi-examples.json', import.meta.url));

/** One answer, as the document shows it. */
export interface RecordedExample {
  /** Its name in the document (the key of its `examples` map, or of components/examples when shared). */
  name: string;
  status: string;
  contentType: string;
  /** What it shows, in a few words. */
  summary: string;
  /** The request it answers: method, path and query, and the key's plan. */
  request: string;
  /** The body: the JSON as parsed, or a file's text. */
  value: unknown;
}

export interface ExampleFile {
  /** The dataset the answers were made from, in words. */
  dataset: string;
  /** What every example carries as its requestId, in place of the one of its answer. */
  requestId: string;
  /** Each operation's own answers, by operationId. */
  operations: Record<string, RecordedExample[]>;
  /** Errors any operation may hear, the same wherever they are heard (no key, a daily limit, …): one per status. */
  shared: RecordedExample[];
}

const EMPTY: ExampleFile = { dataset: '', requestId: '', operations: {}, shared: [] };

/** The recorded examples; none before they were first recorded. */
export function readExamples(file = EXAMPLES_FILE): ExampleFile {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleFile) : EMPTY;
}

/** The document's Example Object. */
export const exampleObject = (example: RecordedExample): Json => ({
  summary: example.summary,
  description: `The answer to ${example.request}.`,
  value: example.value,
});

/**
 * The `examples` map of one answer of an operation: its own examples of that
 * status and content type, else the shared one of the status (a reference).
 */
export function examplesOf(
  file: ExampleFile,
  operationId: string,
  status: string,
  contentType: string,
): Json | undefined {
  const own = (file.operations[operationId] ?? []).filter(
    (example) => example.status === status && example.contentType === contentType,
  );
  if (own.length > 0) return Object.fromEntries(own.map((example) => [example.name, exampleObject(example)]));
  const shared =
    contentType === 'application/json' ? file.shared.find((example) => example.status === status) : undefined;
  return shared ? { [shared.name]: { $ref: `#/components/examples/${shared.name}` } } : undefined;
}

/** A value laid out down to `levels` levels, each deeper one on a single line. */
function layout(value: unknown, levels: number, indent: string): string {
  if (levels === 0 || value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const lines = Array.isArray(value)
    ? value.map((item) => inner + layout(item, levels - 1, inner))
    : Object.entries(value).map(
        ([name, member]) => `${inner}${JSON.stringify(name)}: ${layout(member, levels - 1, inner)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return lines.length === 0 ? `${open}${close}` : `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

/**
 * JSON with two-space indents, except the example values (the `value` of an
 * object with a `summary`): laid out two levels deep, so that a holiday, a
 * country or a change is one line, not thirty (the document and the recorded
 * examples would otherwise triple in size).
 */
export function layoutJson(data: unknown): string {
  const values: unknown[] = [];
  const text = JSON.stringify(
    data,
    function (this: unknown, key, value: unknown) {
      if (key !== 'value' || typeof this !== 'object' || this === null || !('summary' in this)) return value;
      values.push(value);
      return `\u0000${values.length - 1}`;
    },
    2,
  );
  return `${text.replace(/^( *)(.*)"\\u0000(\d+)"/gm, (_, indent: string, before: string, index: string) => `${indent}${before}${layout(values[Number(index)], 2, indent)}`)}\n`;
}
