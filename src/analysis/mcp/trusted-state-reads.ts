import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getPropertyName, isFunctionNode, isLogCall, skipTypeWrappers, type Node } from '../syntax/ast.js';
import { findVariable } from '../scope/bindings.js';
import { fileOwning, type McpFile } from './file.js';
import { GLOBALS } from '../scope/modules.js';
import type { CustomStateFunctions } from './seals.js';
import { callSitesOf } from './call-sites.js';
import { isSdkStateRead, mayReceiveState, readsUnverifiedState } from './incoming-state.js';
import { isHelperStateRead } from './state-reader-helpers.js';
import { isVerifiedBefore } from './verification-steps.js';
import { decodeHelperCall } from './decode-helpers.js';
import { readsParameter } from './state-reads.js';

/** How far a read is followed: through `const`s, local functions it is handed to and helpers that return it. */
const MAX_DEPTH = 6;

/** A read of the state a client sent, unchecked, and the first place that trusts it as the server's own. */
export interface TrustedStateRead {
  /** `ctx.mcpReq.requestState()` */
  readonly read: TSESTree.CallExpression;
  /** The field read, destructuring, or comparison with a literal that trusts it. */
  readonly use: Node;
}

/**
 * Whether `call` reads the state a client sent on an SDK 2.x server built without a `requestState.verify` hook —
 * where `ctx.mcpReq.requestState()` returns the client's string unchecked — and the handler then uses the value as
 * its own state with no signature check on the way: reads a field of it (`state.step`), destructures it, compares it
 * with a literal (`state === 'confirmed'`) or switches on it, shows it as text, or passes it to a function of the
 * project that cannot verify. Handing it to a package or to code that may verify, using it as a key (whole or in a
 * text made of it), testing whether it is there, measuring or logging it trusts nothing: a key finds the server's own
 * record, whose binding require-state-binding checks. Decoding it is an unverified decode, reported as such.
 */
export function trustedStateReadOf(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): TrustedStateRead | undefined {
  const read = (mayReceiveState(mcp) && mcp.vocabulary.spells('mcpReq') && isSdkStateRead(call)) || isHelperStateRead(mcp, call);
  if (!read || !readsUnverifiedState(mcp, call)) return undefined;
  const use = trustingUse(mcp, call, names, 0, new Set());
  return use ? { read: call, use } : undefined;
}

/** The first use of the value of `node` that trusts it (see {@link trustedStateReadOf}). */
function trustingUse(mcp: McpFile, node: Node, names: CustomStateFunctions, depth: number, seen: Set<Node>): Node | undefined {
  if (depth > MAX_DEPTH || seen.has(node)) return undefined;
  seen.add(node);
  const value = outermostSameValue(node);
  const parent = value.parent;
  if (!parent) return undefined;
  const trusted = (use: Node) => (isVerifiedBefore(mcp, use, names) ? undefined : use);
  switch (parent.type) {
    case 'MemberExpression': {
      // a key (`drafts[raw]`) finds the server's own record; whether it belongs to the user is the record's binding
      if (parent.computed && parent.property === value) return undefined;
      if (parent.object !== value || getPropertyName(parent) === 'length') return undefined;
      const holder = parent.parent?.type === 'ChainExpression' ? parent.parent : parent;
      const called = holder.parent?.type === 'CallExpression' && holder.parent.callee === holder;
      if (called && getPropertyName(parent) === 'then') return settledUses(mcp, holder.parent as TSESTree.CallExpression, names, depth, seen);
      return called ? undefined : trusted(parent);
    }
    case 'VariableDeclarator':
      if (parent.init !== value) return undefined;
      if (parent.id.type === 'ObjectPattern') return parent.id.properties.length > 0 ? trusted(parent.id) : undefined;
      return parent.id.type === 'Identifier' ? usesOfVariable(mcp, parent.id, names, depth, seen) : undefined;
    case 'TemplateLiteral':
      return concatenatedUse(mcp, parent, names, depth, seen, trusted);
    case 'BinaryExpression': {
      if (parent.operator === '+') return concatenatedUse(mcp, parent, names, depth, seen, trusted);
      if (!['===', '!==', '==', '!='].includes(parent.operator)) return undefined;
      const other = parent.left === value ? parent.right : parent.left;
      return isConstantValue(mcp, other) ? trusted(parent) : undefined;
    }
    case 'SwitchStatement':
      return parent.discriminant === value && parent.cases.some((branch) => branch.test !== null && isConstantValue(mcp, branch.test))
        ? trusted(parent.discriminant)
        : undefined;
    case 'CallExpression':
      if (parent.callee === value) return undefined;
      // `Number(state)`: the client's value, converted, is used as the server's own
      if (isConversion(mcp, parent)) return trusted(parent);
      return followsParameter(mcp, parent, value) ? parameterUses(mcp, parent, value, names, depth, seen) : handedToCall(mcp, parent, value, trusted);
    case 'ReturnStatement':
      return returnedUses(mcp, getEnclosingFunction(parent), names, depth, seen);
    case 'ArrowFunctionExpression':
      return parent.body === value ? returnedUses(mcp, parent, names, depth, seen) : undefined;
    default:
      return undefined;
  }
}

