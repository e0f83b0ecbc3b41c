import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, getStaticString, skipValueWrappers, thenPassesOn, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterDefault, resolveBinding } from '../scope/bindings.js';
import { parameterIndex, soleReturnedExpression } from '../scope/local-functions.js';
import { constructorParameterProperty, thisFieldWrites } from '../scope/members.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Where a reading of the clock is read: the file's code, and (given by a layer that knows other modules) the function
 * a call reaches wherever it lives, with the scope of its own module, so that `nowSeconds()` imported from a clock
 * module, a static `Clock.now()` or a factory's closure says its unit as a local one does.
 */
export interface ClockScope {
  readonly sourceCode: SourceCode;
  calledFunction?(callee: Node): { readonly fn: FunctionNode; readonly scope: ClockScope } | undefined;
  /** The number a name or member the file does not define spells (`STATE_TTL_SECONDS` imported from `./ttl.js`). */
  numberElsewhere?(node: Node): number | undefined;
}

/** {@link constantNumber} in a clock scope: also a constant another module defines, where the scope can read it. */
function scopeNumber(scope: ClockScope, node: Node): number | undefined {
  return constantNumber(scope.sourceCode, node, 0, scope.numberElsewhere);
}

function clockScope(where: ClockScope | SourceCode): ClockScope {
  return 'ast' in where ? { sourceCode: where } : where;
}

/** The unit a timestamp is written in: `Date.now()` counts milliseconds, `Date.now() / 1000` seconds. */
export type TimeUnit = 'ms' | 's';

const MAX_STEPS = 24;

/**
 * The number a constant expression spells: `600`, `3_600_000`, `10 * 60 * 1000`, `-1`, a `const` holding one.
 * Undefined for anything that depends on run time.
 */
export function constantNumber(sourceCode: SourceCode, node: Node, steps = 0, elsewhere?: (node: Node) => number | undefined): number | undefined {
  if (steps > MAX_STEPS) return undefined;
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'number' ? expression.value : undefined;
    case 'Identifier': {
      const binding = resolveBinding(sourceCode, expression);
      if (binding?.kind === 'initialized' && binding.path.length === 0) return constantNumber(sourceCode, binding.init, steps + 1, elsewhere);
      return binding?.kind === 'import' ? elsewhere?.(expression) : undefined;
    }
    case 'MemberExpression':
      return elsewhere?.(expression);
    case 'UnaryExpression': {
      const operand = constantNumber(sourceCode, expression.argument, steps + 1, elsewhere);
      if (operand === undefined) return undefined;
      if (expression.operator === '-') return -operand;
      return expression.operator === '+' ? operand : undefined;
    }
    case 'BinaryExpression': {
      if (expression.left.type === 'PrivateIdentifier') return undefined;
      const left = constantNumber(sourceCode, expression.left, steps + 1, elsewhere);
      const right = left === undefined ? undefined : constantNumber(sourceCode, expression.right, steps + 1, elsewhere);
      if (left === undefined || right === undefined) return undefined;
      switch (expression.operator) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return right === 0 ? undefined : left / right;
        case '**':
          return left ** right;
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}

const DURATION_UNITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:ms|msecs?|milliseconds?)$/, 0.001],
  [/^(?:s|secs?|seconds?)$/, 1],
  [/^(?:m|mins?|minutes?)$/, 60],
  [/^(?:h|hrs?|hours?)$/, 3600],
  [/^(?:d|days?)$/, 86_400],
  [/^(?:w|weeks?)$/, 604_800],
  [/^(?:y|yrs?|years?)$/, 31_557_600],
];

/** Seconds in a duration string as `jsonwebtoken` (`ms`) and jose read it: `'10m'`, `'1h'`, `'2 days'`, `'600'`. */
export function parseDurationSeconds(text: string, bareNumberUnit = 1): number | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  if (unit === '') return amount * bareNumberUnit;
  const found = DURATION_UNITS.find(([pattern]) => pattern.test(unit));
  return found ? amount * found[1] : undefined;
}

/** A lifetime written as a number of seconds or a duration string (`expiresIn`, `ttlSeconds`). */
export function durationSeconds(sourceCode: SourceCode, node: Node, bareNumberUnit = 1): number | undefined {
  const number = constantNumber(sourceCode, node);
  if (number !== undefined) return number;
  const text = constantString(sourceCode, node);
  return text === undefined ? undefined : parseDurationSeconds(text, bareNumberUnit);
}

function constantString(sourceCode: SourceCode, node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  const direct = getStaticString(expression);
  if (direct !== undefined || expression.type !== 'Identifier') return direct;
  const binding = resolveBinding(sourceCode, expression);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? getStaticString(skipValueWrappers(binding.init)) : undefined;
}

