import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../src/analysis/index.js';
import { asEqualityTest } from '../../src/analysis/timing/index.js';
import { callArgumentsText, comparisonOperandsText } from '../../src/fix/comparison-operands.js';
import { fixOutputs, type FixProbeOptions } from './probe.js';

/** `comparisonOperandsText` of every equality test in `code` (`undefined` where it gives none), in source order. */
function operandsOf(code: string, options?: FixProbeOptions): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  fixOutputs(
    code,
    (context) => {
      const { provenance } = analyzeFile(context);
      const visit = (node: TSESTree.Node) => {
        const test = asEqualityTest(provenance, node);
        if (test) texts.push(comparisonOperandsText(context.sourceCode, test));
      };
      return { BinaryExpression: visit, UnaryExpression: visit, CallExpression: visit };
    },
    options,
  );
  return texts;
}

/** `callArgumentsText` of every `timingSafeEqual(…)` call in `code`, replacing the call itself. */
function argumentsOf(code: string, options?: FixProbeOptions): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  fixOutputs(
    code,
    (context) => ({
      'CallExpression[callee.name="timingSafeEqual"]'(call: TSESTree.CallExpression) {
        texts.push(callArgumentsText(context.sourceCode, call, call));
      },
    }),
    options,
  );
  return texts;
}

describe('comparisonOperandsText', () => {
  it.each([
    ['===', 'ok = a === b;', 'a, b'],
    ['!= with parentheses kept', 'ok = (a) != (b);', '(a), (b)'],
    ['block comments beside the operator', 'ok = a /* left */ === /* right */ b;', 'a /* left */, /* right */ b'],
    ['a line comment before the operator keeps its line break', 'ok = a // left\n  === b;', 'a // left\n  , b'],
    ['Buffer.compare() === 0', 'ok = Buffer.compare(a, b) === 0;', 'a, b'],
    ['0 !== Buffer.compare()', 'ok = 0 !== Buffer.compare(a, b);', 'a, b'],
    ['a comment among the arguments', 'ok = Buffer.compare(a, /* given */ b) === 0;', 'a, /* given */ b'],
    ['!Buffer.compare()', 'ok = !Buffer.compare(a, b);', 'a, b'],
    ['.equals()', 'ok = a.equals(b);', 'a, b'],
    ['.equals() on a parenthesised receiver', 'ok = (a || c).equals(b);', '(a || c), b'],
    ['a comment between the receiver and .equals stays with the receiver', 'ok = a /* c */ .equals(b);', 'a /* c */, b'],
    ['.localeCompare() === 0', 'ok = a.localeCompare(b) === 0;', 'a, b'],
  ])('%s', (_name, code, text) => {
    expect(operandsOf(code)).toEqual([text]);
  });

  it.each([
    ['a comment between the call and === 0', 'ok = Buffer.compare(a, b) /* c */ === 0;'],
    ['a receiver read through ?.', 'ok = a?.equals(b);'],
  ])('none where %s would be lost', (_name, code) => {
    expect(operandsOf(code)).toEqual([undefined]);
  });

  it('reads TypeScript operands as written', () => {
    expect(operandsOf('ok = (a as string) === b!;', { typescript: true })).toEqual(['(a as string), b!']);
  });
});

describe('callArgumentsText', () => {
  it.each([
    ['two arguments', 'timingSafeEqual(a, b);', 'a, b'],
    ['a trailing comma', 'timingSafeEqual(a, b,);', 'a, b,'],
    ['comments inside the parentheses', 'timingSafeEqual(/* mine */ a, b /* theirs */);', '/* mine */ a, b /* theirs */'],
    ['a line comment before the closing parenthesis', 'timingSafeEqual(\n  a,\n  b, // theirs\n);', 'a,\n  b, // theirs\n'],
  ])('%s', (_name, code, text) => {
    expect(argumentsOf(code)).toEqual([text]);
  });

  it('skips type arguments', () => {
    expect(argumentsOf('timingSafeEqual<Buffer>(a, b);', { typescript: true })).toEqual(['a, b']);
  });

  it('gives none where a comment outside the parentheses would be lost', () => {
    expect(argumentsOf('timingSafeEqual /* c */ (a, b);')).toEqual([undefined]);
  });
});
