import { RuleTester, type InvalidTestCase, type TestLanguageOptions, type ValidTestCase } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';
import * as espree from 'espree';
import { describe } from 'vitest';

export type Valid<Options extends readonly unknown[]> = ValidTestCase<Options> | string;
export type Invalid<MessageIds extends string, Options extends readonly unknown[]> = InvalidTestCase<
  MessageIds,
  Options
>;

export interface RuleTests<MessageIds extends string, Options extends readonly unknown[]> {
  valid: Valid<Options>[];
  invalid: Invalid<MessageIds, Options>[];
}

export interface ParserMatrix<MessageIds extends string, Options extends readonly unknown[]>
  extends RuleTests<MessageIds, Options> {
  /** Cases with TypeScript syntax: run under `@typescript-eslint/parser` only. */
  typescriptOnly?: RuleTests<MessageIds, Options>;
}

/** Test code written one line per argument. */
export const lines = (...rows: string[]): string => rows.join('\n');

/** CommonJS parsing; RuleTester passes `sourceType` on to ESLint although its type does not list it. */
export const commonJs = { sourceType: 'commonjs' } as TestLanguageOptions;

const espreeTester = new RuleTester({
  languageOptions: {
    parser: espree as unknown as TSESLint.FlatConfig.Parser,
    parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  },
});
const typescriptTester = new RuleTester();

/**
 * Runs the same cases under espree and `@typescript-eslint/parser` (both ESM by default;
 * a case sets `languageOptions: { sourceType: 'commonjs' }` for CommonJS).
 */
export function testRule<MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options>,
  tests: ParserMatrix<MessageIds, Options>,
): void {
  describe('espree', () => {
    espreeTester.run(name, rule, { valid: tests.valid, invalid: tests.invalid });
  });
  describe('@typescript-eslint/parser', () => {
    typescriptTester.run(name, rule, {
      valid: [...tests.valid, ...(tests.typescriptOnly?.valid ?? [])],
      invalid: [...tests.invalid, ...(tests.typescriptOnly?.invalid ?? [])],
    });
  });
}
