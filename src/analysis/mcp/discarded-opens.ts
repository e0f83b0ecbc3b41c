import type { TSESTree } from '@typescript-eslint/utils';
import { isDiscarded, walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { isIncomingState } from './incoming-state.js';
import { openOf } from './opens.js';

/**
 * Whether `fn` hands the client's state only to opens whose result it throws away (`await codec.verify(raw, ctx);`):
 * the signature is checked and nothing the state carries is read, so what the first round sealed there (the
 * arguments it confirmed) binds nothing the retry does.
 */
export function opensOnlyToCheck(mcp: McpFile, fn: FunctionNode): boolean {
  let opens = 0;
  let other = false;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (other || node.type !== 'CallExpression' || !handsState(mcp, node)) return;
    if (openOf(mcp, node) && isDiscarded(node)) opens += 1;
    else other = true;
  });
  return opens > 0 && !other;
}

function handsState(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return call.arguments.some((argument) => argument.type !== 'SpreadElement' && isIncomingState(mcp, argument));
}
