import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { PRINCIPAL_OF } from '../analysis/mcp/handler-fix-texts.js';
import type { FunctionNode, Node } from '../analysis/syntax/ast.js';
import { planNamedImport } from './imports.js';
import type { SealModule } from './principal.js';
import { addProperty } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The `bind` a fix gives an SDK codec: the request's user at run time, `principalOf` referred to as `reference`
 * (the local account on stdio, the verified token's user over HTTP).
 */
export function codecBindText(reference = PRINCIPAL_OF): string {
  return `bind: (ctx) => ${reference}(ctx)`;
}

/** {@link codecBindText} as the file at `usedAt` refers to `principalOf`, and the edit that imports it (none when it does already). */
function planBindText(sourceCode: SourceCode, seal: SealModule, usedAt: Node): { text: string; importFix: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix | undefined } {
  const plan = planNamedImport(sourceCode, { module: seal.module, name: PRINCIPAL_OF, usedAt, sourceType: seal.sourceType });
  return { text: codecBindText(plan.reference), importFix: plan.fix };
}

/** Replaces a codec's `bind` property with {@link codecBindText}, importing `principalOf` in the same fix. */
export function replaceCodecBind(sourceCode: SourceCode, property: Node, seal: SealModule): TSESLint.ReportFixFunction {
  return (fixer) => {
    const { text, importFix } = planBindText(sourceCode, seal, property);
    const edit = importFix(fixer);
    const replacement = fixer.replaceText(property, text);
    return edit ? [edit, replacement] : [replacement];
  };
}

/** A `codec.mint(payload)` call, the tool handler it is in (if any), and whether it passes the handler's context. */
export interface CodecMintSite {
  readonly call: TSESTree.CallExpression;
  readonly handler: { readonly fn: FunctionNode } | undefined;
  readonly passesContext: boolean;
}

/**
 * Adds `bind` ({@link codecBindText}, with the import of `principalOf` from `seal`) to the options of
 * `createRequestStateCodec({ … })` and passes each handler's context to every `mint`
 * that does not yet (`codec.mint(payload)` → `codec.mint(payload, ctx)`): a codec with `bind` throws at a mint
 * without it. Undefined when a mint has no context in reach (its handler's second parameter is not a plain name, or
 * the mint has other arguments than its payload): adding `bind` would then break it.
 */
export function planCodecBind(
  sourceCode: SourceCode,
  options: TSESTree.ObjectExpression,
  mints: readonly CodecMintSite[],
  seal: SealModule,
): TSESLint.ReportFixFunction | undefined {
  const contexts: { readonly payload: TSESTree.Node; readonly name: string }[] = [];
  for (const mint of mints) {
    if (mint.passesContext) continue;
    const contextParameter = mint.handler?.fn.params[1];
    const [payload] = mint.call.arguments;
    if (contextParameter?.type !== 'Identifier' || !payload || mint.call.arguments.length !== 1) return undefined;
    contexts.push({ payload, name: contextParameter.name });
  }
  return (fixer) => {
    const { text, importFix } = planBindText(sourceCode, seal, options);
    const edit = importFix(fixer);
    return [
      ...(edit ? [edit] : []),
      addProperty(sourceCode, fixer, options, text),
      ...contexts.map(({ payload, name }) => fixer.insertTextAfter(payload, `, ${name}`)),
    ];
  };
}
