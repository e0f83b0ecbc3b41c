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

/**
 * The constructor `new C(…)` runs: of a class of the file, or of one another module of the project exports (imported
 * or required); a constructor function (`function Store(options) { this.key = options.key; }`) is its own.
 */
export function constructorCalled(mcp: McpFile, construction: TSESTree.NewExpression): FunctionNode | undefined {
  const callee = skipValueWrappers(construction.callee);
  if (callee.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, callee);
  if (binding?.kind === 'class') return classConstructor(binding.node.body);
  if (binding?.kind === 'function') return binding.fn;
  const value = binding?.kind === 'import' || binding?.kind === 'initialized' ? mcp.provenance.of(callee) : undefined;
  if (value?.memberOwner?.kind === 'class') return classConstructor(value.memberOwner.of.body);
  return value?.functionNode && value.functionNode.type !== 'ArrowFunctionExpression' ? value.functionNode : undefined;
}
