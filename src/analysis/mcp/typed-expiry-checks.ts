import type { TSESTree } from '@typescript-eslint/utils';
import { skipValueWrappers, type Node } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { findMixedUnits, type MixedUnits } from './state-checks.js';

const RELATIONAL: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/**
 * A comparison of a field of a value by its declared type with the clock in another unit than the module that declares
 * the type writes that field in: `envelope.exp <= nowSeconds` with `let envelope: SealedEnvelope<P>`, where every
 * `SealedEnvelope` the sealer's module makes has `exp: now + ttlMs`. Wherever the value came from (an opener out of
 * sight, a parameter whose callers are unseen), its type says what the field holds.
 */
export function typedExpiryMix(mcp: McpFile, comparison: TSESTree.BinaryExpression): MixedUnits | undefined {
  if (!RELATIONAL.has(comparison.operator)) return undefined;
  for (const side of [comparison.left, comparison.right]) {
    const typed = fieldOwner(side);
    const units = typed && mcp.provenance.declaredFieldUnits(typed);
    if (units && units.size > 0) return findMixedUnits(mcp, comparison, units);
  }
  return undefined;
}

/** `envelope` of `envelope.exp`, `envelope.exp * 1000`: the variable whose field a side reads. */
function fieldOwner(side: Node): TSESTree.Identifier | undefined {
  let expression = skipValueWrappers(side);
  while (expression.type === 'BinaryExpression' && (expression.operator === '*' || expression.operator === '/')) expression = skipValueWrappers(expression.left);
  if (expression.type !== 'MemberExpression' || expression.computed) return undefined;
  const object = skipValueWrappers(expression.object);
  return object.type === 'Identifier' ? object : undefined;
}