function isDateNow(node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type === 'CallExpression') {
    const callee = skipValueWrappers(expression.callee);
    if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Date') return namesDateNow(callee);
    // `new Date().getTime()`, `new Date().valueOf()`
    const method = getMethodName(expression);
    if ((method === 'getTime' || method === 'valueOf') && callee.type === 'MemberExpression') {
      const receiver = skipValueWrappers(callee.object);
      return receiver.type === 'NewExpression' && receiver.callee.type === 'Identifier' && receiver.callee.name === 'Date' && receiver.arguments.length === 0;
    }
  }
  // `+new Date()`
  if (expression.type === 'UnaryExpression' && expression.operator === '+') {
    const operand = skipValueWrappers(expression.argument);
    return operand.type === 'NewExpression' && operand.callee.type === 'Identifier' && operand.callee.name === 'Date';
  }
  return false;
}

/** `Math.floor(x)`, `Math.round(x)`, `Math.trunc(x)`, `Math.ceil(x)`, `x | 0` → `x`. */
function roundedValue(expression: Node): Node | undefined {
  if (expression.type === 'BinaryExpression' && expression.operator === '|' && expression.right.type === 'Literal' && expression.right.value === 0) {
    return expression.left as Node;
  }
  if (expression.type !== 'CallExpression' || expression.arguments.length !== 1) return undefined;
  const callee = skipValueWrappers(expression.callee);
  const isMath =
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'Math' &&
    ['floor', 'round', 'trunc', 'ceil'].includes(getPropertyName(callee) ?? '');
  const [argument] = expression.arguments;
  return isMath && argument && argument.type !== 'SpreadElement' ? argument : undefined;
}

/**
 * The unit of a reading of the clock: `Date.now()` (ms), `Math.floor(Date.now() / 1000)` (s), a `const` holding one,
 * a call of a function that returns one (`nowSeconds()`, `clock.now()`), where `where` can find it.
 */
export function clockUnit(where: ClockScope | SourceCode, node: Node, steps = 0): TimeUnit | undefined {
  if (steps > MAX_STEPS) return undefined;
  const scope = clockScope(where);
  const { sourceCode } = scope;
  const expression = skipValueWrappers(node);
  if (isDateNow(expression)) return 'ms';
  const settled = thenPassesOn(expression);
  if (settled) return clockUnit(scope, settled, steps + 1);
  const rounded = roundedValue(expression);
  if (rounded) return clockUnit(scope, rounded, steps + 1);
  if (expression.type === 'BinaryExpression' && expression.operator === '/') {
    const divisor = scopeNumber(scope, expression.right);
    return divisor === 1000 && clockUnit(scope, expression.left, steps + 1) === 'ms' ? 's' : undefined;
  }
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(sourceCode, expression);
    if (binding?.kind === 'initialized' && binding.path.length === 0) return clockUnit(scope, binding.init, steps + 1);
    // `(…, now = Date.now())`, `(…, { now = Date.now() })`: a parameter whose default is the clock is the current time
    // in that unit
    const last = binding?.kind === 'parameter' ? binding.path.at(-1) : undefined;
    const fallback = parameterDefault(binding) ?? (last?.type === 'default' ? last.value : undefined);
    return fallback ? clockUnit(scope, fallback, steps + 1) : undefined;
  }
  // `nowSeconds()` with `const nowSeconds = () => Math.floor(Date.now() / 1000)`; `now()` returning the clock moved by
  // an offset (`Date.now() + skewMs`) is a reading in the clock's unit too
  if (expression.type === 'CallExpression' && expression.arguments.length === 0) {
    // `this.now()` of `constructor(…, private readonly now = Date.now)`: the clock unless a caller passes another
    const injected = injectedClock(sourceCode, expression.callee);
    if (injected) return isDateNowFunction(injected) ? 'ms' : undefined;
    const defaulted = defaultOfParameter(sourceCode, expression.callee);
    if (defaulted && isDateNowFunction(defaulted)) return 'ms';
    const called = calledResult(scope, expression.callee);
    if (!called) return undefined;
    const result = skipValueWrappers(called.result);
    const shifted = result.type === 'BinaryExpression' && (result.operator === '+' || result.operator === '-');
    return clockUnit(called.scope, result, steps + 1) ?? (shifted ? clockUnit(called.scope, result.left as Node, steps + 1) : undefined);
  }
  return undefined;
}

/**
 * The default of the constructor parameter a `this.x` callee reads: a parameter property (`private readonly now =
 * Date.now`), or a field the class sets once from a parameter or an option with a default (`this.clock = clock` of
 * `constructor({ clock = Date.now })`, `this.clock = opts.clock ?? Date.now`).
 */
