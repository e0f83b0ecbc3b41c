import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getPropertyName, getStaticKeyName, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterMemberOf } from '../scope/bindings.js';
import { parameterIndex } from '../scope/local-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { objectLiteralOf } from '../values/object-literals.js';

/** A member of an opener's parameter that it compares the opened state with only when a call hands it one. */
export interface OptionalComparison {
  readonly index: number;
  /** The member of the parameter tested, or (with `whole`) the parameter's own name. */
  readonly member: string;
  /** The parameter itself is tested (`if (ttl) …`): a call leaves it out by passing nothing there. */
  readonly whole?: boolean;
}

const EQUALITY: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);

const memo = new WeakMap<FunctionNode, readonly OptionalComparison[]>();

/**
 * The members of its parameters an opener compares only when present: `if (bind.args && p.ad !== argsDigest(bind.args))
 * throw …`, or the same comparison inside `if (bind.args) { … }`. A call that leaves the member out skips the check.
 */
export function comparedOnlyWhenGiven(owner: McpFile, fn: FunctionNode): readonly OptionalComparison[] {
  let found = memo.get(fn);
  if (found) return found;
  const comparisons: OptionalComparison[] = [];
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'BinaryExpression' || !EQUALITY.has(node.operator) || node.left.type === 'PrivateIdentifier') return;
    for (const side of [node.left, node.right]) {
      const read = parameterMemberIn(owner, fn, side);
      if (!read || !isGuardedBy(node, read.text, fn)) continue;
      if (!comparisons.some((known) => known.index === read.index && known.member === read.member)) comparisons.push({ index: read.index, member: read.member });
    }
  });
  found = comparisons;
  memo.set(fn, found);
  return found;
}

/**
 * The members a call of an opener of another module leaves out of the object literal it passes, where the opener
 * compares them only when given (see {@link comparedOnlyWhenGiven}): checks the opener skips at this call.
 */
export function comparisonsSkippedAt(mcp: McpFile, call: TSESTree.CallExpression, fn: FunctionNode): string[] {
  const owner = fileOwning(mcp, fn);
  const skipped: string[] = [];
  for (const { index, member } of comparedOnlyWhenGiven(owner, fn)) {
    if (literalLacks(mcp, argumentAt(call, index), member)) skipped.push(member);
  }
  return skipped;
}

/**
 * `subject` of `fn`'s options destructured as `{ audience, subject }` (or by a `const` of `fn`): the parameter's position
 * and the one member the name is read from. Undefined for a member with a default of its own, which every call gives.
 */
export function optionMemberOf(owner: McpFile, node: Node, fn: FunctionNode): OptionalComparison | undefined {
  const read = parameterMemberOf(owner.sourceCode, node);
  return read?.fn === fn && read.path.length === 1 ? { index: read.position, member: read.path[0]! } : undefined;
}

/** Whether `argument` is an object literal whose members are all written out and none of them is `member`. */
export function literalLacks(mcp: McpFile, argument: Node | null | undefined, member: string): boolean {
  const literal = argument && objectLiteralOf(mcp.provenance, argument);
  if (!literal || literal.properties.some((property) => property.type !== 'Property')) return false;
  return !literal.properties.some((property) => property.type === 'Property' && getStaticKeyName(property.key, property.computed) === member);
}

/**
 * The member of one of `fn`'s parameters that must be given for `node` to run: `claims.exp = …` inside `if
 * (opts.ttlMs)`, or on the right of `opts.ttlMs && …`. Undefined where no such test guards it.
 */
