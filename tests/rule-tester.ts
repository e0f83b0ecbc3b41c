import { RuleTester, type InvalidTestCase, type TestLanguageOptions, type ValidTestCase } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';
import * as espree from 'espree';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe } from 'vitest';

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

/**
 * A project on disk for cases whose files import each other: `write` puts a module in it (its folders made as needed),
 * `path` names a file in it; the project is removed after the test file's cases.
 */
export function tempProject(name: string): { readonly path: (file: string) => string; readonly write: (file: string, ...rows: string[]) => void } {
  const root = mkdtempSync(join(tmpdir(), `mcp-state-${name}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const path = (file: string) => join(root, file);
  return {
    path,
    write: (file, ...rows) => {
      mkdirSync(dirname(path(file)), { recursive: true });
      writeFileSync(path(file), lines(...rows));
    },
  };
}

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
