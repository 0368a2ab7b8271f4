// XML mirror of a JSON envelope, one to one (docs/api.md, "XML"): the root is
// <response>; each object member becomes an element of the same name; an array
// becomes an element holding one child per item, named as the OpenAPI
// document names its items (server/xml-names.ts), else `item`; scalars become
// text (true/false, decimal numbers); null becomes an empty element. Text is
// escaped, and characters XML 1.0 cannot carry are dropped, so the document is
// always well-formed.

import { servedXmlItemNames } from './xml-names.js';

// Control characters, lone surrogates and U+FFFE/U+FFFF are not allowed in XML 1.0.
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A JSON member name as an XML element name (they are already valid for every envelope). */
function elementName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
}

function itemName(arrayName: string): string {
  return servedXmlItemNames().get(arrayName) ?? 'item';
}

function write(name: string, value: unknown, out: string[]): void {
  if (value === undefined) return;
  const tag = elementName(name);
  if (value === null) {
    out.push(`<${tag}/>`);
  } else if (Array.isArray(value)) {
    out.push(`<${tag}>`);
    for (const item of value) write(itemName(name), item, out);
    out.push(`</${tag}>`);
  } else if (typeof value === 'object') {
    out.push(`<${tag}>`);
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) write(key, member, out);
    out.push(`</${tag}>`);
  } else {
    out.push(`<${tag}>${escapeXml(String(value))}</${tag}>`);
  }
}

export function toXml(envelope: Record<string, unknown>): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  write('response', envelope, out);
  out.push('\n');
  return out.join('');
}
