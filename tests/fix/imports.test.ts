import tsParser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { planNamedImport, planNamedImports, unusedName } from '../../src/fix/imports.js';
import { lines } from '../rule-tester.js';

const SEAL = 'eslint-plugin-mcp-state/seal';

/** A rule that rewrites every `compare(a, b)` call into a call of `safeEqual` from the seal module. */
const useSafeEqual: TSESLint.RuleModule<'use'> = {
  defaultOptions: [],
  meta: { type: 'problem', fixable: 'code', messages: { use: 'use safeEqual' }, schema: [] },
  create(context) {
    return {
      'CallExpression[callee.name="compare"]'(call: TSESTree.CallExpression) {
        context.report({
          node: call,
          messageId: 'use',
          fix(fixer) {
            const plan = planNamedImport(context.sourceCode, {
              module: SEAL,
              name: 'safeEqual',
              usedAt: call,
              sourceType: context.languageOptions.sourceType,
            });
            const edit = plan.fix(fixer);
            const replacement = fixer.replaceText(call.callee, plan.reference);
            return edit ? [edit, replacement] : [replacement];
          },
        });
      },
    };
  },
};

function fix(code: string, options: { commonJs?: boolean; typescript?: boolean } = {}): string {
  const linter = new Linter({ configType: 'flat' });
  const result = linter.verifyAndFix(
    code,
    [
      {
        files: ['**/*.js', '**/*.ts'],
        plugins: { test: { rules: { use: useSafeEqual as never } } },
        rules: { 'test/use': 'error' },
        languageOptions: {
          sourceType: options.commonJs ? 'commonjs' : 'module',
          ...(options.typescript ? { parser: tsParser as never } : {}),
        },
      },
    ],
    options.typescript ? 'file.ts' : 'file.js',
  );
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return result.output;
}

describe('planNamedImport', () => {
  it('adds an import after the last import, in the file’s quote and semicolon style', () => {
    expect(fix(lines('import a from "a"', 'import b from "b"', 'compare(x, y)'))).toBe(
      lines('import a from "a"', 'import b from "b"', `import { safeEqual } from "${SEAL}"`, 'safeEqual(x, y)'),
    );
  });

  it('keeps a comment that ends the line of the last import on that line', () => {
    expect(fix(lines("import a from 'a'; // for a", 'compare(x, y);'))).toBe(
      lines("import a from 'a'; // for a", `import { safeEqual } from '${SEAL}';`, 'safeEqual(x, y);'),
    );
  });

  it('adds an import before the first statement of a file without imports', () => {
    expect(fix(lines('// header comment', 'export const f = (x, y) => compare(x, y);'))).toBe(
      lines('// header comment', `import { safeEqual } from '${SEAL}';`, 'export const f = (x, y) => safeEqual(x, y);'),
    );
  });

  it('fixes several calls with one import', () => {
    expect(fix(lines("import a from 'a';", 'compare(1, 2);', 'compare(3, 4);'))).toBe(
      lines("import a from 'a';", `import { safeEqual } from '${SEAL}';`, 'safeEqual(1, 2);', 'safeEqual(3, 4);'),
    );
  });

  it('extends a default-only import with a named one', () => {
    expect(fix(lines(`import seal from '${SEAL}';`, 'compare(x, y);'))).toBe(
      lines(`import seal, { safeEqual } from '${SEAL}';`, 'safeEqual(x, y);'),
    );
  });

  it('does not extend a type-only import, and aliases around a type named safeEqual', () => {
    expect(fix(lines(`import type { safeEqual } from '${SEAL}';`, 'compare(x, y);'), { typescript: true })).toBe(
      lines(`import type { safeEqual } from '${SEAL}';`, `import { safeEqual as sealSafeEqual } from '${SEAL}';`, 'sealSafeEqual(x, y);'),
    );
  });

  it('does not reuse an import shadowed where the call is', () => {
    expect(fix(lines(`import { safeEqual } from '${SEAL}';`, 'function f(safeEqual) {', '  return compare(safeEqual, 1);', '}'))).toBe(
      lines(
        `import { safeEqual, safeEqual as sealSafeEqual } from '${SEAL}';`,
        'function f(safeEqual) {',
        '  return sealSafeEqual(safeEqual, 1);',
        '}',
      ),
    );
  });

  it('never takes a name the file reads as a global', () => {
    expect(fix(lines('safeEqual(1, 2);', 'compare(x, y);'))).toBe(
      lines(`import { safeEqual as sealSafeEqual } from '${SEAL}';`, 'safeEqual(1, 2);', 'sealSafeEqual(x, y);'),
    );
  });

  it('reuses a CommonJS namespace require', () => {
    expect(fix(lines(`const seal = require('${SEAL}');`, 'compare(x, y);'), { commonJs: true })).toBe(
      lines(`const seal = require('${SEAL}');`, 'seal.safeEqual(x, y);'),
    );
  });

  it('adds a require after the last require in CommonJS', () => {
    expect(fix(lines("'use strict';", "const a = require('a');", 'module.exports = (x, y) => compare(x, y);'), { commonJs: true })).toBe(
      lines(
        "'use strict';",
        "const a = require('a');",
        `const { safeEqual } = require('${SEAL}');`,
        'module.exports = (x, y) => safeEqual(x, y);',
      ),
    );
  });

  it('uses import in a module file that has no import yet, and require when it already requires', () => {
    expect(fix('compare(x, y);')).toBe(lines(`import { safeEqual } from '${SEAL}';`, 'safeEqual(x, y);'));
    expect(fix(lines("const a = require('a');", 'compare(x, y);'))).toBe(
      lines("const a = require('a');", `const { safeEqual } = require('${SEAL}');`, 'safeEqual(x, y);'),
    );
  });
});

