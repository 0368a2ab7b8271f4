// The change feed and the history name each changed field as the holiday
// object does: the ledger's `nameLocal` is `name_local` there (every contract
// version spells it so). Every other field already has one spelling.

import type { FieldChange } from '../core/types.js';

const PUBLISHED_NAMES: Readonly<Record<string, string>> = { nameLocal: 'name_local' };

export function publishedFields(fields: Readonly<Record<string, FieldChange>>): Record<string, FieldChange> {
  const named: Record<string, FieldChange> = {};
  for (const [field, change] of Object.entries(fields)) named[PUBLISHED_NAMES[field] ?? field] = change;
  return named;
}
