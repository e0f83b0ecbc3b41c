import type { TSESTree } from '@typescript-eslint/utils';
import { resolveBinding } from '../scope/bindings.js';
import { getEnclosingFunction, getMethodName, getMethodReceiver, isNodeOf, skipTypeWrappers, skipValueWrappers, walkOwnBody, type Node } from '../syntax/ast.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { fileOwning, getMcpFile, type McpFile } from './file.js';
import { isSdkStateRead } from './incoming-state.js';
import { findSeals, type StateSeal } from './seals.js';
import { mintedFields, isStateCodecCreation } from './state-codecs.js';
import { enclosingToolHandler, groupByToolHandler, type ToolHandler } from './tool-handlers.js';

/**
 * The codec a mint mints with: the file's `createRequestStateCodec(…)` call, or a key naming an export of another
 * module that is a codec or gives one (`'./codecs.js#approvalCodec'`, `'./state.js#stateCodec()'`).
 */
export type CodecIdentity = TSESTree.CallExpression | string;

/** A `codec.mint(payload, ctx?)` of an SDK codec, with the codec and the tool handler that mints it. */
export interface CodecMint {
  readonly seal: StateSeal;
  readonly call: TSESTree.CallExpression;
  /** Which codec it mints with; undefined when the file does not show it. */
  readonly codec: CodecIdentity | undefined;
  /**
   * The file's `createRequestStateCodec(…)` call that made the codec, also through a factory of the file
   * (`codecFor('bags')`, whose codecs differ by argument): the options a fix of that call changes are this mint's.
   */
  readonly creation: TSESTree.CallExpression | undefined;
  readonly handler: ToolHandler | undefined;
  /** Whether the mint passes the handler's context, which a codec with `bind` requires. */
  readonly passesContext: boolean;
  /** Whether the minted payload names the tool (`{ tool: 'deploy', … }`). */
  readonly namesTool: boolean;
}

const mintsOfFile = new WeakMap<McpFile, CodecMint[]>();

/** Every mint of an SDK codec in the file, in source order, each with its codec where the file shows it. */
export function allCodecMints(mcp: McpFile): readonly CodecMint[] {
  let mints = mintsOfFile.get(mcp);
  if (!mints) {
    const seals = findSeals(mcp).filter((seal) => seal.kind === 'sdk-codec');
    const creations = seals.length === 0 ? [] : mcp.calls.filter((call) => isStateCodecCreation(mcp, call));
    // a file that creates one codec: a mint whose codec it cannot name is that codec's
    const sole = creations.length === 1 ? creations[0] : undefined;
    mints = seals.map((seal) => {
      const { codec, creation } = codecOf(mcp, seal.call) ?? { codec: sole, creation: sole };
      return {
        seal,
        call: seal.call,
        codec,
        creation,
        handler: enclosingToolHandler(mcp, seal.call),
        passesContext: seal.call.arguments.length >= 2,
        namesTool: mintedFields(mcp, seal)?.fields.has('tool') === true,
      };
    });
    mintsOfFile.set(mcp, mints);
  }
  return mints;
}

/** Every mint of `codec` in the file. */
export function codecMints(mcp: McpFile, codec: CodecIdentity): CodecMint[] {
  return allCodecMints(mcp).filter((mint) => mint.codec === codec);
}

/**
 * The codec `mint` is called on: the creation call its receiver's value comes from, in this file (also through a
 * getter function of the file: `codec()`, memoised or `cached ??= create(…)`); a factory of the file called with
 * arguments makes one codec per argument; else the export of another module it comes from, with the arguments of a
 * call (`codecFor('bags')` and `codecFor('seats')` may differ).
 */