/** A rule that rewrites every `both(a)` call into `refusal(openState(a))`, importing both names with one edit. */
const useTwoNames: TSESLint.RuleModule<'use'> = {
  defaultOptions: [],
  meta: { type: 'problem', fixable: 'code', messages: { use: 'use two names' }, schema: [] },
  create(context) {
    return {
      'CallExpression[callee.name="both"]'(call: TSESTree.CallExpression) {
        context.report({
          node: call,
          messageId: 'use',
          fix(fixer) {
            const plan = planNamedImports(context.sourceCode, {
              module: SEAL,
              names: ['openState', 'refusal'],
              usedAt: call,
              sourceType: context.languageOptions.sourceType,
            });
            const edit = plan.fix(fixer);
            const argument = context.sourceCode.getText(call.arguments[0]!);
            const replacement = fixer.replaceText(call, `${plan.references.get('refusal')}(${plan.references.get('openState')}(${argument}))`);
            return edit ? [edit, replacement] : [replacement];
          },
        });
      },
    };
  },
};

function fixWithTwoNames(code: string, commonJs = false): string {
  const linter = new Linter({ configType: 'flat' });
  const result = linter.verifyAndFix(code, [
    {
      plugins: { test: { rules: { use: useTwoNames as never } } },
      rules: { 'test/use': 'error' },
      languageOptions: { sourceType: commonJs ? 'commonjs' : 'module' },
    },
  ]);
  return result.output;
}

describe('planNamedImports', () => {
  it('adds one import with every missing name', () => {
    expect(fixWithTwoNames(lines("import x from 'x';", 'both(t);'))).toBe(
      lines("import x from 'x';", `import { openState, refusal } from '${SEAL}';`, 'refusal(openState(t));'),
    );
  });

  it('reuses what is imported (under its alias) and extends the same import with the rest', () => {
    expect(fixWithTwoNames(lines(`import { refusal as refuse } from '${SEAL}';`, 'both(t);'))).toBe(
      lines(`import { refusal as refuse, openState } from '${SEAL}';`, 'refuse(openState(t));'),
    );
  });

  it('gives each new name its own fresh local when the file uses both', () => {
    expect(fixWithTwoNames(lines('const openState = 1, refusal = 2;', 'both(t);'))).toBe(
      lines(`import { openState as sealOpenState, refusal as sealRefusal } from '${SEAL}';`, 'const openState = 1, refusal = 2;', 'sealRefusal(sealOpenState(t));'),
    );
  });

  it('writes one destructuring require in CommonJS', () => {
    expect(fixWithTwoNames(lines("const x = require('x');", 'both(t);'), true)).toBe(
      lines("const x = require('x');", `const { openState, refusal } = require('${SEAL}');`, 'refusal(openState(t));'),
    );
  });
});

describe('unusedName', () => {
  it('numbers the name until the file does not use it', () => {
    const linter = new Linter({ configType: 'flat' });
    const seen: string[] = [];
    linter.verify(lines('const opened = 1;', 'function f(opened2) { return opened2; }'), [
      {
        plugins: {
          test: {
            rules: {
              name: {
                meta: { schema: [] },
                create: (context) => ({ Program: () => void seen.push(unusedName(context.sourceCode as never, 'opened'), unusedName(context.sourceCode as never, 'fresh')) }),
              },
            },
          },
        },
        rules: { 'test/name': 'error' },
      },
    ]);
    expect(seen).toEqual(['opened3', 'fresh']);
  });
});
