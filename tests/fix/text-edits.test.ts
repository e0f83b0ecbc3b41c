import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { addProperty, indentationOf } from '../../src/fix/text-edits.js';
import { fixOutputs } from './probe.js';

/** The code as `addProperty(…, 'added: 1')` leaves it, for every object literal assigned to `x`. */
function withProperty(code: string): string[] {
  return fixOutputs(code, (context, offer) => ({
    'AssignmentExpression > ObjectExpression.right'(object: TSESTree.ObjectExpression) {
      offer(object, (fixer) => addProperty(context.sourceCode, fixer, object, 'added: 1'));
    },
  }));
}

describe('addProperty', () => {
  it.each([
    ['an empty object', 'x = {};', 'x = { added: 1 };'],
    ['after the last property', 'x = { a, b: 2 };', 'x = { a, b: 2, added: 1 };'],
    ['after a trailing comma', 'x = {\n  a,\n};', 'x = {\n  a, added: 1,\n};'],
    ['after a spread', 'x = { ...rest };', 'x = { ...rest, added: 1 };'],
  ])('%s', (_name, code, output) => {
    expect(withProperty(code)).toEqual([output]);
  });
});

describe('indentationOf', () => {
  /** `indentationOf` each `const` declaration of `code`, in source order. */
  function indentations(code: string): string[] {
    const found: string[] = [];
    fixOutputs(code, (context) => ({
      'VariableDeclaration[kind="const"]'(declaration: TSESTree.VariableDeclaration) {
        found.push(indentationOf(context.sourceCode, declaration));
      },
    }));
    return found;
  }

  it('gives the whitespace before a declaration that starts its line, else one space', () => {
    expect(indentations('const a = 1;\nfunction f() {\n    const b = 2;\n\tif (a) { const c = 3; }\n}')).toEqual(['', '    ', ' ']);
  });
});
