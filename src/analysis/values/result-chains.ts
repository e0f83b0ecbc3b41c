import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, isFunctionNode, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';

// A value wrapped in a promise or a result type (neverthrow's `ResultAsync`, fp-ts's `TaskEither`, Effect) is the value
// itself to the analysis, as `await` is: a chain's callbacks are handed what the step before them holds.

/** Methods whose callback is handed what the chain holds and whose result is what the callback gives (or holds). */
const CHAIN_METHODS: ReadonlySet<string> = new Set(['then', 'andThen', 'asyncAndThen', 'asyncMap', 'chain', 'flatMap', 'map']);

/** Methods that keep what the chain holds (they handle the error side). */
const KEEPING_METHODS: ReadonlySet<string> = new Set(['mapErr', 'orElse', 'catch', 'mapLeft', 'finally']);

/** Functions that wrap their argument (or what their thunk gives) into a result, by their own names (neverthrow's). */
const WRAPPING_FUNCTIONS: ReadonlySet<string> = new Set(['fromPromise', 'fromSafePromise', 'okAsync']);

/** The same, as members of the namespaces that make results: `ResultAsync.fromPromise`, `TE.tryCatch`, `Effect.tryPromise`. */
const WRAPPING_MEMBERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['Promise', new Set(['resolve'])],
  ...['ResultAsync', 'Result'].map((name) => [name, WRAPPING_FUNCTIONS] as const),
  ...['TE', 'TaskEither', 'Effect', 'E', 'Either', 'T', 'Task'].map((name) => [name, new Set(['tryCatch', 'tryPromise', 'promise', 'succeed', 'right', 'of'])] as const),
]);

/** Whether an expression is a promise or result chain that starts at a wrapper: `ResultAsync.fromPromise(p, f).map(…)`. */
export function isResultChain(node: Node | undefined, depth = 0): boolean {
  const expression = node && skipValueWrappers(node);
  if (expression?.type !== 'CallExpression' || depth > 12) return false;
  if (wraps(expression) && expression.arguments.length > 0) return true;
  const method = getMethodName(expression);
  return method !== undefined && (CHAIN_METHODS.has(method) || KEEPING_METHODS.has(method)) && isResultChain(getMethodReceiver(expression), depth + 1);
}

/**
 * The chain a callback is handed the value of: `(buf) => …` of `chain.map((buf) => …)`, where `map` is a step of a
 * result chain (an array's `map` hands each element: not this; `holdsOneValue` tells a receiver that is no array),
 * and `.then`, `.andThen`, `.chain` of any receiver.
 */
export function chainFeeding(fn: FunctionNode, holdsOneValue: (receiver: Expression) => boolean): Expression | undefined {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn) return undefined;
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (!receiver || method === undefined || !CHAIN_METHODS.has(method)) return undefined;
  if (method !== 'map' && method !== 'flatMap') return receiver;
  return isResultChain(receiver) || holdsOneValue(receiver) ? receiver : undefined;
}

/** The callback of a chain step whose result is what the callback gives (`.map(cb)`, `.andThen(cb)`), with the chain before it. */
export function chainStep(call: TSESTree.CallExpression, holdsOneValue: (receiver: Expression) => boolean): { callback: FunctionNode; receiver: Expression } | undefined {
  const [first] = call.arguments;
  const callback = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
  if (!callback || !isFunctionNode(callback)) return undefined;
  return chainFeeding(callback, holdsOneValue) ? { callback, receiver: getMethodReceiver(call)! } : undefined;
}

/** What a wrapper wraps: its argument, or the thunk whose result it is (`TE.tryCatch(() => p, f)`, `Effect.tryPromise(() => p)`). */
export function wrappedBy(call: TSESTree.CallExpression): { value: Expression } | { thunk: FunctionNode } | undefined {
  if (!wraps(call) || call.arguments.length === 0) return undefined;
  const [first] = call.arguments;
  if (!first || first.type === 'SpreadElement') return undefined;
  const argument = skipValueWrappers(first);
  if (isFunctionNode(argument)) return argument.params.length === 0 ? { thunk: argument } : undefined;
  return { value: first };
}

function wraps(call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type === 'Identifier') return WRAPPING_FUNCTIONS.has(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.object.type !== 'Identifier') return false;
  return WRAPPING_MEMBERS.get(callee.object.name)?.has(callee.property.name) ?? false;
}
