import type { TSESTree } from '@typescript-eslint/utils';
import { enclosingClassBody, skipValueWrappers, type FunctionNode } from '../syntax/ast.js';
import { resolveBinding, type ClassNode } from '../scope/bindings.js';
import { classConstructor } from '../scope/members.js';
import { calleeFunction } from '../values/callee-functions.js';
import { fileOwning, type McpFile } from './file.js';

/** The project function a call runs, wherever it is written (see `calleeFunction`). */
export function calleeFunctionOf(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  return calleeFunction(mcp.provenance, call);
}

/** How many functions a callee may be, at most, for a summary to be applied for each. */
const MAX_CANDIDATE_FUNCTIONS = 8;

/**
 * Every project function a call may run: the one it runs, or each one a callee chosen among several may be (`codecs[name]
 * .encode(…)`, `stateStrategy().mint(…)` with the strategy picked from a table by a setting). Empty when one of them is
 * not a function the analysis sees.
 */
export function calleeFunctionsOf(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode[] {
  const fn = calleeFunctionOf(mcp, call);
  if (fn) return [fn];
  const alternatives = mcp.provenance.of(call.callee).alternatives;
  const chosen = alternatives?.every((alternative) => alternative.functionNode !== undefined) ? alternatives.map((alternative) => alternative.functionNode!) : mcp.provenance.methodsOf(call.callee);
  return chosen && chosen.length <= MAX_CANDIDATE_FUNCTIONS ? [...new Set(chosen)] : [];
}

/**
 * The constructor `new C(…)` runs: of a class of the file, or of one another module of the project exports (imported
 * or required); a constructor function (`function Store(options) { this.key = options.key; }`) is its own.
 */
export function constructorCalled(mcp: McpFile, construction: TSESTree.NewExpression): FunctionNode | undefined {
  const callee = skipValueWrappers(construction.callee);
  if (callee.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, callee);
  if (binding?.kind === 'class') return runConstructor(mcp, binding.node);
  if (binding?.kind === 'function') return binding.fn;
  const value = binding?.kind === 'import' || binding?.kind === 'initialized' ? mcp.provenance.of(callee) : undefined;
  if (value?.memberOwner?.kind === 'class') return runConstructor(fileOwning(mcp, value.memberOwner.of), value.memberOwner.of);
  return value?.functionNode && value.functionNode.type !== 'ArrowFunctionExpression' ? value.functionNode : undefined;
}

/** How many classes up a constructor is looked for in a class that declares none. */
const MAX_INHERITED_CONSTRUCTORS = 4;

/**
 * The constructor `new` of a class runs with the arguments it is given: its own, or, for a class that declares none,
 * its superclass's (here or in another module), which receives them all.
 */
function runConstructor(mcp: McpFile, node: ClassNode, depth = 0): FunctionNode | undefined {
  const own = classConstructor(node.body);
  if (own || !node.superClass || depth >= MAX_INHERITED_CONSTRUCTORS) return own;
  const parent = mcp.provenance.of(node.superClass).memberOwner;
  return parent?.kind === 'class' ? runConstructor(fileOwning(mcp, parent.of), parent.of, depth + 1) : undefined;
}

/** The constructor `super(…)` runs: the superclass's of the class around the call, here or in another module. */
export function superConstructorCalled(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  if (call.callee.type !== 'Super') return undefined;
  const superClass = enclosingClassBody(call)?.parent.superClass;
  const parent = superClass ? mcp.provenance.of(superClass).memberOwner : undefined;
  return parent?.kind === 'class' ? runConstructor(fileOwning(mcp, parent.of), parent.of) : undefined;
}
