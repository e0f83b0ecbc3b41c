import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionNode, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from './bindings.js';
import { returnedExpressions } from './local-functions.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const merging = new WeakMap<FunctionNode, boolean>();

/**
 * Whether a function merges the objects it is handed key by key, as configuration layers are (`mergeConfig(defaults,
 * fromFile(), fromEnv(env))`, `deepMerge(base, over)`): it returns an object it made (empty, or a copy of a parameter
 * spread in) and writes into it under keys it reads from its parameters (`for (const [key, value] of
 * Object.entries(layer)) out[key] = …`). What such a call gives holds, under each key, what one of its arguments does.
 */
export function mergesParameters(sourceCode: SourceCode, fn: FunctionNode): boolean {
  let known = merging.get(fn);
  if (known === undefined) {
    known = findsMerge(sourceCode, fn);
    merging.set(fn, known);
  }
  return known;
}

function findsMerge(sourceCode: SourceCode, fn: FunctionNode): boolean {
  if (fn.params.length === 0 || fn.body?.type !== 'BlockStatement') return false;
  const returned = returnedExpressions(fn, sourceCode).map((expression) => skipValueWrappers(expression));
  const [made] = returned;
  if (!made || made.type !== 'Identifier' || returned.some((other) => other.type !== 'Identifier' || other.name !== made.name)) return false;
  const binding = resolveBinding(sourceCode, made);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  if (init?.type !== 'ObjectExpression' || init.properties.some((property) => property.type !== 'SpreadElement')) return false;
  let writesByKey = false;
  let readsKeys = false;
  const visit = (scope: FunctionNode) =>
    walkOwnBody(scope, sourceCode.visitorKeys, (node: Node) => {
      // `Object.entries(layer).forEach(([key, value]) => …)`: a callback of the loop is part of it
      if (isFunctionNode(node) && node.parent?.type === 'CallExpression') visit(node);
      if (node.type === 'ForInStatement') readsKeys = true;
      if (node.type === 'CallExpression' && isKeysOfObject(node)) readsKeys = true;
      if (node.type === 'AssignmentExpression' && node.operator === '=' && writesComputedMember(node.left, made.name)) writesByKey = true;
    });
  visit(fn);
  return writesByKey && readsKeys;
}

/** `Object.entries(x)`, `Object.keys(x)`. */
function isKeysOfObject(call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  const object = skipValueWrappers(callee.object);
  return object.type === 'Identifier' && object.name === 'Object' && (callee.property.name === 'entries' || callee.property.name === 'keys');
}

/** `out[key] = …`: a write into `name` under a key computed at run time. */
function writesComputedMember(target: Node, name: string): boolean {
  if (target.type !== 'MemberExpression' || !target.computed) return false;
  const object = skipValueWrappers(target.object);
  return object.type === 'Identifier' && object.name === name;
}
