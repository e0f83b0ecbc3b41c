import type { TSESTree } from '@typescript-eslint/utils';
import { skipValueWrappers, type FunctionNode } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { classConstructor } from '../scope/members.js';
import { calleeFunction } from '../values/callee-functions.js';
import type { McpFile } from './file.js';

/** The project function a call runs, wherever it is written (see `calleeFunction`). */
export function calleeFunctionOf(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  return calleeFunction(mcp.provenance, call);
}

/** The constructor `new C(…)` runs: of a class of the file, or of one another module of the project exports. */
export function constructorCalled(mcp: McpFile, construction: TSESTree.NewExpression): FunctionNode | undefined {
  const callee = skipValueWrappers(construction.callee);
  if (callee.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, callee);
  if (binding?.kind === 'class') return classConstructor(binding.node.body);
  const owner = binding?.kind === 'import' ? mcp.provenance.of(callee).memberOwner : undefined;
  return owner?.kind === 'class' ? classConstructor(owner.of.body) : undefined;
}
