// The change feed and the history name each changed field as the holiday
// object does: the ledger's `nameLocal` is `name_local` there (every contract
// version spells it so). Every other field already has one spelling.
// `nameLocal` is kept beside it with the same value, deprecated: 3.x clients
// of the feed read that key, and every 3.x version serves the same feed.

import type { FieldChange } from '../core/types.js';

const PUBLISHED_NAMES: Readonly<Record<string, string>> = { nameLocal: 'name_local' };

/** Deprecated spellings still sent beside the published name, with the same value. */
export const DEPRECATED_ALIASES: Readonly<Record<string, string>> = { name_local: 'nameLocal' };

export function publishedFields(fields: Readonly<Record<string, FieldChange>>): Record<string, FieldChange> {
  const named: Record<string, FieldChange> = {};
  for (const [field, change] of Object.entries(fields)) {
    const name = PUBLISHED_NAMES[field] ?? field;
    named[name] = change;
    const alias = DEPRECATED_ALIASES[name];
    if (alias !== undefined) named[alias] = change;
  }
  return named;
}