export function writtenOnlyWhenGiven(owner: McpFile, fn: FunctionNode, node: Node): OptionalComparison | undefined {
  for (let child: Node = node, parent = node.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    const test =
      (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') && parent.consequent === child ? parent.test
      : parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child ? parent.left
      : undefined;
    const read = test && testedParameterMember(owner, fn, test);
    if (read) return read;
  }
  return undefined;
}

/** Whether a call leaves out what `given` names: no argument there, or an object literal without that member. */
export function leavesOut(mcp: McpFile, call: TSESTree.CallExpression, given: OptionalComparison): boolean {
  const argument = argumentAt(call, given.index);
  if (given.whole) return !argument || mcp.provenance.of(argument).valueType === 'nullish';
  return !argument || literalLacks(mcp, argument, given.member);
}

/** `opts.ttlMs`, `opts.ttlMs > 0`, `opts.ttlMs !== undefined`, or one of them in a `&&` chain: the member tested. */
function testedParameterMember(owner: McpFile, fn: FunctionNode, test: Node): OptionalComparison | undefined {
  const expression = skipValueWrappers(test);
  if (expression.type === 'LogicalExpression' && expression.operator === '&&') return testedParameterMember(owner, fn, expression.left) ?? testedParameterMember(owner, fn, expression.right);
  const tested = expression.type === 'BinaryExpression' && expression.left.type !== 'PrivateIdentifier' ? skipValueWrappers(expression.left) : expression;
  // `subject` of a parameter destructured as `{ audience, subject }`, or a parameter itself (`if (ttl) …`); one with a
  // default of its own is given at every call
  if (tested.type === 'Identifier') {
    const whole = parameterIndex(owner.sourceCode, tested, fn);
    if (whole === undefined) return optionMemberOf(owner, tested, fn);
    return fn.params[whole]?.type === 'AssignmentPattern' ? undefined : { index: whole, member: tested.name, whole: true };
  }
  if (tested.type !== 'MemberExpression' || tested.computed) return undefined;
  const index = parameterIndex(owner.sourceCode, skipValueWrappers(tested.object), fn);
  const member = getPropertyName(tested);
  return index === undefined || member === undefined ? undefined : { index, member };
}

/** `bind.args` read in a side of a comparison, as is or handed to a function (`argsDigest(bind.args)`). */
function parameterMemberIn(owner: McpFile, fn: FunctionNode, side: Node): { index: number; member: string; text: string } | undefined {
  let expression = skipValueWrappers(side);
  if (expression.type === 'CallExpression' && expression.arguments.length === 1 && expression.arguments[0]!.type !== 'SpreadElement') expression = skipValueWrappers(expression.arguments[0]!);
  if (expression.type !== 'MemberExpression' || expression.computed) return undefined;
  const index = parameterIndex(owner.sourceCode, skipValueWrappers(expression.object), fn);
  const member = getPropertyName(expression);
  const text = spelled(expression);
  return index === undefined || member === undefined || text === undefined ? undefined : { index, member, text };
}

/** Whether the comparison runs only where `text` (`bind.args`) is truthy: the right of `text && …`, or inside `if (text)`. */
function isGuardedBy(comparison: Node, text: string, fn: FunctionNode): boolean {
  for (let child: Node = comparison, parent = comparison.parent; parent && parent !== fn; child = parent, parent = parent.parent) {
    if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child && testsText(parent.left, text)) return true;
    if (parent.type === 'IfStatement' && parent.consequent === child && testsText(parent.test, text)) return true;
    if (parent.type === 'ConditionalExpression' && parent.consequent === child && testsText(parent.test, text)) return true;
  }
  return false;
}

/** `bind.args`, `bind.args !== undefined`, `bind.args != null`, or a `&&` chain with one of them. */
function testsText(test: Node, text: string): boolean {
  const expression = skipValueWrappers(test);
  if (expression.type === 'LogicalExpression' && expression.operator === '&&') return testsText(expression.left, text) || testsText(expression.right, text);
  if (expression.type === 'MemberExpression') return spelled(expression) === text;
  if (expression.type === 'BinaryExpression' && (expression.operator === '!==' || expression.operator === '!=') && expression.left.type === 'MemberExpression') {
    const right = skipValueWrappers(expression.right);
    const absent = (right.type === 'Identifier' && right.name === 'undefined') || (right.type === 'Literal' && right.value === null);
    return absent && spelled(expression.left) === text;
  }
  return false;
}

function spelled(member: TSESTree.MemberExpression): string | undefined {
  const object = skipValueWrappers(member.object);
  const name = getPropertyName(member);
  if (name === undefined || member.computed) return undefined;
  if (object.type === 'Identifier') return `${object.name}.${name}`;
  return object.type === 'MemberExpression' && spelled(object) !== undefined ? `${spelled(object)}.${name}` : undefined;
}
