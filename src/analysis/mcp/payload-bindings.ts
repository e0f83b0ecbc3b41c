import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, isFunctionNode, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { CodecMint } from './codec-mints.js';
import type { McpFile } from './file.js';
import { isSdkStateRead } from './incoming-state.js';
import { fieldsOf, namesTool, namesUser } from './signed-fields.js';
import { checksAroundCall } from './state-checks.js';
import { mintedFields } from './state-codecs.js';

/**
 * Whether a codec without `bind` binds its state in the payload: the file alone mints with it (it is not exported), it
 * mints here, and every mint binds in the payload (see {@link bindsInPayload}).
 */
export function codecBindsInPayload(mcp: McpFile, creation: TSESTree.CallExpression, mints: readonly CodecMint[]): boolean {
  return mints.length > 0 && !isExported(creation) && mints.every((mint) => bindsInPayload(mcp, mint));
}

/** `export const codec = createRequestStateCodec(…)`: other modules may mint with it too. */
function isExported(creation: TSESTree.CallExpression): boolean {
  for (let node: Node | undefined = creation.parent; node && node.type !== 'Program'; node = node.parent) {
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') return true;
    if (isFunctionNode(node)) return false;
  }
  return false;
}

/**
 * Whether a codec's mint binds its state in the payload instead of `bind`: the minted object names the user and the
 * tool, and the handler compares both with the retry's own before it trusts the state, inline (`state.userId !==
 * userId`) or through a call handed the state and an object naming both (`assertBound(state, { userId, tool })`).
 */
export function bindsInPayload(mcp: McpFile, mint: CodecMint): boolean {
  const fields = mintedFields(mcp, mint.seal);
  if (!fields?.complete || !namesUser(mcp.sourceCode, fields) || !namesTool(mcp, fields) || !mint.handler) return false;
  const checks = checksAroundCall(mcp, mint.call);
  return (checks.user && checks.tool) || handsStateToBindingCheck(mcp, getEnclosingFunction(mint.call));
}

/** A call in `scope` given the state the client sent and an object literal that names the user and the tool. */
function handsStateToBindingCheck(mcp: McpFile, scope: FunctionNode | TSESTree.Program): boolean {
  let found = false;
  walkOwnBody(scope, mcp.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression') return;
    const passesState = node.arguments.some((argument) => argument.type !== 'SpreadElement' && readsIncomingState(mcp, argument));
    found = passesState && node.arguments.some((argument) => argument.type !== 'SpreadElement' && namesBinding(mcp, argument));
  });
  return found;
}

function namesBinding(mcp: McpFile, argument: TSESTree.Expression): boolean {
  const literal = objectLiteralOf(mcp.provenance, argument);
  const fields = literal && fieldsOf(mcp, literal, undefined);
  return fields !== undefined && namesUser(mcp.sourceCode, fields) && namesTool(mcp, fields);
}

/** `ctx.mcpReq.requestState()`, or a `const` holding it. */
function readsIncomingState(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (isSdkStateRead(expression)) return true;
  if (expression.type !== 'Identifier') return false;
  return isSdkStateRead(skipValueWrappers(mcp.provenance.of(expression).origin));
}