function codecOf(mcp: McpFile, mint: TSESTree.CallExpression): { codec: CodecIdentity; creation: TSESTree.CallExpression | undefined } | undefined {
  const receiver = getMethodReceiver(mint);
  if (!receiver) return undefined;
  const value = mcp.provenance.of(receiver);
  const { origin, foreign } = value;
  const read = madeBy(mcp, skipValueWrappers(receiver));
  const argumentsText = read.type === 'CallExpression' ? `(${read.arguments.map((argument) => mcp.sourceCode.getText(argument)).join(', ')})` : '';
  const getter = read.type === 'CallExpression' ? mcp.provenance.of(read.callee).functionNode : undefined;
  let creation: TSESTree.CallExpression | undefined;
  if (getter && isNodeOf(mcp.sourceCode.ast, getter)) {
    const created = new Set(returnedExpressions(getter, mcp.sourceCode).map((returned) => mcp.provenance.of(returned).origin));
    const [only] = created;
    creation = created.size === 1 && only && isCreationHere(mcp, only) ? only : undefined;
  } else if (isCreationHere(mcp, origin)) {
    creation = origin;
  }
  if (creation) {
    const byArgument = read.type === 'CallExpression' && read.arguments.length > 0 && getter !== undefined && getter.params.length > 0;
    return { codec: byArgument ? `${creation.range[0]}${argumentsText}` : creation, creation };
  }
  if (getter && isNodeOf(mcp.sourceCode.ast, getter)) return undefined;
  return foreign ? { codec: `${foreign.specifier}#${foreign.name}${argumentsText}`, creation: undefined } : undefined;
}

/** The call a `const` holding a codec was given (`const placeCodec = codecFor('place_hold')`), or the receiver itself. */
function madeBy(mcp: McpFile, receiver: Node): Node {
  if (receiver.type !== 'Identifier') return receiver;
  const binding = resolveBinding(mcp.sourceCode, receiver);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  return init?.type === 'CallExpression' ? init : receiver;
}

function isCreationHere(mcp: McpFile, node: Node): node is TSESTree.CallExpression {
  return node.type === 'CallExpression' && isNodeOf(mcp.sourceCode.ast, node) && isStateCodecCreation(mcp, node);
}

/** The tools a codec's mints serve, by the name their registrations give; mints outside a handler count as unknown. */
export function toolsServedBy(mints: readonly CodecMint[]): ReadonlySet<string> {
  return new Set(mints.flatMap(({ handler }) => (handler?.toolNameText === undefined ? [] : [handler.toolNameText])));
}

/**
 * The mints the modules loading this file make with a codec it creates and exports (`export const triageCodec =
 * createRequestStateCodec(…)`, minted by `escalate.ts` and `close.ts`), each with the tool name its module registers
 * (a constant's text differs in meaning from one module to the next: the name itself where the module spells it).
 */
export function importerCodecMints(mcp: McpFile, creation: TSESTree.CallExpression): CodecMint[] {
  const declarator = creation.parent;
  const exported = declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' && getEnclosingFunction(creation).type === 'Program' ? declarator.id.name : undefined;
  if (exported === undefined) return [];
  const mints: CodecMint[] = [];
  for (const analysis of mcp.provenance.importerAnalyses()) {
    const importer = getMcpFile(analysis.sourceCode, analysis);
    // (a module that loads this file, minting with a codec of that name: this file's)
    const minted = allCodecMints(importer).filter((mint) => typeof mint.codec === 'string' && mint.codec.endsWith(`#${exported}`));
    // a module whose own mints serve several tools tells it at each of them (see the rule's foreign codec check)
    if (toolsServedUnnamed(minted).size > 0) return [];
    for (const mint of minted) {
      // a payload the module does not show may name its tool: no proof either way
      if (!mintedFields(importer, mint.seal)) return [];
      const name = mint.handler?.toolName;
      mints.push(name === undefined || !mint.handler ? mint : { ...mint, handler: { ...mint.handler, toolNameText: `'${name}'` } });
    }
  }
  return mints;
}

/**
 * The tools a codec serves here without naming them: the tools of its mints in the file, when it serves more than one
 * and not every mint puts its tool in the payload. Empty otherwise.
 */
