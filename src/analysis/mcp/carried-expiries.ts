import { getStaticKeyName, skipValueWrappers, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { describeExpiry } from '../values/durations.js';
import { clockScopeOf } from './clock-scopes.js';
import type { McpFile } from './file.js';
import { EXPIRY_FIELD } from './signed-fields.js';
import { findStateResults } from './state-results.js';

/** An expiry written into what the file hands out as `requestState`, and the lifetime it gives. */
export interface CarriedExpiry {
  readonly value: Node;
  readonly ttlSeconds: number;
}

const MAX_DEPTH = 8;

/**
 * The expiries (`expiresAt: Date.now() + WINDOW_MS`, `exp: nowSeconds() + 3600`) of the objects the file's
 * `requestState` is made from, whatever makes it of them: a seal, an encoder, a codec picked from a table, a call out
 * of sight. Whoever makes the token of it, the state carries that lifetime, so it is judged where it is written. Only
 * this file's values are walked: through `const`s, awaits, choices, template text and every argument and receiver of a
 * call on the way.
 */
export function carriedExpiries(mcp: McpFile): CarriedExpiry[] {
  const found = new Map<Node, number>();
  const seen = new Set<Node>();
  const scope = clockScopeOf(mcp);
  const visit = (node: Node | null | undefined, depth: number): void => {
    if (!node || depth > MAX_DEPTH || seen.has(node)) return;
    seen.add(node);
    const expression = skipValueWrappers(node);
    switch (expression.type) {
      case 'ObjectExpression':
        for (const property of expression.properties) {
          if (property.type === 'SpreadElement') {
            visit(property.argument, depth + 1);
            continue;
          }
          const name = getStaticKeyName(property.key, property.computed);
          const value = property.value;
          if (name !== undefined && EXPIRY_FIELD.test(name)) {
            const expiry = describeExpiry(scope, value);
            if (expiry?.ttlSeconds !== undefined) found.set(value, expiry.ttlSeconds);
          } else visit(value, depth + 1);
        }
        return;
      case 'Identifier': {
        const binding = resolveBinding(mcp.sourceCode, expression);
        if (binding?.kind === 'initialized' && binding.path.length === 0) visit(binding.init, depth + 1);
        if (binding?.kind === 'assigned') for (const value of binding.values) visit(value, depth + 1);
        return;
      }
      case 'AwaitExpression':
        visit(expression.argument, depth + 1);
        return;
      case 'ConditionalExpression':
        visit(expression.consequent, depth + 1);
        visit(expression.alternate, depth + 1);
        return;
      case 'LogicalExpression':
      case 'BinaryExpression':
        visit(expression.left, depth + 1);
        visit(expression.right, depth + 1);
        return;
      case 'TemplateLiteral':
        for (const part of expression.expressions) visit(part, depth + 1);
        return;
      case 'ArrayExpression':
        for (const element of expression.elements) if (element?.type !== 'SpreadElement') visit(element, depth + 1);
        return;
      case 'CallExpression':
      case 'NewExpression':
        for (const argument of expression.arguments) visit(argument.type === 'SpreadElement' ? argument.argument : argument, depth + 1);
        if (expression.callee.type === 'MemberExpression') visit(expression.callee.object, depth + 1);
        return;
      default:
        return;
    }
  };
  for (const result of findStateResults(mcp)) visit(result.value, 0);
  return [...found].map(([value, ttlSeconds]) => ({ value, ttlSeconds }));
}
