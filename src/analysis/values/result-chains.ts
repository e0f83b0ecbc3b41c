import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, isFunctionNode, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';

// A value wrapped in a promise or a result type (neverthrow's `ResultAsync`, fp-ts's `TaskEither`, Effect) is the value
// itself to the analysis, as `await` is: a chain's callbacks are handed what the step before them holds.

/** Methods whose callback is handed what the chain holds and whose result is what the callback gives (or holds). */
const CHAIN_METHODS: ReadonlySet<string> = new Set(['then', 'andThen', 'asyncAndThen', 'asyncMap', 'chain', 'flatMap', 'map']);

/**
 * Functions of a functional library whose first callback is a test of what the pipe holds, which they then keep:
 * `E.fromPredicate((mac) => …, onFalse)`, `Effect.filterOrFail((mac) => …, orFail)`.
 */
const PREDICATE_STEPS: ReadonlySet<string> = new Set(['fromPredicate', 'filterOrElse', 'filterOrElseW', 'filterOrFail', 'filterOrDie', 'filterOrDieMessage', 'filter', 'exists']);

/** Methods that keep what the chain holds (they handle the error side). */
const KEEPING_METHODS: ReadonlySet<string> = new Set(['mapErr', 'orElse', 'catch', 'mapLeft', 'finally']);

/** Functions that wrap their argument (or what their thunk gives) into a result, by their own names (neverthrow's). */
const WRAPPING_FUNCTIONS: ReadonlySet<string> = new Set(['fromPromise', 'fromSafePromise', 'okAsync']);

/** The same, as members of the namespaces that make results: `ResultAsync.fromPromise`, `TE.tryCatch`, `Effect.tryPromise`. */
const WRAPPING_MEMBERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['Promise', new Set(['resolve'])],
  ...['ResultAsync', 'Result'].map((name) => [name, WRAPPING_FUNCTIONS] as const),
  ...['TE', 'TaskEither', 'E', 'Either', 'T', 'Task'].map((name) => [name, new Set(['tryCatch', 'tryPromise', 'promise', 'succeed', 'right', 'of'])] as const),
  // `Effect.gen(function* () { … return key; })`: what its generator returns
  ['Effect', new Set(['tryCatch', 'tryPromise', 'promise', 'succeed', 'of', 'gen', 'sync', 'try', 'runSync', 'runPromise'])],
  ...['O', 'Option'].map((name) => [name, new Set(['fromNullable', 'some', 'of'])] as const),
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
export function chainFeeding(fn: FunctionNode, holdsOneValue: (receiver: Expression) => boolean, isNamespace: (node: Expression) => boolean): Expression | undefined {
  const call = fn.parent;
  if (call?.type !== 'CallExpression') return undefined;
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (receiver && method !== undefined && PREDICATE_STEPS.has(method) && isNamespace(receiver)) return testedByPredicate(call, fn, isNamespace);
  if (!receiver || method === undefined || !CHAIN_METHODS.has(method)) return undefined;
  // a functional library's function: `Effect.map(effect, (value) => …)` is handed its first argument, `TE.map((value)
  // => …)` what the pipe it is a step of holds before it
  if (isNamespace(receiver)) {
    const index = (call.arguments as readonly Node[]).indexOf(fn);
    const [data] = call.arguments;
    if (index === 1 && call.arguments.length === 2 && data && data.type !== 'SpreadElement') return data;
    return index === 0 && call.arguments.length === 1 ? pipeInput(call, isNamespace) : undefined;
  }
  if (call.arguments[0] !== fn) return undefined;
  if (method !== 'map' && method !== 'flatMap') return receiver;
  return isResultChain(receiver) || holdsOneValue(receiver) ? receiver : undefined;
}

/**
 * What the predicate of a functional library's test is handed: `Effect.filterOrFail(effect, (mac) => …, orFail)` its
 * first argument, `E.fromPredicate((mac) => …, onFalse)` as a pipe's step what the pipe holds before it.
 */
