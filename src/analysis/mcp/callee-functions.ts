import type { TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from '../syntax/ast.js';
import { calleeFunction } from '../values/callee-functions.js';
import type { McpFile } from './file.js';

/** The project function a call runs, wherever it is written (see `calleeFunction`). */
export function calleeFunctionOf(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  return calleeFunction(mcp.provenance, call);
}
