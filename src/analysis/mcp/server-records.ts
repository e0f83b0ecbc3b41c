import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, settledValue, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterIndex, soleReturnedExpression } from '../scope/local-functions.js';
import { findVariable } from '../scope/bindings.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { cutsFixedPrefix } from './state-encoding.js';
import type { BindingGap } from './binding-gaps.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { isClientState, mayReceiveState } from './incoming-state.js';
import { EXPIRY_FIELD, fieldsOf, TOOL_FIELD, USER_FIELD } from './signed-fields.js';
import { checksAroundCall, type OpenerChecks } from './state-checks.js';
import { enclosingToolHandler } from './tool-handlers.js';

/** A lookup of a server-held record by the client's state, and what the record names that the lookup never compares. */
export interface RecordLookupGap {
  readonly lookup: TSESTree.CallExpression;
  readonly gaps: readonly BindingGap[];
}

/**
 * The state as a handle to a record the server keeps (`pending.set(handle, { userId, tool, expiresAt })`, then
 * `pending.get(ctx.mcpReq.requestState())`, whatever the store's methods are called): the binding is the record's, and
 * holds only where the function that looks the record up compares what the record names with the retry's own. A field
 * the record names and the lookup never compares is a gap: whoever holds the handle (another user, another tool, after
 * the expiry) gets the record.
 */
export function recordLookupGaps(mcp: McpFile): RecordLookupGap[] {
  if (!mayReceiveState(mcp)) return [];
  const recordsByStore = new Map<string, TSESTree.ObjectExpression[]>();
  const lookups: Array<{ call: TSESTree.CallExpression; store: string }> = [];
  const keep = (store: string, records: readonly TSESTree.ObjectExpression[]) => recordsByStore.set(store, [...(recordsByStore.get(store) ?? []), ...records]);
  for (const call of mcp.calls) {
    const access = keyedAccessOf(mcp, call, 0);
    if (!access) {
      // `parkTrip({ userId, tool, … })`: a function of the project parking the record under a handle it makes
      const [only] = call.arguments;
      const parked = call.arguments.length === 1 && only?.type !== 'SpreadElement' && getMethodName(call) === undefined ? parkedRecords(mcp, call, only!, []) : undefined;
      if (parked) keep(parked.store, parked.records);
      continue;
    }
    const { store, key, values } = access;
    // a record is written under a key (`put(handle, record)`); what signs (`sign(payload, binding)`) keeps nothing
    const fromClient = keyParts(mcp, key).some((part) => isClientState(mcp, part));
    const keyed = skipValueWrappers(key).type !== 'ObjectExpression' && !objectLiteralOf(mcp.provenance, key) && !fromClient;
    const records = keyed ? values.flatMap((value) => objectLiteralOf(mcp.provenance, storedWhole(value)) ?? []).filter((record) => !spreadsParameter(mcp, record)) : (parkedRecords(mcp, call, key, values)?.records ?? []);
    if (records.length > 0) keep(store, records);
    // a lookup gives the record: `pending.delete(handle)` on its own gives nothing to check; a helper's lookup by its
    // parameter is its callers' (`takeTrip(raw)`), checked where they use what it returns
    else if (call.parent.type !== 'ExpressionStatement' && fromClient && !keyedByHelperParameter(mcp, call, key)) lookups.push({ call, store });
  }
  const found: RecordLookupGap[] = [];
  for (const { call: lookup, store } of lookups) {
    const records = recordsByStore.get(store) ?? [];
    if (records.length === 0) continue;
    const named = (test: RegExp) => records.every((record) => [...fieldsOf(mcp, record, undefined).fields.keys()].some((key) => test.test(key)));
    const checks = lookupChecks(mcp, lookup);
    if (!checks) continue;
    const gaps: BindingGap[] = [];
    if (named(EXPIRY_FIELD) && !checks.expiry) gaps.push('expiry');
    if (named(USER_FIELD) && !checks.user) gaps.push('user');
    if (named(TOOL_FIELD) && !checks.tool) gaps.push('tool');
    if (gaps.length > 0) found.push({ lookup, gaps });
  }
  return found;
}

/** A call that reads or writes a store by a key: the store, the key it is handed, and the values handed with it. */
interface KeyedAccess {
  /** The store as written where it is called, in the module where it is: `pending` of `tools.ts`. */
  readonly store: string;
  readonly key: TSESTree.Expression;
  readonly values: readonly TSESTree.Expression[];
}

/** How many functions deep a store's key and values are followed from a call's arguments. */
const MAX_ACCESS_DEPTH = 2;

