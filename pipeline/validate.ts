// Every emitted file is checked against its contract's hand-written JSON Schema
// (core/contract-schemas.ts) before anything is published.

import type { SchemaViolation } from '../core/contract-schemas.js';

export { ContractValidator, schemaPath, type FileKind, type SchemaViolation } from '../core/contract-schemas.js';

export class ValidationFailed extends Error {
  readonly violations: SchemaViolation[];
  constructor(violations: SchemaViolation[]) {
    const first = violations[0]!;
    super(
      `invalid output, nothing published: ${first.file}: ${first.record}: ${first.message} (rule: ${first.rule})` +
        (violations.length > 1 ? ` (+${violations.length - 1} more)` : ''),
    );
    this.violations = violations;
  }
}
