import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPropertyName, isNullishLiteral, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { heldExpression } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { enclosingToolHandler } from './tool-handlers.js';

/** `ctx.mcpReq.requestState()`: the SDK 2.x read of the state a client sent (verified only behind a verify hook). */
export function isSdkStateRead(node: Node): node is TSESTree.CallExpression {
  return node.type === 'CallExpression' && getMethodName(node) === 'requestState' && node.arguments.length === 0 && isMcpReq(getMethodReceiver(node));
}

/** `ctx.mcpReq`: where SDK 2.x hands a handler the request's own reads. */
export function isMcpReq(node: Node | undefined): boolean {
  const expression = node && skipValueWrappers(node);
  return expression?.type === 'MemberExpression' && getPropertyName(expression) === 'mcpReq';
}

const importsStateReadsByFile = new WeakMap<McpFile, boolean>();

/**
 * Whether a call of the file may run a helper of another module that reads the client's state: a module the file
 * imports (or one it imports, or one that imports the file) spells `mcpReq` and `requestState`. Only the text is read;
 * no module is parsed.
 */
export function mayReadStateThroughImports(mcp: McpFile): boolean {
  let answer = importsStateReadsByFile.get(mcp);
  if (answer === undefined) {
    // or one that loads this file and hands its functions a helper that reads it
    answer = mcp.provenance.importsSpell(['mcpReq', 'requestState']) || mcp.provenance.importersSpell(['mcpReq', 'requestState']);
    importsStateReadsByFile.set(mcp, answer);
  }
  return answer;
}

const stateReadersByFunction = new WeakMap<FunctionNode, number | undefined>();

/**
 * `pendingTransfer(ctx)` with a `pendingTransfer(ctx) { return ctx.mcpReq.requestState(); }` of another module (an
 * export, a method, a factory's closure): the call is the SDK read itself, of the context it passes. A helper of this
 * file is followed from the read it makes, and reported there.
 */
export function isHelperStateRead(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  if (call.arguments.length === 0 || !mayReadStateThroughImports(mcp) || !passesHandlerParameter(mcp, call)) return false;
  const fn = calleeFunctionOf(mcp, call);
  if (!fn) return false;
  const owner = fileOwning(mcp, fn);
  if (owner === mcp) return false;
  const index = stateReaderParameter(owner, fn);
  const argument = index === undefined ? undefined : call.arguments[index];
  return argument !== undefined && argument.type !== 'SpreadElement';
}

/**
 * Whether `call`, in a tool handler, hands over a parameter of that handler whole (`helper(ctx)`): only such a call
 * can give a helper the context it reads the state of, and asking which function the others run would cost every call.
 */
function passesHandlerParameter(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const handler = enclosingToolHandler(mcp, call);
  return (
    handler !== undefined &&
    call.arguments.some((argument) => {
      const value = skipValueWrappers(argument);
      return value.type === 'Identifier' && parameterIndex(mcp.sourceCode, value, handler.fn) !== undefined;
    })
  );
}

/**
 * The parameter whose SDK state `fn` returns: each expression it returns is `ctx.mcpReq.requestState()` of that
 * parameter (or nothing: `null`, `undefined`), and one at least is.
 */
function stateReaderParameter(owner: McpFile, fn: FunctionNode): number | undefined {
  if (stateReadersByFunction.has(fn)) return stateReadersByFunction.get(fn);
  let index: number | undefined;
  if (owner.vocabulary.spells('mcpReq') && owner.vocabulary.spells('requestState')) {
    const indexes = new Set<number | 'nothing' | 'other'>();
    for (const returned of returnedExpressions(fn, owner.sourceCode)) indexes.add(readParameterOf(owner, fn, returned));
    indexes.delete('nothing');
    const [only] = indexes;
    index = indexes.size === 1 && typeof only === 'number' ? only : undefined;
  }
  stateReadersByFunction.set(fn, index);
  return index;
}

function readParameterOf(owner: McpFile, fn: FunctionNode, returned: Node, depth = 0): number | 'nothing' | 'other' {
  // `typeof s === 'string' && s.length ? s : null` of `const s = ctx.mcpReq.requestState()`: the read, or nothing
  const expression = depth < 3 ? heldExpression(owner.sourceCode, returned) : skipValueWrappers(returned);
  if (expression.type === 'ConditionalExpression') {
    const sides = new Set([readParameterOf(owner, fn, expression.consequent, depth + 1), readParameterOf(owner, fn, expression.alternate, depth + 1)]);
    sides.delete('nothing');
    const [only] = sides;
    return sides.size === 0 ? 'nothing' : sides.size === 1 ? only! : 'other';
  }
  if (isNullishLiteral(expression)) return 'nothing';
  if (!isSdkStateRead(expression)) return 'other';
  const mcpReq = skipValueWrappers(getMethodReceiver(expression)!);
  const context = mcpReq.type === 'MemberExpression' ? skipValueWrappers(mcpReq.object) : undefined;
  return (context && parameterIndex(owner.sourceCode, context, fn)) ?? 'other';
}
