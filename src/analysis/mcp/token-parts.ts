import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getStaticString, skipValueWrappers, type Expression } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';

/**
 * The text `part` is a piece of: `token` for `body` of `const [body, mac] = token.split('.')`, for `parts[1]` of
 * `const parts = String(token).split('.')`, and for `token.split('.')[0]`.
 */
export function splitFrom(mcp: McpFile, part: Expression): Expression | undefined {
  const piece = skipValueWrappers(part);
  if (piece.type === 'MemberExpression' && piece.computed && piece.property.type === 'Literal' && typeof piece.property.value === 'number') {
    const list = skipValueWrappers(piece.object);
    if (list.type === 'CallExpression') return splitReceiver(mcp, list);
    const binding = list.type === 'Identifier' ? resolveBinding(mcp.sourceCode, list) : undefined;
    return binding?.kind === 'initialized' && binding.path.length === 0 ? splitReceiver(mcp, binding.init) : undefined;
  }
  if (piece.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, piece);
  if (binding?.kind !== 'initialized' || binding.path.length !== 1 || binding.path[0]!.type !== 'index') return undefined;
  return splitReceiver(mcp, binding.init);
}

/** `token` of `token.split('.')`, as text (see {@link sameText}). */
function splitReceiver(mcp: McpFile, init: TSESTree.Node): Expression | undefined {
  const split = skipValueWrappers(init);
  const receiver = split.type === 'CallExpression' && getMethodName(split) === 'split' ? getMethodReceiver(split) : undefined;
  return receiver && sameText(mcp, receiver as Expression);
}

/** `String(token || '')`, `token ?? ''`, `` `${token}` ``: the text of `token` itself. */
export function sameText(mcp: McpFile, node: Expression): Expression {
  const value = skipValueWrappers(node) as Expression;
  if (value.type === 'CallExpression' && value.arguments.length === 1 && value.arguments[0]!.type !== 'SpreadElement' && isReferenceTo(mcp.provenance.of(value.callee).reference, GLOBALS, 'String')) return sameText(mcp, value.arguments[0] as Expression);
  if (value.type === 'LogicalExpression' && (value.operator === '||' || value.operator === '??') && getStaticString(value.right) === '') return sameText(mcp, value.left);
  if (value.type === 'TemplateLiteral' && value.expressions.length === 1 && value.quasis.every((quasi) => quasi.value.cooked === '')) return sameText(mcp, value.expressions[0] as Expression);
  return value;
}
