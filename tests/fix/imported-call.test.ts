import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { replaceWithImportedCall, type ImportedCallRequest } from '../../src/fix/imported-call.js';
import { fixOutputs, type FixProbeOptions } from './probe.js';

const SEAL = 'eslint-plugin-mcp-state/seal';

/** The code as the fix leaves it that replaces every `a === b` / `a !== b` with `safeEqual(a, b)` (negated for `!==`). */
function safeEqualOutputs(code: string, options?: FixProbeOptions): string[] {
  return fixOutputs(
    code,
    (context, offer) => ({
      BinaryExpression(node: TSESTree.BinaryExpression) {
        const request: ImportedCallRequest = {
          target: node,
          module: SEAL,
          name: 'safeEqual',
          argumentsText: `${context.sourceCode.getText(node.left)}, ${context.sourceCode.getText(node.right)}`,
          negated: node.operator === '!==',
          sourceType: context.languageOptions.sourceType,
        };
        offer(node, replaceWithImportedCall(context.sourceCode, request));
      },
    }),
    options,
  );
}

describe('replaceWithImportedCall', () => {
  it('replaces the node and adds the import before the first statement', () => {
    expect(safeEqualOutputs('const ok = a === b;')).toEqual([`import { safeEqual } from '${SEAL}';\nconst ok = safeEqual(a, b);`]);
  });

  it('writes ! before the call when negated, and keeps the parentheses around the node', () => {
    expect(safeEqualOutputs("import x from 'x';\nif ((a !== b)) fail();")).toEqual([
      `import x from 'x';\nimport { safeEqual } from '${SEAL}';\nif ((!safeEqual(a, b))) fail();`,
    ]);
  });

  it('reuses an import of the name under its alias', () => {
    expect(safeEqualOutputs(`import { safeEqual as same } from '${SEAL}';\nconst ok = a === b;`)).toEqual([
      `import { safeEqual as same } from '${SEAL}';\nconst ok = same(a, b);`,
    ]);
  });

  it('extends an import of the module', () => {
    expect(safeEqualOutputs(`import { sealState } from '${SEAL}';\nconst ok = a === b;`)).toEqual([
      `import { sealState, safeEqual } from '${SEAL}';\nconst ok = safeEqual(a, b);`,
    ]);
  });

  it('requires the name in CommonJS', () => {
    expect(safeEqualOutputs("const x = require('x');\nconst ok = a !== b;", { sourceType: 'commonjs' })).toEqual([
      `const x = require('x');\nconst { safeEqual } = require('${SEAL}');\nconst ok = !safeEqual(a, b);`,
    ]);
  });

  it('does not shadow a local of the same name', () => {
    expect(safeEqualOutputs('const safeEqual = 1;\nconst ok = a === b;')).toEqual([
      `import { safeEqual as sealSafeEqual } from '${SEAL}';\nconst safeEqual = 1;\nconst ok = sealSafeEqual(a, b);`,
    ]);
  });

  it('writes the prefix before the call: a shorthand property written out', () => {
    const outputs = fixOutputs('export const result = { requestState };', (context, offer) => ({
      Property(node: TSESTree.Property) {
        const request: ImportedCallRequest = {
          target: node,
          module: SEAL,
          name: 'sealState',
          argumentsText: "requestState, { userId, tool: 'deploy' }",
          prefix: 'requestState: ',
          sourceType: context.languageOptions.sourceType,
        };
        offer(node, replaceWithImportedCall(context.sourceCode, request));
      },
    }));
    expect(outputs).toEqual([`import { sealState } from '${SEAL}';\nexport const result = { requestState: sealState(requestState, { userId, tool: 'deploy' }) };`]);
  });
});

describe('replaceWithImportedCall with alsoImports', () => {
  /** Every `x` becomes `sealState(x, { userId: principalOf(ctx) })`, importing both names in one edit. */
  function sealOutputs(code: string, options?: FixProbeOptions): string[] {
    return fixOutputs(
      code,
      (context, offer) => ({
        'Identifier[name="x"]'(node: TSESTree.Identifier) {
          const request: ImportedCallRequest = {
            target: node,
            module: SEAL,
            name: 'sealState',
            argumentsText: 'x, { userId: principalOf(ctx) }',
            sourceType: context.languageOptions.sourceType,
            alsoImports: ['principalOf'],
          };
          offer(node, replaceWithImportedCall(context.sourceCode, request));
        },
      }),
      options,
    );
  }

  it('imports the other names with the called one, in one import or require', () => {
    expect(sealOutputs('const s = x;')).toEqual([`import { sealState, principalOf } from '${SEAL}';\nconst s = sealState(x, { userId: principalOf(ctx) });`]);
    expect(sealOutputs("const a = require('a');\nconst s = x;", { sourceType: 'commonjs' })).toEqual([
      `const a = require('a');\nconst { sealState, principalOf } = require('${SEAL}');\nconst s = sealState(x, { userId: principalOf(ctx) });`,
    ]);
  });

  it('extends an import that has some of them, and adds none that it has', () => {
    expect(sealOutputs(`import { principalOf } from '${SEAL}';\nconst s = x;`)).toEqual([
      `import { principalOf, sealState } from '${SEAL}';\nconst s = sealState(x, { userId: principalOf(ctx) });`,
    ]);
    expect(sealOutputs(`import { principalOf, sealState } from '${SEAL}';\nconst s = x;`)).toEqual([
      `import { principalOf, sealState } from '${SEAL}';\nconst s = sealState(x, { userId: principalOf(ctx) });`,
    ]);
  });
});