function testedByPredicate(call: TSESTree.CallExpression, fn: FunctionNode, isNamespace: (node: Expression) => boolean): Expression | undefined {
  const index = (call.arguments as readonly Node[]).indexOf(fn);
  const [data] = call.arguments;
  if (index === 1 && call.arguments.length === 3 && data && data.type !== 'SpreadElement') return data;
  return index === 0 ? pipeInput(call, isNamespace) : undefined;
}

/** The callback of a chain step whose result is what the callback gives (`.map(cb)`, `.andThen(cb)`), with the chain before it. */
export function chainStep(
  call: TSESTree.CallExpression,
  holdsOneValue: (receiver: Expression) => boolean,
  isNamespace: (node: Expression) => boolean,
): { callback: FunctionNode; receiver: Expression } | undefined {
  const receiver = getMethodReceiver(call);
  // `Effect.map(effect, (value) => …)`: data first
  const [first, second] = call.arguments;
  const written = receiver && isNamespace(receiver) && call.arguments.length === 2 ? second : first;
  const callback = written && written.type !== 'SpreadElement' ? skipValueWrappers(written) : undefined;
  if (!callback || !isFunctionNode(callback)) return undefined;
  const fed = chainFeeding(callback, holdsOneValue, isNamespace);
  return fed ? { callback, receiver: fed } : undefined;
}

/** Steps of a pipe that keep what it holds: they check it, handle the error side, or only lift it into another wrapper. */
const KEEPING_STEPS: ReadonlySet<string> = new Set([
  ...KEEPING_METHODS,
  'filter',
  'filterOrElse',
  'filterOrElseW',
  'fromEither',
  'fromOption',
  'fromPredicate',
  'filterOrFail',
  'filterOrDie',
  'filterOrDieMessage',
  'fromTaskEither',
  'fromNullable',
  'tap',
  'tapError',
  'tapErr',
  'chainFirst',
  'mapError',
  'orElseW',
  'withSpan',
  'timeout',
  // a do-notation record gains members; the `map` after it gives what its callback makes
  'apS',
  'apSW',
  'bind',
  'bindW',
  'bindTo',
  'let',
]);

/** Steps that give what the pipe holds or, where it holds nothing, what their thunk or value gives. */
const FALLBACK_STEPS: ReadonlySet<string> = new Set(['getOrElse', 'getOrElseW', 'withDefault', 'orElseSucceed']);

/** The start and the steps of `pipe(start, s1, s2)` (fp-ts, Effect) or `start.pipe(s1, s2)` (Effect's values). */
export function pipeOf(call: TSESTree.CallExpression): { start: Expression; steps: readonly Node[] } | undefined {
  const callee = skipValueWrappers(call.callee);
  if (call.arguments.some((argument) => argument.type === 'SpreadElement')) return undefined;
  const plain = call.arguments as Expression[];
  if (callee.type === 'Identifier' && callee.name === 'pipe' && plain.length >= 2) return { start: plain[0]!, steps: plain.slice(1) };
  if (getMethodName(call) === 'pipe' && plain.length >= 1) return { start: getMethodReceiver(call)!, steps: plain };
  return undefined;
}

/** A step of a pipe: its name (`map` of `TE.map(f)`, `fromEither` of `TE.fromEither`) and what it is handed. */
export function pipeStep(step: Node, isNamespace: (node: Expression) => boolean): { name: string; arguments: readonly Node[] } | undefined {
  const expression = skipValueWrappers(step);
  if (expression.type === 'MemberExpression' && !expression.computed && expression.property.type === 'Identifier' && isNamespace(expression.object)) {
    return { name: expression.property.name, arguments: [] };
  }
  if (expression.type !== 'CallExpression') return undefined;
  const name = getMethodName(expression);
  const receiver = getMethodReceiver(expression);
  return name !== undefined && receiver && isNamespace(receiver) ? { name, arguments: expression.arguments } : undefined;
}

/** Whether a pipe step keeps what the pipe holds (see {@link KEEPING_STEPS}). */
export function keepsPipeValue(name: string): boolean {
  return KEEPING_STEPS.has(name);
}