function injectedClock(sourceCode: SourceCode, callee: Node): Node | undefined {
  const property = constructorParameterProperty(callee);
  const declared = property?.fn.params[property.index];
  const parameter = declared?.type === 'TSParameterProperty' ? declared.parameter : undefined;
  if (parameter?.type === 'AssignmentPattern') return skipValueWrappers(parameter.right);
  const [write, ...others] = thisFieldWrites(sourceCode, callee);
  const written = write && others.length === 0 && write.operator === '=' ? skipValueWrappers(write.right) : undefined;
  // `this.clock = opts.clock ?? Date.now`: the fallback, unless a caller passes a clock
  if (written?.type === 'LogicalExpression' && written.operator !== '&&') return skipValueWrappers(written.right);
  const binding = written?.type === 'Identifier' ? resolveBinding(sourceCode, written) : undefined;
  const last = binding?.kind === 'parameter' ? binding.path.at(-1) : undefined;
  return last?.type === 'default' ? skipValueWrappers(last.value) : undefined;
}

/** `now()` of `(…, now: () => number = Date.now)`: the default of the parameter called, unless a caller passes another. */
function defaultOfParameter(sourceCode: SourceCode, callee: Node): Node | undefined {
  const fallback = callee.type === 'Identifier' ? parameterDefault(resolveBinding(sourceCode, callee)) : undefined;
  return fallback && skipValueWrappers(fallback);
}

/** `Date.now`, or a function that returns `Date.now()`: a clock in milliseconds. */
function isDateNowFunction(node: Node): boolean {
  if (node.type === 'MemberExpression') return namesDateNow(node);
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const returned = node.body.type === 'BlockStatement' ? undefined : node.body;
  return returned !== undefined && isDateNow(returned);
}

/** `Date.now`, the function itself. */
function namesDateNow(member: TSESTree.MemberExpression): boolean {
  return member.object.type === 'Identifier' && member.object.name === 'Date' && getPropertyName(member) === 'now';
}

/** The one expression the function a callee reaches returns, with the scope to read it in. */
function calledResult(scope: ClockScope, callee: Node): { result: Node; fn: FunctionNode; scope: ClockScope } | undefined {
  const found = scope.calledFunction?.(callee) ?? localFunction(scope, callee);
  if (!found) return undefined;
  const result = soleReturnedExpression(found.fn, found.scope.sourceCode);
  return result ? { result, fn: found.fn, scope: found.scope } : undefined;
}

/** The lifetime a call of an expiry helper gives: `expiresIn(60 * 60 * 1000)` with `return now() + ms` is an hour. */
function lifetimeAtCall(call: TSESTree.CallExpression, called: { result: Node; fn: FunctionNode; scope: ClockScope }, scope: ClockScope): number | undefined {
  const term = expiryTerm(called.scope, called.result);
  const index = term && parameterIndex(called.scope.sourceCode, term.term, called.fn);
  const argument = index === undefined ? undefined : call.arguments[index];
  const amount = argument && argument.type !== 'SpreadElement' ? scopeNumber(scope, argument) : undefined;
  return amount === undefined ? undefined : amount * term!.secondsPerUnit;
}

function localFunction(scope: ClockScope, callee: Node): { fn: FunctionNode; scope: ClockScope } | undefined {
  if (callee.type !== 'Identifier') return undefined;
  const binding = resolveBinding(scope.sourceCode, callee);
  // a clock option's default (`{ now = () => Date.now() }`): what the code runs unless a caller passes another
  const fallback = binding?.kind === 'parameter' && binding.declared?.parent?.type === 'AssignmentPattern' ? skipValueWrappers(binding.declared.parent.right) : undefined;
  const fn = binding?.kind === 'function' ? binding.fn : binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : fallback;
  if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression' && fn.type !== 'FunctionDeclaration')) return undefined;
  return { fn, scope };
}

/** An expiry computed from the clock: `Date.now() + TTL_MS` is in ms with a lifetime of `TTL_MS / 1000` seconds. */
export interface ExpiryValue {
  readonly unit: TimeUnit;
  /** The lifetime in seconds, when the added amount is a constant. */
  readonly ttlSeconds: number | undefined;
}