/**
 * `pending.set(handle, record)`, `store.take(handle)` (the key first), or a call of a project function that hands its
 * parameters to such a call (`keepTrip(id, record)` with `function keepTrip(handle, record) { trips.set(handle,
 * record) }`): the same store, wherever the functions live.
 */
function keyedAccessOf(mcp: McpFile, call: TSESTree.CallExpression, depth: number): KeyedAccess | undefined {
  const arguments_ = call.arguments.filter((argument): argument is TSESTree.Expression => argument.type !== 'SpreadElement');
  if (arguments_.length !== call.arguments.length || arguments_.length === 0) return undefined;
  const store = getMethodName(call) === undefined ? undefined : storeText(mcp, call);
  if (store !== undefined) return { store: `${fileId(mcp)}:${store}`, key: arguments_[0]!, values: arguments_.slice(1) };
  // only a call handed a record or the client's state can write or look one up: no other callee is worked out
  const mayAccess = depth > 0 || arguments_.some((argument) => objectLiteralOf(mcp.provenance, argument) || keyParts(mcp, argument).some((part) => isClientState(mcp, part)));
  const fn = mayAccess && depth < MAX_ACCESS_DEPTH ? calleeFunctionOf(mcp, call) : undefined;
  if (!fn) return undefined;
  const owner = fileOwning(mcp, fn);
  for (const inner of callsIn(owner, fn)) {
    const access = keyedAccessOf(owner, inner, depth + 1);
    const keyIndex = access && keyParts(owner, access.key).map((part) => parameterIndex(owner.sourceCode, part, fn)).find((index) => index !== undefined);
    if (!access || keyIndex === undefined || !arguments_[keyIndex]) continue;
    const values = access.values.flatMap((value) => {
      const index = parameterIndex(owner.sourceCode, value, fn);
      return index === undefined || !arguments_[index] ? [] : [arguments_[index]!];
    });
    return { store: access.store, key: arguments_[keyIndex]!, values };
  }
  return undefined;
}

/**
 * `pending.put({ userId, tool, … })` with `put(record)` storing the record under a handle it makes itself
 * (`redis.set(PREFIX + randomBytes(16).toString('base64url'), JSON.stringify({ ...record }))`): a record written,
 * under a key the caller never sees but the handle it is given back.
 */
function parkedRecords(mcp: McpFile, call: TSESTree.CallExpression, first: TSESTree.Expression, rest: readonly TSESTree.Expression[]): { store: string; records: TSESTree.ObjectExpression[] } | undefined {
  const record = rest.length === 0 ? objectLiteralOf(mcp.provenance, first) : undefined;
  const fn = record && calleeFunctionOf(mcp, call);
  if (!record || !fn) return undefined;
  const owner = fileOwning(mcp, fn);
  const isRecordParameter = (node: Node) => parameterIndex(owner.sourceCode, node, fn) === 0;
  for (const inner of callsIn(owner, fn)) {
    const access = keyedAccessOf(owner, inner, MAX_ACCESS_DEPTH);
    if (!access || keyParts(owner, access.key).some((part) => parameterIndex(owner.sourceCode, part, fn) !== undefined)) continue;
    if (access.values.some((value) => holdsWhole(value, isRecordParameter))) return { store: access.store, records: [record] };
  }
  return undefined;
}

/** `{ ...record, parkedAt }` in a helper that parks `record`: the records are what its callers hand it (see {@link parkedRecords}). */
function spreadsParameter(mcp: McpFile, literal: TSESTree.ObjectExpression): boolean {
  const fn = getEnclosingFunction(literal);
  return fn.type !== 'Program' && literal.properties.some((property) => property.type === 'SpreadElement' && parameterIndex(mcp.sourceCode, property.argument, fn) !== undefined);
}

/** `JSON.stringify(record)` kept in a store: the record. */
function storedWhole(value: TSESTree.Expression): TSESTree.Expression {
  const expression = skipValueWrappers(value);
  const [first] = expression.type === 'CallExpression' && getMethodName(expression) === 'stringify' ? expression.arguments : [];
  return first && first.type !== 'SpreadElement' ? first : value;
}

/** `record`, `JSON.stringify(record)`, `{ ...record, createdAt }`, `JSON.stringify({ ...record })`: the value whole. */
function holdsWhole(value: Node, isRecord: (node: Node) => boolean): boolean {
  const expression = skipValueWrappers(value);
  if (isRecord(expression)) return true;
  if (expression.type === 'CallExpression' && getMethodName(expression) === 'stringify' && expression.arguments[0]) return holdsWhole(expression.arguments[0], isRecord);
  return expression.type === 'ObjectExpression' && expression.properties.some((property) => property.type === 'SpreadElement' && isRecord(skipValueWrappers(property.argument)));
}

