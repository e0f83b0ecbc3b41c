import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { elementRemovalRange, statementRemovalRange } from '../../src/fix/remove-element.js';

/** `code` with the removal range of every property named `drop` (or spread of `drop`, or statement `drop();`) cut out. */
function removeDrop(code: string): string[] {
  const outputs: string[] = [];
  const probe: TSESLint.RuleModule<never> = {
    defaultOptions: [],
    meta: { type: 'problem', messages: {}, schema: [] },
    create(context) {
      const { sourceCode } = context;
      const cut = (range: readonly [number, number] | undefined) => {
        outputs.push(range ? code.slice(0, range[0]) + code.slice(range[1]) : 'no removal');
      };
      return {
        Property(property: TSESTree.Property) {
          if (property.key.type === 'Identifier' && property.key.name === 'drop') cut(elementRemovalRange(sourceCode, property));
        },
        SpreadElement(spread: TSESTree.SpreadElement) {
          if (spread.argument.type === 'Identifier' && spread.argument.name === 'drop' && spread.parent.type === 'ObjectExpression') {
            cut(elementRemovalRange(sourceCode, spread));
          }
        },
        ExpressionStatement(statement: TSESTree.ExpressionStatement) {
          if (sourceCode.getText(statement.expression) === 'drop()') cut(statementRemovalRange(sourceCode, statement));
        },
      };
    },
  };
  new Linter({ configType: 'flat' }).verify(code, [{ plugins: { test: { rules: { probe: probe as never } } }, rules: { 'test/probe': 'error' } }]);
  return outputs;
}

describe('elementRemovalRange', () => {
  it.each([
    ['first of several, inline', 'x = { drop, a, b };', 'x = { a, b };'],
    ['middle, inline', 'x = { a, drop: 1, b };', 'x = { a, b };'],
    ['last, inline', 'x = { a, drop };', 'x = { a };'],
    ['only', 'x = { drop };', 'x = {};'],
    ['a spread', 'x = { a, ...drop };', 'x = { a };'],
    ['on its own line', 'x = {\n  a,\n  drop,\n  b,\n};', 'x = {\n  a,\n  b,\n};'],
    ['last on its own line without a trailing comma', 'x = {\n  a,\n  drop\n};', 'x = {\n  a\n};'],
    ['last on its own line, CRLF', 'x = {\r\n  a,\r\n  drop\r\n};', 'x = {\r\n  a\r\n};'],
    ['spanning lines', 'x = {\n  a,\n  drop: {\n    b: 1,\n  },\n  c,\n};', 'x = {\n  a,\n  c,\n};'],
    ['followed by a comment on its line', 'x = { a, drop, // note\n  b };', 'x = { a, // note\n  b };'],
    ['last on its own line, a comment after it', 'x = {\n  a,\n  drop // note\n};', 'x = {\n  a // note\n};'],
  ])('%s', (_name, code, output) => {
    expect(removeDrop(code)).toEqual([output]);
  });
});

describe('statementRemovalRange', () => {
  it.each([
    ['alone on its line', 'a();\ndrop();\nb();', 'a();\nb();'],
    ['the last line', 'a();\ndrop();', 'a();\n'],
    ['sharing its line', 'a(); drop(); b();', 'a();  b();'],
  ])('%s', (_name, code, output) => {
    expect(removeDrop(code)).toEqual([output]);
  });
});
