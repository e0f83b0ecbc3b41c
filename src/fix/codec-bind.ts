import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from '../analysis/syntax/ast.js';
import { addProperty } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The `bind` a fix gives an SDK codec: the authenticated user's id from the SDK 2.x context. */
export const CODEC_BIND_TEXT = 'bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`';

/** A `codec.mint(payload)` call, the tool handler it is in (if any), and whether it passes the handler's context. */
export interface CodecMintSite {
  readonly call: TSESTree.CallExpression;
  readonly handler: { readonly fn: FunctionNode } | undefined;
  readonly passesContext: boolean;
}

/**
 * Adds `bind` to the options of `createRequestStateCodec({ … })` and passes each handler's context to every `mint`
 * that does not yet (`codec.mint(payload)` → `codec.mint(payload, ctx)`): a codec with `bind` throws at a mint
 * without it. Undefined when a mint has no context in reach (its handler's second parameter is not a plain name, or
 * the mint has other arguments than its payload): adding `bind` would then break it.
 */
export function planCodecBind(
  sourceCode: SourceCode,
  options: TSESTree.ObjectExpression,
  mints: readonly CodecMintSite[],
): TSESLint.ReportFixFunction | undefined {
  const contexts: { readonly payload: TSESTree.Node; readonly name: string }[] = [];
  for (const mint of mints) {
    if (mint.passesContext) continue;
    const contextParameter = mint.handler?.fn.params[1];
    const [payload] = mint.call.arguments;
    if (contextParameter?.type !== 'Identifier' || !payload || mint.call.arguments.length !== 1) return undefined;
    contexts.push({ payload, name: contextParameter.name });
  }
  return (fixer) => [
    addProperty(sourceCode, fixer, options, CODEC_BIND_TEXT),
    ...contexts.map(({ payload, name }) => fixer.insertTextAfter(payload, `, ${name}`)),
  ];
}
