import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, pushChildren, type Node } from '../syntax/ast.js';
import { isParameterMember } from '../scope/bindings.js';
import { getMcpFile, type McpFile } from './file.js';
import { isSealedValue, type CustomStateFunctions } from './seals.js';

const resealing = new WeakMap<McpFile, boolean>();

/**
 * Whether another module of the package seals the state of every result it is handed before it leaves: a hook of a tool
 * pipeline that writes `outcome.requestState = mintState({ ...outcome.requestState, sub, tool })` on the result a
 * handler returned. A handler's object or array state, which cannot go on the wire as it is, then leaves sealed by that
 * hook: the path to the client passes a seal the handler's file does not show.
 */
export function resealsHandedState(mcp: McpFile, names: CustomStateFunctions = {}): boolean {
  let answer = resealing.get(mcp);
  if (answer === undefined) {
    answer = mcp.provenance.stateWriterAnalyses().some((analysis) => sealsHandedResult(getMcpFile(analysis.sourceCode, analysis), names));
    resealing.set(mcp, answer);
  }
  return answer;
}

/** Whether the module writes a sealed value as the `requestState` of an object it is handed (a parameter, or a member of one). */
function sealsHandedResult(writer: McpFile, names: CustomStateFunctions): boolean {
  const stack: Node[] = [writer.sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'AssignmentExpression' && node.operator === '=' && writesStateOfParameter(writer, node.left) && isSealedValue(writer, node.right, names)) return true;
    pushChildren(stack, node, writer.sourceCode.visitorKeys);
  }
  return false;
}

function writesStateOfParameter(writer: McpFile, target: TSESTree.Node): boolean {
  return target.type === 'MemberExpression' && getPropertyName(target) === 'requestState' && isParameterMember(writer.sourceCode, target);
}