function keyedByHelperParameter(mcp: McpFile, call: TSESTree.CallExpression, key: Node): boolean {
  const fn = getEnclosingFunction(call);
  if (fn.type === 'Program' || enclosingToolHandler(mcp, call)?.fn === fn) return false;
  return keyParts(mcp, key).some((part) => parameterIndex(mcp.sourceCode, part, fn) !== undefined);
}

/**
 * What a key is made of: `handle` of `` `trip:${handle}` `` or `this.prefix + handle`, also cut of a fixed prefix
 * (`` `pending:${handle.slice(PREFIX.length)}` ``), or the key itself.
 */
function keyParts(mcp: McpFile, key: Node, depth = 0): Node[] {
  const expression = settledValue(key);
  if (expression.type === 'CallExpression') {
    const receiver = getMethodReceiver(expression);
    if (receiver && cutsFixedPrefix(mcp, expression, getMethodName(expression))) return keyParts(mcp, receiver, depth);
    // `recordName(handle)` returning `` `pending:${handle.slice(PREFIX.length)}` ``: the name a helper makes of its argument
    const named = depth < MAX_ACCESS_DEPTH ? nameMadeOf(mcp, expression, depth) : undefined;
    if (named) return keyParts(mcp, named, depth + 1);
  }
  if (expression.type === 'TemplateLiteral') return expression.expressions.flatMap((part) => keyParts(mcp, part, depth));
  if (expression.type === 'BinaryExpression' && expression.operator === '+') return [...keyParts(mcp, expression.left, depth), ...keyParts(mcp, expression.right, depth)];
  return expression.type === 'Literal' ? [] : [expression];
}

/** The argument a project function makes a record's name of, where it returns one text made of that parameter. */
function nameMadeOf(mcp: McpFile, call: TSESTree.CallExpression, depth: number): TSESTree.Expression | undefined {
  const fn = call.arguments.length > 0 ? mcp.provenance.of(call.callee).functionNode : undefined;
  const owner = fn && fileOwning(mcp, fn);
  const returned = owner && soleReturnedExpression(fn!, owner.sourceCode);
  if (!returned || skipValueWrappers(returned).type !== 'TemplateLiteral') return undefined;
  const indexes = keyParts(owner!, returned, depth + 1).map((part) => parameterIndex(owner!.sourceCode, part, fn!));
  const [index] = indexes;
  const argument = index !== undefined && indexes.every((each) => each === index) ? call.arguments[index] : undefined;
  return argument && argument.type !== 'SpreadElement' ? argument : undefined;
}

const fileIds = new WeakMap<McpFile, number>();

/** A number for each module, so that stores of two modules written alike stay two. */
function fileId(mcp: McpFile): number {
  let id = fileIds.get(mcp);
  if (id === undefined) fileIds.set(mcp, (id = nextFileId++));
  return id;
}
let nextFileId = 0;

const callsByFunction = new WeakMap<McpFile, Map<Node, TSESTree.CallExpression[]>>();

/** The calls a function makes itself (not those of functions inside it), from an index of the file made once. */
function callsIn(mcp: McpFile, fn: FunctionNode): readonly TSESTree.CallExpression[] {
  let index = callsByFunction.get(mcp);
  if (!index) {
    index = new Map();
    for (const call of mcp.calls) {
      const enclosing = getEnclosingFunction(call);
      index.set(enclosing, [...(index.get(enclosing) ?? []), call]);
    }
    callsByFunction.set(mcp, index);
  }
  return index.get(fn) ?? [];
}

/**
 * What the function around a lookup checks of the record. A lookup that hands the store's method more than the key
 * (`drafts.claim(handle, userId)`) leaves the checks to it: unknown, unless the method is the project's and reads none
 * of what it is handed beyond the key.
 */
function lookupChecks(mcp: McpFile, lookup: TSESTree.CallExpression): OpenerChecks | undefined {
  const around = checksAroundCall(mcp, lookup);
  if (lookup.arguments.length < 2) return around;
  const method = calleeFunctionOf(mcp, lookup);
  if (!method) return undefined;
  const owner = fileOwning(mcp, method);
  const readsMore = method.params.slice(1).some((parameter) => parameter.type !== 'Identifier' || (findVariable(owner.sourceCode, parameter)?.references.length ?? 1) > 0);
  return readsMore ? undefined : around;
}

/** The store a method is called on, as written: `pendingInvites`, `this.#pending`. */
function storeText(mcp: McpFile, call: TSESTree.CallExpression): string | undefined {
  const receiver: Node | undefined = getMethodReceiver(call);
  return receiver && mcp.sourceCode.getText(receiver);
}

