import type { TSESTree } from '@typescript-eslint/utils';
import type { McpFile } from './file.js';
import { findSeals, type StateSeal } from './seals.js';
import { mintedFields, isStateCodecCreation } from './state-codecs.js';
import { enclosingToolHandler, type ToolHandler } from './tool-handlers.js';

/** A `codec.mint(payload, ctx?)` of the file's one codec, in the tool handler that mints it. */
export interface CodecMint {
  readonly seal: StateSeal;
  readonly call: TSESTree.CallExpression;
  readonly handler: ToolHandler | undefined;
  /** Whether the mint passes the handler's context, which a codec with `bind` requires. */
  readonly passesContext: boolean;
  /** Whether the minted payload names the tool (`{ tool: 'deploy', … }`). */
  readonly namesTool: boolean;
}

/**
 * Every mint of the codec the file creates, when it creates exactly one (then every SDK codec mint in it is that
 * codec's); undefined otherwise.
 */
export function codecMints(mcp: McpFile): CodecMint[] | undefined {
  if (mcp.calls.filter((call) => isStateCodecCreation(mcp, call)).length !== 1) return undefined;
  return findSeals(mcp)
    .filter((seal) => seal.kind === 'sdk-codec')
    .map((seal) => ({
      seal,
      call: seal.call,
      handler: enclosingToolHandler(mcp, seal.call),
      passesContext: seal.call.arguments.length >= 2,
      namesTool: mintedFields(mcp, seal)?.fields.has('tool') === true,
    }));
}

/** The tools a codec's mints serve, by the name their registrations give; mints outside a handler count as unknown. */
export function toolsServedBy(mints: readonly CodecMint[]): ReadonlySet<string> {
  return new Set(mints.flatMap(({ handler }) => (handler?.toolNameText === undefined ? [] : [handler.toolNameText])));
}
