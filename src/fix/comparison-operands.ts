import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { EqualityTest } from '../analysis/timing/equality.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The two values an equality test compares, written as the arguments of a call, with their parentheses and comments
 * kept: `(a) === b` gives `(a), b`, `Buffer.compare(a, b) === 0` and `a.equals(b)` give `a, b`. Undefined when the
 * call would lose a comment written outside the operands (after `Buffer.compare(a, b)`, before `=== 0`), or the
 * test reads its receiver through `?.`, or is a search (`a.includes(b)`).
 */
export function comparisonOperandsText(sourceCode: SourceCode, test: EqualityTest): string | undefined {
  // a search answers another question than equality: no call of safeEqual replaces it
  if (test.form === 'search') return undefined;
  if (test.form === 'operator' && test.node.type === 'BinaryExpression') {
    const binaryOperator = test.node.operator;
    const operator = sourceCode.getFirstTokenBetween(test.left, test.right, (token) => token.value === binaryOperator);
    if (!operator) return undefined;
    const left = textBefore(sourceCode, test.node.range[0], operator);
    const right = sourceCode.text.slice(operator.range[1], test.node.range[1]).trimStart();
    return `${left}, ${right}`;
  }
  if (!test.call) return undefined;
  return callArgumentsText(sourceCode, test.node, test.call, test.form === 'equals' || test.form === 'locale-compare');
}

/**
 * The arguments of `call` as written between its parentheses (with its receiver first when `withReceiver`:
 * `a.equals(b)` gives `a, b`), or undefined when replacing `node` (the call, or a test around it) with a call on
 * them would lose a comment, or the receiver is read through `?.`.
 */
export function callArgumentsText(sourceCode: SourceCode, node: TSESTree.Node, call: TSESTree.CallExpression, withReceiver = false): string | undefined {
  const openingParen = sourceCode.getTokenAfter(call.typeArguments ?? call.callee, (token) => token.value === '(');
  const closingParen = sourceCode.getLastToken(call);
  if (!openingParen || !closingParen) return undefined;
  const argumentsRange: TSESTree.Range = [openingParen.range[1], closingParen.range[0]];
  let kept: TSESTree.Range[] = [argumentsRange];
  let result = textBefore(sourceCode, openingParen.range[1], closingParen);
  if (withReceiver) {
    if (call.callee.type !== 'MemberExpression') return undefined;
    const { property } = call.callee;
    const dot = sourceCode.getTokenBefore(property, (token) => token.value === '.' || token.value === '?.');
    if (!dot || dot.value === '?.') return undefined;
    const receiverRange: TSESTree.Range = [call.range[0], dot.range[0]];
    kept = [receiverRange, argumentsRange];
    result = `${textBefore(sourceCode, call.range[0], dot)}, ${result}`;
  }
  const losesComment = sourceCode
    .getCommentsInside(node)
    .some((comment) => !kept.some(([start, end]) => comment.range[0] >= start && comment.range[1] <= end));
  return losesComment ? undefined : result;
}

/**
 * The source from `start` up to `token`, trimmed, except that a line comment at its end keeps the line break after
 * it, so that it cannot swallow what the fix writes next.
 */
function textBefore(sourceCode: SourceCode, start: number, token: TSESTree.Token): string {
  const text = sourceCode.text.slice(start, token.range[0]);
  return sourceCode.getTokenBefore(token, { includeComments: true })?.type === 'Line' ? text.trimStart() : text.trim();
}
