import { getPropertyName, skipValueWrappers, thenPassesOn, type Expression, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { calledBackBy, isHandMadePromise, resolvedValues, settledInto } from '../scope/promise-callbacks.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { sealOf } from './seals.js';

const MAX_DEPTH = 12;

/**
 * The expressions a value is made of after following `const`s (and every value a variable is given by assignment),
 * `await`, conditionals and the returns of local functions: `requestState: encode(s)` with
 * `const encode = (s) => btoa(JSON.stringify(s))` gives `btoa(…)`.
 */
export function terminalsOf(mcp: McpFile, node: Node): Expression[] {
  const terminals: Expression[] = [];
  const seen = new Set<Node>();
  const visit = (current: Node, depth: number): void => {
    const expression = skipValueWrappers(current) as Expression;
    if (seen.has(expression) || depth > MAX_DEPTH) return;
    seen.add(expression);
    switch (expression.type) {
      case 'ConditionalExpression':
        visit(expression.consequent, depth + 1);
        visit(expression.alternate, depth + 1);
        return;
      case 'LogicalExpression':
        visit(expression.left, depth + 1);
        visit(expression.right, depth + 1);
        return;
      case 'Identifier': {
        const binding = resolveBinding(mcp.sourceCode, expression);
        // `token` of `jwt.sign(claims, key, options, (err, token) => …)`: the call
        // (or of `issueAsync(claims).then((token) => …)`: what the promise settles to)
        const calledBack = binding?.kind === 'parameter' && binding.path.length === 0 ? (calledBackBy(binding.fn, binding.position) ?? settledInto(binding.fn, binding.position)) : undefined;
        if (binding?.kind === 'initialized' && binding.path.length === 0) visit(binding.init, depth + 1);
        else if (binding?.kind === 'assigned') for (const value of binding.values) visit(value, depth + 1);
        else if (calledBack) visit(calledBack, depth + 1);
        else terminals.push(expression);
        return;
      }
      case 'NewExpression': {
        // a promise made by hand: what its executor resolves it with
        const resolved = isHandMadePromise(expression) ? resolvedValues(mcp.sourceCode, expression) : undefined;
        if (resolved && resolved.length > 0) for (const value of resolved) visit(value, depth + 1);
        else terminals.push(expression);
        return;
      }
      case 'CallExpression': {
        terminals.push(expression);
        const passed = thenPassesOn(expression);
        if (passed) visit(passed, depth + 1);
        if (sealOf(mcp, expression)) return;
        const local = mcp.provenance.of(expression.callee).functionNode;
        // the returns of a helper of another module are that module's nodes, not this file's terminals
        if (local && fileOwning(mcp, local) === mcp) for (const returned of returnedExpressions(local, mcp.sourceCode)) visit(returned, depth + 1);
        return;
      }
      case 'MemberExpression':
        // `sealed.value` of a result that holds the state
        if (!expression.computed && getPropertyName(expression) === 'value' && mcp.provenance.of(expression.object).heldInResult) visit(expression.object, depth + 1);
        else terminals.push(expression);
        return;
      default:
        terminals.push(expression);
    }
  };
  visit(node, 0);
  return terminals;
}

/**
 * {@link terminalsOf}, and inside a string that only wraps one value in fixed text (`` `j.${token}` ``, `'v1.' + token`)
 * the terminals of that value: the token is still the one made there.
 */
export function wrappedTerminalsOf(mcp: McpFile, node: Node, depth = 0): Expression[] {
  return terminalsOf(mcp, node).flatMap((terminal) => {
    const wrapped = depth < 2 ? wrappedValue(terminal) : undefined;
    return wrapped ? [terminal, ...wrappedTerminalsOf(mcp, wrapped, depth + 1)] : [terminal];
  });
}

/** The one value a string wraps in fixed text: `` `j.${token}` ``, `'v1.' + token`, `token + '.v1'`. */
function wrappedValue(node: Expression): Node | undefined {
  if (node.type === 'TemplateLiteral') return node.expressions.length === 1 ? node.expressions[0] : undefined;
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return undefined;
  const isText = (side: Node) => side.type === 'Literal' && typeof side.value === 'string';
  if (isText(node.left)) return node.right;
  return isText(node.right) ? node.left : undefined;
}