/** The methods a store is read or changed by a key with: `orders.get(raw)`. */
const LOOKUPS = new Set(['get', 'has', 'delete', 'getItem', 'removeItem']);

/**
 * The state handed to a call: a key of a store lookup (the record it finds is the server's own; whether it is the
 * user's is the record's binding), or data for a function of a module of the project that names nothing that signs,
 * so it cannot be a verifier (`resumeImport(ctx.mcpReq.requestState())`).
 * A package's function or one that may verify trusts nothing, and a decode helper's call is an unverified decode.
 */
function handedToCall(mcp: McpFile, call: TSESTree.CallExpression, value: Node, trusted: (use: Node) => Node | undefined): Node | undefined {
  const method = getMethodName(call);
  if (method !== undefined && LOOKUPS.has(method)) return undefined;
  if (mcp.provenance.calleeMaySign(call.callee)) return undefined;
  const callee = mcp.provenance.of(call.callee);
  if (!callee.functionNode || !callee.foreign) return undefined;
  // a decode helper's call, or one whose summary takes the state apart, is an unverified read, reported as such
  const index = call.arguments.indexOf(value as TSESTree.CallExpressionArgument);
  if (decodeHelperCall(mcp, call) || (index >= 0 && readsParameter(mcp, callee.functionNode, index))) return undefined;
  return trusted(call);
}

/**
 * The state inside a text made of it: logged, it trusts nothing; a key made of it (`redis.get(PREFIX + handle)`,
 * `` const key = `pending:${handle}` ``) is used as the state would be; any other text shows it as the server's own.
 */
function concatenatedUse(mcp: McpFile, text: Node, names: CustomStateFunctions, depth: number, seen: Set<Node>, trusted: (use: Node) => Node | undefined): Node | undefined {
  if (isLogged(text)) return undefined;
  const whole = outermostText(text);
  const holder = whole.parent;
  const key = isKeyPosition(whole) || (holder?.type === 'VariableDeclarator' && holder.init === whole && holder.id.type === 'Identifier' && onlyKeys(mcp, holder.id));
  return key ? trustingUse(mcp, whole, names, depth + 1, seen) : trusted(text);
}

/** An argument of a call or a computed key: where a text made of the state can be a key. */
function isKeyPosition(node: Node): boolean {
  const holder = node.parent;
  return (holder?.type === 'CallExpression' && holder.callee !== node) || (holder?.type === 'MemberExpression' && holder.computed && holder.property === node);
}

/** A `const` every read of which is in a {@link isKeyPosition}. */
function onlyKeys(mcp: McpFile, id: TSESTree.Identifier): boolean {
  const variable = findVariable(mcp.sourceCode, id);
  const reads = variable?.references.filter((reference) => reference.init !== true) ?? [];
  return reads.length > 0 && reads.every((reference) => reference.isRead() && !reference.isWrite() && isKeyPosition(reference.identifier as Node));
}

function outermostText(text: Node): Node {
  let current = text;
  while (current.parent?.type === 'TemplateLiteral' || (current.parent?.type === 'BinaryExpression' && current.parent.operator === '+')) current = current.parent;
  return current;
}

/** Text that only goes to a log: an argument of `console.log(…)`, `logger.warn(…)`. */
function isLogged(text: Node): boolean {
  const current = outermostText(text);
  const call = current.parent;
  return call?.type === 'CallExpression' && call.callee !== current && isLogCall(call);
}

