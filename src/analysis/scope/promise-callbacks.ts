import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, isFunctionNode, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What a promise made by hand settles to: the values its executor hands `resolve`, in its body or in a callback inside
 * it (`new Promise((resolve, reject) => jwt.sign(claims, key, options, (err, token) => resolve(token)))` gives `token`).
 */
export function resolvedValues(sourceCode: SourceCode, construction: TSESTree.NewExpression): Expression[] | undefined {
  const [executor] = construction.arguments;
  if (construction.arguments.length !== 1 || !executor || !isFunctionNode(executor)) return undefined;
  const [resolve] = executor.params;
  if (resolve?.type !== 'Identifier') return undefined;
  const values: Expression[] = [];
  const visit = (fn: FunctionNode) =>
    walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
      if (isFunctionNode(node)) visit(node);
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== resolve.name) return;
      const binding = resolveBinding(sourceCode, node.callee);
      const [value] = node.arguments;
      if (binding?.kind === 'parameter' && binding.fn === executor && binding.position === 0 && value && value.type !== 'SpreadElement') values.push(value);
    });
  visit(executor);
  return values;
}

/** `new Promise(executor)`, as written. */
export function isHandMadePromise(node: Node): node is TSESTree.NewExpression {
  return node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Promise';
}

/** The executor of a promise made by hand, which runs at once: `(resolve, reject) => …` of `new Promise(…)`. */
export function isPromiseExecutor(node: Node): node is FunctionNode {
  const parent = node.parent;
  return isFunctionNode(node) && parent !== undefined && isHandMadePromise(parent) && parent.arguments[0] === node;
}

/** A name Node's callbacks give their first parameter, the error. */
const ERROR_NAME = /^(?:err|error|e|er|ex)$/i;

/**
 * The call whose result a Node-style callback's parameter `position` is: `token` of `(err, token) => …` handed last to
 * `jwt.sign(claims, key, options, …)` is what that call gives, as its promise or its return would.
 */
export function calledBackBy(fn: FunctionNode | undefined, position: number | undefined): TSESTree.CallExpression | undefined {
  const call = fn?.parent;
  if (position !== 1 || !fn || call?.type !== 'CallExpression' || call.arguments.length < 2 || call.arguments.at(-1) !== fn) return undefined;
  const [error] = fn.params;
  return error?.type === 'Identifier' && ERROR_NAME.test(error.name) ? call : undefined;
}

/**
 * The promise whose value a `.then` callback's first parameter is: `token` of `issue(claims).then((token) => …)` is
 * what `issue(claims)` settles to.
 */
export function settledInto(fn: FunctionNode | undefined, position: number | undefined): TSESTree.Expression | undefined {
  const call = fn?.parent;
  if (position !== 0 || !fn || call?.type !== 'CallExpression' || call.arguments[0] !== fn || getMethodName(call) !== 'then') return undefined;
  return getMethodReceiver(call);
}
