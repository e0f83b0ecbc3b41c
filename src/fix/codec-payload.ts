import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Node } from '../analysis/syntax/ast.js';
import { propertyText } from './binding-text.js';
import { planNamedImport } from './imports.js';
import { addProperty, indentationOf } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A name the verified payload of an SDK codec is read into: `const state = ctx.mcpReq.requestState()`. */
export interface PayloadRead {
  readonly declaration: TSESTree.VariableDeclaration;
  readonly name: string;
}

/** What a fix puts into a codec's payloads and checks where they are read back. */
export interface PayloadFieldRequest {
  /** `tool` or `args`. */
  readonly field: 'tool' | 'args';
  /** Each minted payload with the text of its value: `'deploy'`, `{ table }`. */
  readonly mints: readonly { readonly payload: Node; readonly value: string }[];
  /** Each read of the verified payload with the value it must hold there. */
  readonly reads: readonly (PayloadRead & { readonly value: string })[];
  /** Where the fix's `refusal` import is planned from. */
  readonly usedAt: Node;
  /** The linted file is TypeScript: the payload's type has no such field, so the check reads it through a cast. */
  readonly typescript: boolean;
  readonly sealModule: string;
  readonly sourceType: string | undefined;
}

/**
 * Puts `tool: 'deploy'` (or `args: { table }`) into every minted payload — a property of an object literal, or
 * `{ ...payload, tool }` around a name — and, after each read of the verified payload, returns `refusal('tool')`
 * when the read one holds another value (`args` compared as `JSON.stringify`). The codec's `bind` cannot do this: the
 * SDK's context names no tool and holds no arguments.
 */
export function planPayloadField(sourceCode: SourceCode, request: PayloadFieldRequest): TSESLint.ReportFixFunction {
  const { field } = request;
  return (fixer) => {
    const plan = planNamedImport(sourceCode, { module: request.sealModule, name: 'refusal', usedAt: request.usedAt, sourceType: request.sourceType });
    const importFix = plan.fix(fixer);
    const mints = request.mints.map(({ payload, value }) =>
      payload.type === 'ObjectExpression'
        ? addProperty(sourceCode, fixer, payload, propertyText(field, value))
        : fixer.replaceText(payload, `{ ...${sourceCode.getText(payload)}, ${propertyText(field, value)} }`),
    );
    const checks = request.reads.map(({ declaration, name, value }) => {
      const read = request.typescript ? `(${name} as { ${field}?: unknown }).${field}` : `${name}.${field}`;
      const differs = field === 'args' ? `JSON.stringify(${read}) !== JSON.stringify(${value})` : `${read} !== ${value}`;
      const indentation = indentationOf(sourceCode, declaration);
      return fixer.insertTextAfter(declaration, `\n${indentation}if (${name} && ${differs}) return ${plan.reference}('${field}');`);
    });
    return [...(importFix ? [importFix] : []), ...mints, ...checks];
  };
}