/** The largest expression around `node` that is still its value: `(node as T)`, `node!`, `await node`, `node ?? {}`. */
function outermostSameValue(node: Node): Node {
  let current = node;
  for (let parent = current.parent; parent; parent = current.parent) {
    const keeps =
      (skipTypeWrappers(parent) !== parent && 'expression' in parent && parent.expression === current) ||
      (parent.type === 'AwaitExpression' && parent.argument === current) ||
      (parent.type === 'LogicalExpression' && parent.operator !== '&&' && parent.left === current);
    if (!keeps) return current;
    current = parent;
  }
  return current;
}

/** A literal other than `null`/`undefined`, or a constant bound to one: `'confirmed'`, `2`, `STEP.CONFIRM`. */
function isConstantValue(mcp: McpFile, node: Node): boolean {
  const value = mcp.provenance.of(node);
  return value.kind === 'literal' && value.valueType !== 'nullish' && value.valueType !== 'unknown' && value.valueType !== 'object';
}

/** The uses of a never-reassigned variable initialised with the value. */
function usesOfVariable(mcp: McpFile, id: TSESTree.Identifier, names: CustomStateFunctions, depth: number, seen: Set<Node>): Node | undefined {
  const variable = findVariable(mcp.sourceCode, id);
  if (!variable || variable.defs.length !== 1) return undefined;
  if (variable.references.some((reference) => reference.isWrite() && reference.init !== true)) return undefined;
  for (const reference of variable.references) {
    if (reference.init === true) continue;
    const use = trustingUse(mcp, reference.identifier as Node, names, depth + 1, seen);
    if (use) return use;
  }
  return undefined;
}

const CONVERSIONS = new Set(['Number', 'parseInt', 'parseFloat', 'BigInt']);

function isConversion(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const reference = mcp.provenance.of(call.callee).reference;
  return reference?.module === GLOBALS && reference.path.length === 1 && CONVERSIONS.has(reference.path[0]!);
}

/** The parameter of a project function (in this module or another) that a call hands `argument` to, when it is one name. */
function parameterHanded(mcp: McpFile, call: TSESTree.CallExpression, argument: Node): { owner: McpFile; parameter: TSESTree.Identifier } | undefined {
  const fn = mcp.provenance.of(call.callee).functionNode;
  const index = call.arguments.indexOf(argument as TSESTree.CallExpressionArgument);
  const parameter = fn && index >= 0 ? fn.params[index] : undefined;
  return fn && parameter?.type === 'Identifier' ? { owner: fileOwning(mcp, fn), parameter } : undefined;
}

function followsParameter(mcp: McpFile, call: TSESTree.CallExpression, argument: Node): boolean {
  return parameterHanded(mcp, call, argument) !== undefined;
}

/** `resume(state)` with a `function resume(state) { … }` of this module or another: the uses of that parameter. */
function parameterUses(
  mcp: McpFile,
  call: TSESTree.CallExpression,
  argument: Node,
  names: CustomStateFunctions,
  depth: number,
  seen: Set<Node>,
): Node | undefined {
  const handed = parameterHanded(mcp, call, argument);
  return handed && usesOfVariable(handed.owner, handed.parameter, names, depth, seen);
}

/**
 * `read(ctx).then((state) => …)`: the callback's parameter holds what the promise settles to; what the callback
 * returns is what the `.then` call settles to (see {@link returnedUses}).
 */
function settledUses(mcp: McpFile, then: TSESTree.CallExpression, names: CustomStateFunctions, depth: number, seen: Set<Node>): Node | undefined {
  const callback = then.arguments[0];
  if (!callback || !isFunctionNode(callback)) return undefined;
  const [parameter] = callback.params;
  return parameter?.type === 'Identifier' ? usesOfVariable(mcp, parameter, names, depth, seen) : undefined;
}

/** The `.then(…)` call `fn` is the fulfilment callback of: `promise.then((state) => state)`. */
function thenOf(fn: Node): TSESTree.CallExpression | undefined {
  const call = fn.parent;
  return call?.type === 'CallExpression' && call.arguments[0] === fn && getMethodName(call) === 'then' ? call : undefined;
}

/** `const readState = (ctx) => ctx.mcpReq.requestState()`: the uses of what each call of the helper returns. */
function returnedUses(mcp: McpFile, fn: Node, names: CustomStateFunctions, depth: number, seen: Set<Node>): Node | undefined {
  if (!isFunctionNode(fn)) return undefined;
  const then = thenOf(fn);
  if (then) return trustingUse(mcp, then, names, depth + 1, seen);
  for (const call of callSitesOf(mcp, fn)) {
    const use = trustingUse(mcp, call, names, depth + 1, seen);
    if (use) return use;
  }
  return undefined;
}
