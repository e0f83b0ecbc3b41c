import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, isFunctionNode, onlyResultOf, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { referenceKey, type WellKnownReference } from '../scope/modules.js';

/** In which order a composer applies the functions it is handed: `pipe(f, g)(x)` is `g(f(x))`, `compose(f, g)(x)` is `f(g(x))`. */
export type CompositionOrder = 'pipe' | 'compose';

/** Composers of packages, one row each. */
const COMPOSERS = new Map<string, CompositionOrder>([
  ['ramda#pipe', 'pipe'],
  ['ramda#compose', 'compose'],
  ['lodash#flow', 'pipe'],
  ['lodash#flowRight', 'compose'],
  ['lodash/fp#flow', 'pipe'],
  ['lodash/fp#flowRight', 'compose'],
  ['lodash/fp#pipe', 'pipe'],
  ['lodash/fp#compose', 'compose'],
  ['fp-ts/function#flow', 'pipe'],
]);

export function packageComposerOrder(reference: WellKnownReference | undefined): CompositionOrder | undefined {
  return reference ? COMPOSERS.get(referenceKey(reference)) : undefined;
}

/**
 * The order a project function composes what it is handed in: `(...fns) => (x) => fns.reduce((v, f) => f(v), x)` pipes,
 * `reduceRight` composes, and `(...fns) => pipe(...[...fns].reverse())` composes with a composer `orderOf` knows.
 */
export function projectComposerOrder(fn: FunctionNode, orderOf: (callee: Node) => CompositionOrder | undefined): CompositionOrder | undefined {
  const rest = fn.params.at(-1);
  if (rest?.type !== 'RestElement' || rest.argument.type !== 'Identifier') return undefined;
  const name = rest.argument.name;
  const result = onlyResultOf(fn);
  const made = result && skipValueWrappers(result);
  if (!made) return undefined;
  // `(x) => fns.reduce((v, f) => f(v), x)`
  if (isFunctionNode(made)) {
    const body = onlyResultOf(made);
    const reduce = body && skipValueWrappers(body);
    if (reduce?.type !== 'CallExpression' || !namesList(getMethodReceiver(reduce), name)) return undefined;
    const method = getMethodName(reduce);
    return method === 'reduce' ? 'pipe' : method === 'reduceRight' ? 'compose' : undefined;
  }
  // `pipe(...fns)`, `pipe(...[...fns].reverse())`
  if (made.type !== 'CallExpression' || made.arguments.length !== 1 || made.arguments[0]!.type !== 'SpreadElement') return undefined;
  const order = orderOf(made.callee);
  const spread = skipValueWrappers((made.arguments[0] as TSESTree.SpreadElement).argument);
  if (!order) return undefined;
  if (namesList(spread, name)) return order;
  const reversed = spread.type === 'CallExpression' && getMethodName(spread) === 'reverse' ? skipValueWrappers(getMethodReceiver(spread)!) : undefined;
  const copied = reversed?.type === 'ArrayExpression' && reversed.elements.length === 1 && reversed.elements[0]?.type === 'SpreadElement' ? reversed.elements[0].argument : reversed;
  return copied && namesList(copied, name) ? (order === 'pipe' ? 'compose' : 'pipe') : undefined;
}

function namesList(node: Node | undefined, name: string): boolean {
  const expression = node && skipValueWrappers(node);
  return expression?.type === 'Identifier' && expression.name === name;
}
