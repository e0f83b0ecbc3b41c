import type { TSESTree } from '@typescript-eslint/utils';
import { skipTypeWrappers, type Node } from '../syntax/ast.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { isSdkStateRead } from './incoming-state.js';
import { findSeals, type StateSeal } from './seals.js';
import { mintedFields, isStateCodecCreation } from './state-codecs.js';
import { enclosingToolHandler, groupByToolHandler, type ToolHandler } from './tool-handlers.js';

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

/** `const state = ctx.mcpReq.requestState()` in a block of a handler: where the verified payload gets a name. */
export interface CodecPayloadRead {
  readonly declaration: TSESTree.VariableDeclaration;
  readonly name: string;
}

const stateReadsOfFile = new WeakMap<McpFile, Map<ToolHandler | undefined, TSESTree.CallExpression[]>>();

/** The file's `ctx.mcpReq.requestState()` reads by the tool handler they are in, worked out once. */
function stateReadsByHandler(mcp: McpFile): Map<ToolHandler | undefined, TSESTree.CallExpression[]> {
  let byHandler = stateReadsOfFile.get(mcp);
  if (!byHandler) {
    byHandler = groupByToolHandler(mcp, mcp.calls.filter(isSdkStateRead), (call) => call);
    stateReadsOfFile.set(mcp, byHandler);
  }
  return byHandler;
}

/** Whether `read` is only tested (`if (!read)`, `read === undefined`): it then trusts nothing of the payload. */
function isOnlyTested(read: Node): boolean {
  let node = read;
  while (node.parent && skipTypeWrappers(node.parent) !== node.parent) node = node.parent;
  const parent = node.parent;
  if (parent?.type === 'UnaryExpression' && parent.operator === '!') return true;
  if (parent?.type === 'IfStatement' && parent.test === node) return true;
  if (parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) {
    const other = parent.left === node ? parent.right : parent.left;
    return (other.type === 'Identifier' && other.name === 'undefined') || (other.type === 'Literal' && other.value === null);
  }
  return false;
}

/**
 * Every read of the verified payload in `handler`, when each is either the initializer of a one-name `const`/`let`
 * in a block of the handler itself or only tested; undefined when one is used any other way (a check of the tool
 * could not be placed after it).
 */
export function codecPayloadReads(mcp: McpFile, handler: ToolHandler): CodecPayloadRead[] | undefined {
  const reads: CodecPayloadRead[] = [];
  for (const call of stateReadsByHandler(mcp).get(handler) ?? []) {
    if (isOnlyTested(call)) continue;
    let node: Node = call;
    while (node.parent && skipTypeWrappers(node.parent) !== node.parent) node = node.parent;
    const declarator = node.parent;
    if (declarator?.type !== 'VariableDeclarator' || declarator.init !== node || declarator.id.type !== 'Identifier') return undefined;
    const declaration = declarator.parent;
    if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
    if (declaration.parent?.type !== 'BlockStatement' || declaration.parent.parent !== handler.fn) return undefined;
    reads.push({ declaration, name: declarator.id.name });
  }
  return reads;
}

/** Whether a mint's payload is an object the fix can add a `tool` to: an object literal, or a name for one. */
export function mintsAnObject(mcp: McpFile, mint: CodecMint): boolean {
  const [payload] = mint.call.arguments;
  return payload !== undefined && payload.type !== 'SpreadElement' && objectLiteralOf(mcp.provenance, payload) !== undefined;
}
