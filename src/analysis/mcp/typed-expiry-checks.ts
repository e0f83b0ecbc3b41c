import type { TSESTree } from '@typescript-eslint/utils';
import { skipValueWrappers, type Node } from '../syntax/ast.js';
import { fieldUnitsOfType, type FieldUnits } from '../values/typed-field-units.js';
import { clockUnit } from '../values/durations.js';
import { clockScopeOf } from './clock-scopes.js';
import { getMcpFile, type McpFile } from './file.js';
import { findExpirySealers, findMixedUnits, writtenExpiryUnits, type MixedUnits } from './state-checks.js';

const RELATIONAL: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/**
 * A comparison of a field of a value by its declared type with the clock in another unit than the module that declares
 * the type writes that field in: `envelope.exp <= nowSeconds` with `let envelope: SealedEnvelope<P>`, where every
 * `SealedEnvelope` the sealer's module makes has `exp: now + ttlMs`. Wherever the value came from (an opener out of
 * sight, a parameter whose callers are unseen), its type says what the field holds.
 */
export function typedExpiryMix(mcp: McpFile, comparison: TSESTree.BinaryExpression): MixedUnits | undefined {
  if (!RELATIONAL.has(comparison.operator)) return undefined;
  for (const [side, other] of [
    [comparison.left, comparison.right],
    [comparison.right, comparison.left],
  ] as const) {
    const typed = fieldOwner(side);
    // the clock on the other side first: the type is looked up only for a comparison with it
    if (!typed || !readsClock(mcp, other)) continue;
    const declared = mcp.provenance.declaredTypeOf(typed);
    const units = declared && typeFieldUnits(getMcpFile(declared.module.sourceCode, declared.module), declared.typeName);
    if (units && units.size > 0) return findMixedUnits(mcp, comparison, units);
  }
  return undefined;
}

/**
 * The units the module that declares a type writes its fields in: in the literals it declares of the type, else in what
 * its sealers sign (`encodeJson({ sub, exp: now() + ttlMs })` beside `decodeJson<StateEnvelope<T>>(body)`).
 */
function typeFieldUnits(owner: McpFile, typeName: string): FieldUnits {
  const declared = fieldUnitsOfType(owner.sourceCode, typeName);
  return declared.size > 0 ? declared : writtenExpiryUnits(owner, findExpirySealers(owner));
}

/** Whether a side reads the clock, scaled or not (`Date.now()`, `Date.now() / 1000`, `nowSeconds() * 1000`). */
function readsClock(mcp: McpFile, side: Node): boolean {
  return clockUnit(clockScopeOf(mcp), unscaled(side)) !== undefined;
}

/** `envelope` of `envelope.exp`, `envelope.exp * 1000`: the variable whose field a side reads. */
function fieldOwner(side: Node): TSESTree.Identifier | undefined {
  const expression = unscaled(side);
  if (expression.type !== 'MemberExpression' || expression.computed) return undefined;
  const object = skipValueWrappers(expression.object);
  return object.type === 'Identifier' ? object : undefined;
}

/** What a side multiplies or divides (`x` of `x * 1000`, `x / 1000`). */
function unscaled(side: Node): Node {
  let expression = skipValueWrappers(side);
  while (expression.type === 'BinaryExpression' && (expression.operator === '*' || expression.operator === '/')) expression = skipValueWrappers(expression.left);
  return expression;
}
