import type { TSESLint } from '@typescript-eslint/utils';
import type { Node } from '../analysis/syntax/ast.js';
import { planNamedImports } from './imports.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface ImportedCallRequest {
  /** The node the call replaces. */
  readonly target: Node;
  /** The module the called function is imported from, e.g. `eslint-plugin-mcp-state/seal`. */
  readonly module: string;
  /** The exported function, e.g. `safeEqual`. */
  readonly name: string;
  /** The text between the call's parentheses, e.g. `mac, expected`. */
  readonly argumentsText: string;
  /** Write `!` before the call (`a !== b` → `!safeEqual(a, b)`). */
  readonly negated?: boolean;
  /** Text written before the call, e.g. `requestState: ` where the call replaces a shorthand property. */
  readonly prefix?: string;
  /** `context.languageOptions.sourceType`: `commonjs` and `script` files get a `require`. */
  readonly sourceType: string | undefined;
  /** Other exports of `module` that `argumentsText` calls (`principalOf`), imported by the same edit. */
  readonly alsoImports?: readonly string[] | undefined;
}

/**
 * Replaces `target` with a call of `name` from `module` on `argumentsText` (`!` first when negated), and adds the
 * import it needs, or reuses one the file has (see {@link planNamedImport}). Parentheses around `target` stay: they
 * are not part of its text.
 */
export function replaceWithImportedCall(sourceCode: SourceCode, request: ImportedCallRequest): TSESLint.ReportFixFunction {
  const { target, module, name, argumentsText, negated = false, prefix = '', sourceType, alsoImports = [] } = request;
  return (fixer) => {
    const plan = planNamedImports(sourceCode, { module, names: [name, ...alsoImports.filter((other) => other !== name)], usedAt: target, sourceType });
    const importFix = plan.fix(fixer);
    const replacement = fixer.replaceText(target, `${prefix}${negated ? '!' : ''}${plan.references.get(name)!}(${argumentsText})`);
    return importFix ? [importFix, replacement] : [replacement];
  };
}