/** `clock + amount` (either order, also `clock + a + b`), where `clock` is a {@link clockUnit} reading. */
export function describeExpiry(where: ClockScope | SourceCode, node: Node, steps = 0): ExpiryValue | undefined {
  if (steps > MAX_STEPS) return undefined;
  const scope = clockScope(where);
  const { sourceCode } = scope;
  const expression = skipValueWrappers(node);
  const date = dateArgument(expression) ?? thenPassesOn(expression);
  if (date) return describeExpiry(scope, date, steps + 1);
  const rounded = roundedValue(expression);
  if (rounded) return describeExpiry(scope, rounded, steps + 1);
  if (expression.type !== 'BinaryExpression' || expression.operator !== '+') {
    if (expression.type === 'Identifier') {
      const binding = resolveBinding(sourceCode, expression);
      if (binding?.kind === 'initialized' && binding.path.length === 0) return describeExpiry(scope, binding.init, steps + 1);
    }
    // `expiresIn(TTL_MS)` returning `now() + ms`: an expiry in the helper's unit, of a lifetime the call decides
    if (expression.type === 'CallExpression') {
      const called = calledResult(scope, expression.callee);
      const expiry = called && describeExpiry(called.scope, called.result, steps + 1);
      return expiry && { unit: expiry.unit, ttlSeconds: expiry.ttlSeconds ?? lifetimeAtCall(expression, called, scope) };
    }
    return undefined;
  }
  const leftClock = clockUnit(scope, expression.left);
  const rightClock = leftClock ? undefined : clockUnit(scope, expression.right);
  const unit = leftClock ?? rightClock;
  if (unit) {
    const amount = scopeNumber(scope, leftClock ? expression.right : expression.left);
    return { unit, ttlSeconds: amount === undefined ? undefined : unit === 'ms' ? amount / 1000 : amount };
  }
  // `Date.now() + a + b`: the clock is deeper on the left.
  const inner = describeExpiry(scope, expression.left as TSESTree.Expression, steps + 1);
  if (!inner) return undefined;
  const more = scopeNumber(scope, expression.right);
  const ttlSeconds =
    inner.ttlSeconds === undefined || more === undefined ? undefined : inner.ttlSeconds + (inner.unit === 'ms' ? more / 1000 : more);
  return { unit: inner.unit, ttlSeconds };
}

/**
 * The lifetime of an expiry `clock + amount` whose amount is not a constant (`Date.now() + ttl * 1000`,
 * `Math.floor(Date.now() / 1000) + ttlSeconds`): the amount, the clock's unit, and how many seconds one unit of the
 * amount's unscaled term is (`ttl` in `ttl * 1000` added to milliseconds: 1).
 */
export function expiryTerm(where: ClockScope | SourceCode, node: Node, steps = 0): { term: Node; secondsPerUnit: number } | undefined {
  if (steps > MAX_STEPS) return undefined;
  const scope = clockScope(where);
  const { sourceCode } = scope;
  const expression = skipValueWrappers(node);
  const inner = dateArgument(expression) ?? roundedValue(expression);
  if (inner) return expiryTerm(scope, inner, steps + 1);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(sourceCode, expression);
    return binding?.kind === 'initialized' && binding.path.length === 0 ? expiryTerm(scope, binding.init, steps + 1) : undefined;
  }
  if (expression.type !== 'BinaryExpression' || expression.operator !== '+') return undefined;
  const leftClock = clockUnit(scope, expression.left as Node);
  const unit = leftClock ?? clockUnit(scope, expression.right);
  if (!unit) return undefined;
  let term: Node = skipValueWrappers(leftClock ? expression.right : expression.left);
  if (scopeNumber(scope, term) !== undefined) return undefined;
  let scale = unit === 'ms' ? 0.001 : 1;
  // `ttl * 1000`, `1000 * ttl`, `minutes * 60`
  while (term.type === 'BinaryExpression' && term.operator === '*') {
    const right = scopeNumber(scope, term.right);
    const left = right === undefined ? scopeNumber(scope, term.left as Node) : undefined;
    if (right === undefined && left === undefined) return undefined;
    scale *= (right ?? left)!;
    term = skipValueWrappers((right === undefined ? term.right : term.left) as Node);
  }
  return { term, secondsPerUnit: scale };
}

/** `new Date(x)`, `new Date(x).toISOString()`, `.getTime()`, `.toJSON()`, `.valueOf()` → `x`: a date is milliseconds. */
function dateArgument(expression: Node): Node | undefined {
  let current = expression;
  if (current.type === 'CallExpression' && current.arguments.length === 0) {
    const method = getMethodName(current);
    if (method === 'toISOString' || method === 'getTime' || method === 'toJSON' || method === 'valueOf' || method === 'toUTCString') {
      current = skipValueWrappers((current.callee as TSESTree.MemberExpression).object);
    }
  }
  if (current.type !== 'NewExpression' || current.callee.type !== 'Identifier' || current.callee.name !== 'Date' || current.arguments.length !== 1) return undefined;
  const [argument] = current.arguments;
  return argument && argument.type !== 'SpreadElement' ? argument : undefined;
}
