import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { writesInCode } from '../../../src/analysis/syntax/code-words.js';

function answer(code: string, word = 'requestState', parser?: Linter.Parser): boolean {
  let found: boolean | undefined;
  const rule = { create: (context: { sourceCode: TSESLint.SourceCode }) => ((found = writesInCode(context.sourceCode, word)), {}) };
  new Linter({ configType: 'flat' }).verify(code, [{ files: ['**/*.ts'], ...(parser ? { languageOptions: { parser } } : {}), plugins: { t: { rules: { r: rule as never } } }, rules: { 't/r': 'error' } }], { filename: 'x.ts' });
  if (found === undefined) throw new Error('not linted');
  return found;
}

describe('writesInCode', () => {
  it.each([
    ['a member read', 'const s = request.params.requestState;'],
    ['a property key', 'const result = { requestState: token };'],
    ['a shorthand property', 'const result = { requestState };'],
    ['a destructured name', 'const { requestState } = params;'],
    ['a quoted key', "const result = { 'requestState': token };"],
    ['a computed string key', "const s = params['requestState'];"],
    ['a method call', 'const s = ctx.mcpReq.requestState();'],
  ])('true for %s', (_name, code) => {
    expect(answer(code)).toBe(true);
  });

  it.each([
    ['a longer string', "throw new Error('input_required carries neither inputRequests nor requestState');"],
    ['a comment', '// requestState is echoed back\nconst x = 1;'],
    ['a block comment and a template', '/* requestState */ const m = `keep requestState ${x}`;'],
    ['a longer identifier', 'const requestStateKey = 1;'],
    ['nothing', 'const x = 1;'],
  ])('false for %s', (_name, code) => {
    expect(answer(code)).toBe(false);
  });

  it('counts a TypeScript property signature as code', () => {
    expect(answer('interface Result { requestState?: string }', 'requestState', tsParser as Linter.Parser)).toBe(true);
  });
});