/** Whether a pipe step falls back to its own value where the pipe holds none (see {@link FALLBACK_STEPS}). */
export function fallsBackInPipe(name: string): boolean {
  return FALLBACK_STEPS.has(name);
}

/** What a step of a pipe is handed: the pipe's start, when every step before it keeps what the pipe holds. */
function pipeInput(step: TSESTree.CallExpression, isNamespace: (node: Expression) => boolean): Expression | undefined {
  const pipe = step.parent;
  if (pipe?.type !== 'CallExpression') return undefined;
  const found = pipeOf(pipe);
  const index = found ? found.steps.indexOf(step) : -1;
  if (!found || index < 0) return undefined;
  const before = found.steps.slice(0, index);
  return before.every((earlier) => {
    const name = pipeStep(earlier, isNamespace)?.name;
    return name !== undefined && KEEPING_STEPS.has(name);
  })
    ? found.start
    : undefined;
}

/** What a wrapper wraps: its argument, or the thunk whose result it is (`TE.tryCatch(() => p, f)`, `Effect.tryPromise(() => p)`). */
export function wrappedBy(call: TSESTree.CallExpression): { value: Expression } | { thunk: FunctionNode } | undefined {
  if (!wraps(call) || call.arguments.length === 0) return undefined;
  const [first] = call.arguments;
  if (!first || first.type === 'SpreadElement') return undefined;
  const argument = skipValueWrappers(first);
  if (isFunctionNode(argument)) return argument.params.length === 0 ? { thunk: argument } : undefined;
  // `Effect.tryPromise({ try: () => p, catch: (e) => … })`: the options' `try`
  if (argument.type === 'ObjectExpression') {
    const attempt = argument.properties.find((property) => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === 'try');
    const thunk = attempt?.type === 'Property' ? skipValueWrappers(attempt.value as Expression) : undefined;
    return thunk && isFunctionNode(thunk) && thunk.params.length === 0 ? { thunk } : undefined;
  }
  return { value: first };
}

function wraps(call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type === 'Identifier') return WRAPPING_FUNCTIONS.has(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.object.type !== 'Identifier') return false;
  return WRAPPING_MEMBERS.get(callee.object.name)?.has(callee.property.name) ?? false;
}

/** The handlers' names of a functional library's `match` (Effect's `Option.match(x, { onNone, onSome })`). */
const MATCH_HANDLERS: ReadonlySet<string> = new Set(['onSome', 'onNone', 'onLeft', 'onRight', 'onSuccess', 'onFailure', 'onOk', 'onErr']);
const MATCHING: ReadonlySet<string> = new Set(['match', 'matchW', 'fold', 'foldW']);

/**
 * The functions a match hands the value to, one of which gives its result: `Option.match(x, { onNone: f, onSome: g })`,
 * `O.match(f, g)` as a pipe's step, `result.match(ok, err)` of neverthrow.
 */
export function matchHandlers(call: TSESTree.CallExpression, isNamespace: (node: Expression) => boolean): FunctionNode[] | undefined {
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method === undefined || !receiver || !MATCHING.has(method)) return undefined;
  const handed = call.arguments.map((argument) => (argument.type === 'SpreadElement' ? undefined : skipValueWrappers(argument)));
  const [first, second] = handed;
  // `Option.match(x, { onNone, onSome })`
  if (isNamespace(receiver) && second?.type === 'ObjectExpression' && handed.length === 2) {
    const handlers = second.properties.flatMap((property) => {
      if (property.type !== 'Property' || property.key.type !== 'Identifier' || !MATCH_HANDLERS.has(property.key.name)) return [];
      const value = skipValueWrappers(property.value);
      return isFunctionNode(value) ? [value] : [];
    });
    return handlers.length === second.properties.length && handlers.length > 0 ? handlers : undefined;
  }
  // `O.match(onNone, onSome)` in a pipe, `result.match(ok, err)`
  if (handed.length === 2 && first && second && isFunctionNode(first) && isFunctionNode(second)) return [first, second];
  return undefined;
}