export function toolsServedUnnamed(mints: readonly CodecMint[]): ReadonlySet<string> {
  const tools = toolsServedBy(mints);
  return tools.size > 1 && !mints.every((mint) => mint.namesTool) ? tools : new Set();
}

/**
 * Whether a fix may refuse another tool's state where `handler` reads it: every mint in the handler is one the fix
 * gives the tool (`fixed`), or already names it. A handler minting with another codec that names no tool would
 * refuse its own state.
 */
export function mayCheckToolIn(mcp: McpFile, handler: ToolHandler, fixed: readonly CodecMint[]): boolean {
  return allCodecMints(mcp).every((mint) => mint.handler !== handler || mint.namesTool || fixed.includes(mint));
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
export function isOnlyTested(read: Node): boolean {
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
    // a read the handler verifies itself (`codec.verify(raw, ctx)`) is the token, not the payload a verify hook hands over
    if (isVerifiedByHandler(mcp, declarator)) return undefined;
    reads.push({ declaration, name: declarator.id.name });
  }
  return reads;
}

function isVerifiedByHandler(mcp: McpFile, declarator: TSESTree.VariableDeclarator): boolean {
  const variable = mcp.sourceCode.getDeclaredVariables(declarator)[0];
  return variable?.references.some((reference) => {
    const call = reference.identifier.parent;
    return call?.type === 'CallExpression' && call.arguments[0] === reference.identifier && getMethodName(call) === 'verify';
  }) === true;
}

/** Whether a mint's payload is an object the fix can add a `tool` to: an object literal, or a name for one. */
export function mintsAnObject(mcp: McpFile, mint: CodecMint): boolean {
  const [payload] = mint.call.arguments;
  return payload !== undefined && payload.type !== 'SpreadElement' && objectLiteralOf(mcp.provenance, payload) !== undefined;
}

/**
 * The `createRequestStateCodec(…)` call of another module whose codec a mint of this file uses, directly
 * (`state.codec.mint(…)`) or through a wrapper there (`mint: (payload, ctx) => signer.codec.mint(payload, ctx)`): that
 * module judges the codec's options.
 */
export function foreignCodecCreation(mcp: McpFile, mint: CodecMint): { readonly owner: McpFile; readonly call: TSESTree.CallExpression } | undefined {
  const madeAt = (owner: McpFile, origin: Node | undefined) => {
    const home = origin && fileOwning(owner, origin);
    return origin?.type === 'CallExpression' && home && home !== mcp && isStateCodecCreation(home, origin) ? { owner: home, call: origin } : undefined;
  };
  const created = (owner: McpFile, receiver: Node | undefined) => {
    const origin = receiver && owner.provenance.of(receiver).origin;
    const direct = madeAt(owner, origin);
    if (direct || origin?.type !== 'CallExpression') return direct;
    // `progressCodec()` of another module, returning the codec it made (once, kept in a module variable)
    const factory = owner.provenance.of(origin.callee).functionNode;
    const home = factory && fileOwning(owner, factory);
    if (!factory || !home || home === mcp) return undefined;
    for (const returned of returnedExpressions(factory, home.sourceCode)) {
      const made = madeAt(home, home.provenance.of(returned).origin);
      if (made) return made;
    }
    return undefined;
  };
  const direct = created(mcp, getMethodReceiver(mint.call));
  if (direct) return direct;
  const wrapper = mcp.provenance.of(mint.call.callee).functionNode;
  const owner = wrapper && fileOwning(mcp, wrapper);
  if (!wrapper || !owner) return undefined;
  let found: ReturnType<typeof created>;
  walkOwnBody(wrapper, owner.sourceCode.visitorKeys, (node) => {
    if (!found && node.type === 'CallExpression' && getMethodName(node) === 'mint') found = created(owner, getMethodReceiver(node));
  });
  return found;
}
