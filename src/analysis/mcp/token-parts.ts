import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getStaticString, pushChildren, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

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

/** The methods that cut text (or a list of its pieces) into pieces, and read them, and nothing else. */
const TEXT_CUTS: ReadonlySet<string> = new Set([
  ...['split', 'slice', 'substring', 'substr', 'trim', 'trimStart', 'trimEnd', 'charAt', 'at'],
  ...['indexOf', 'lastIndexOf', 'startsWith', 'endsWith', 'includes', 'toLowerCase', 'toUpperCase'],
  ...['map', 'filter', 'find', 'forEach', 'push'],
]);

/**
 * Whether `fn` only cuts the text of its parameter at `index` into pieces (a framing parse: `parseStateCookie(raw)`
 * handing back `{ name, value, attrs }` of `raw.split(';')`): every call in it is one of {@link TEXT_CUTS} on a value,
 * and nothing is decoded, made or handed to another function. What it hands back is pieces of what it was handed.
 */
export function cutsTextOnly(owner: McpFile, fn: FunctionNode, index: number): boolean {
  if (fn.params[index]?.type !== 'Identifier' || fn.async || fn.generator || fn.body.type !== 'BlockStatement') return false;
  let cuts = true;
  const stack: Node[] = [fn.body];
  while (stack.length > 0 && cuts) {
    const node = stack.pop()!;
    if (node.type === 'NewExpression' || node.type === 'AwaitExpression' || node.type === 'TaggedTemplateExpression') cuts = false;
    else if (node.type === 'CallExpression') {
      const callee = skipValueWrappers(node.callee);
      const method = callee.type === 'MemberExpression' ? getMethodName(node) : undefined;
      // (a method of a global namespace decodes: `JSON.parse`, `Buffer.from`)
      const namespace = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && /^[A-Z]/.test(callee.object.name);
      if (method === undefined || !TEXT_CUTS.has(method) || namespace) cuts = false;
    }
    pushChildren(stack, node, owner.sourceCode.visitorKeys);
  }
  return cuts;
}

/**
 * Whether what a call hands back is held in a `const` whose every use hands one of its members to a call (a verify, a
 * decode), tests that it is there (`!cookie`, `cookie && …`) or compares a member with a literal (`cookie.name !==
 * 'crm_page'`, which tells the framing): what is done with the pieces is then done where they are handed.
 */
export function handsPiecesOn(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  const declarator = call.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== call || declarator.id.type !== 'Identifier') return false;
  const uses = sourceCode.getDeclaredVariables(declarator)[0]?.references.filter((reference) => !reference.init) ?? [];
  return (
    uses.length > 0 &&
    uses.every(({ identifier }) => {
      const member = identifier.parent;
      if (member?.type !== 'MemberExpression' || member.object !== identifier) {
        return (member?.type === 'UnaryExpression' && member.operator === '!') || (member?.type === 'LogicalExpression' && member.left === identifier);
      }
      const handed = member.parent;
      const literal = handed?.type === 'BinaryExpression' && /^[!=]==?$/.test(handed.operator) && (handed.left.type === 'Literal' || handed.right.type === 'Literal');
      return (handed?.type === 'CallExpression' && handed.arguments.includes(member)) || literal;
    })
  );
}
