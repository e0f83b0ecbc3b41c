import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, isNodeOf, getStaticString, pushChildren, skipTypeWrappers, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { laterMemberWrites } from '../scope/object-writes.js';
import { clockUnit, describeExpiry } from '../values/durations.js';
import { parameterIndex } from '../scope/local-functions.js';
import { isExportedFunction } from '../modules/exports.js';
import type { McpFile } from './file.js';
import { registeredToolNames } from './tool-handlers.js';
import { stringifiedBySealer } from './seals.js';
import { callSitesOf } from './call-sites.js';
import { objectLiteralOf, staticProperties } from '../values/object-literals.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ObjectExpression = TSESTree.ObjectExpression;

/** The fields of a signed object as far as the file shows them. */
export interface SignedFields {
  /** The object literal that holds them (where a report about a missing field goes). */
  readonly object: ObjectExpression;
  /** Field name → its value, including fields spread in from object literals. */
  readonly fields: ReadonlyMap<string, Expression>;
  /** False when a spread the file cannot see may add fields. */
  readonly complete: boolean;
  /**
   * A parameter of an exported sealer is spread in and no call of this file passes it: what callers in other modules
   * pass there is judged at their calls, and here only what the sealer itself has in hand.
   */
  readonly passedElsewhere?: boolean;
}

/** Names of signed fields that identify the user, the tool, the expiry or the exact arguments. */
export const USER_FIELD = /^(?:user|userId|user_id|userID|uid|sub|subject|principal|principalId|owner|ownerId|accountId|actor|actorId|callerId|login|username|userName|email)$/;
export const TOOL_FIELD = /^(?:tool|toolName|tool_name|toolId|method)$/;
export const EXPIRY_FIELD = /^(?:exp|expires|expiresAt|expires_at|expiry|expiration|expirationTime|expAt|validUntil|notAfter|deadline)(?:Ms|_ms)?$/;
export const ARGS_FIELD = /^(?:args|arguments|argsDigest|argsHash|args_digest|argumentsDigest|argDigest|params|paramsDigest|input|inputDigest|request|requestDigest)$/;

const USER_VALUE = /\b(?:user\w*|userId|uid|sub|principal\w*|owner\w*|account\w*|actor\w*|login|email)\b|authInfo/i;
const TOOL_VALUE = /\btool\w*|\bTOOL\w*|params\.name\b/i;

/**
 * The signed objects a hand-rolled seal puts its fields in, with the fields each one has. A sealer that
 * stringifies `{ ...state, userId, exp }` gives that literal (plus the fields of `state` where every caller passes
 * a literal); one that stringifies its parameter gives each call site's object literal.
 */
export function signedObjectsOf(mcp: McpFile, sealer: FunctionNode): SignedFields[] {
  const stringified = stringifiedBySealer(mcp, sealer);
  if (!stringified) return [];
  const expression = skipTypeWrappers(stringified);
  if (expression.type === 'ObjectExpression') return [fieldsOf(mcp, expression, sealer)];
  const index = parameterIndex(mcp.sourceCode, expression, sealer);
  if (index === undefined) {
    const literal = mcp.provenance.of(expression).objectLiteral;
    return literal ? [fieldsOf(mcp, literal, sealer)] : [];
  }
  const objects: SignedFields[] = [];
  for (const call of callSitesOf(mcp, sealer)) {
    const argument = call.arguments[index];
    const literal = argument && argument.type !== 'SpreadElement' ? objectLiteralOf(mcp.provenance, argument) : undefined;
    if (literal) objects.push(fieldsOf(mcp, literal, undefined));
  }
  return objects;
}

/** The fields of an object literal; spreads of a sealer's parameter add what every caller passes. */
export function fieldsOf(mcp: McpFile, object: ObjectExpression, sealer: FunctionNode | undefined, depth = 0): SignedFields {
  const fields = new Map<string, Expression>();
  let complete = true;
  let passedElsewhere = false;
  for (const property of object.properties) {
    if (property.type === 'Property') {
      const key = getStaticKeyName(property.key, property.computed);
      if (key === undefined) complete = false;
      else fields.set(key, property.value as Expression);
      continue;
    }
    const spread = skipTypeWrappers(property.argument);
    const index = sealer ? parameterIndex(mcp.sourceCode, spread, sealer) : undefined;
    if (index !== undefined && sealer) {
      const callSites = callSitesOf(mcp, sealer);
      if (callSites.length === 0 && isExportedFunction(mcp.sourceCode, sealer)) passedElsewhere = true;
      const literals = callSites.map((call) => {
        const argument = call.arguments[index];
        return argument && argument.type !== 'SpreadElement' ? objectLiteralOf(mcp.provenance, argument) : undefined;
      });
      if (literals.some((literal) => literal === undefined)) {
        complete = false;
        continue;
      }
      // A field counts only when every caller passes it.
      const passed = literals.map((literal) => fieldsOf(mcp, literal!, undefined, depth + 1));
      if (passed.some((fieldsPassed) => !fieldsPassed.complete)) complete = false;
      const [first, ...rest] = passed;
      for (const [key, value] of first?.fields ?? []) {
        if (rest.every((other) => other.fields.has(key))) fields.set(key, value);
      }
      continue;
    }
    const literal = depth < 4 ? objectLiteralOf(mcp.provenance, spread) : undefined;
    if (!literal) {
      complete = false;
      continue;
    }
    const inner = fieldsOf(mcp, literal, sealer, depth + 1);
    if (!inner.complete) complete = false;
    for (const [key, value] of inner.fields) fields.set(key, value);
  }
  // `const claims = {}; claims.sub = user`, a builder's `this.claims.tool = name`: what is written to it later
  const later = laterMemberWrites(mcp.sourceCode, object);
  if (later && !later.complete) complete = false;
  for (const [key, value] of later?.fields ?? []) if (!fields.has(key)) fields.set(key, value);
  return { object, fields, complete, ...(passedElsewhere && { passedElsewhere }) };
}

/** `export function f`, `export const f = …`: other modules may call it. */
/** Whether a signed field's name or value says it holds the user. */
export function isUserField(key: string, value: Expression, sourceCode: SourceCode): boolean {
  return USER_FIELD.test(key) || isPrincipalValue(sourceCode, value);
}

/** A value named for the user (`userId`, `sub`, `owner`), or read from `authInfo` (`const u = extra.authInfo.extra.userId`). */
export function isPrincipalValue(sourceCode: SourceCode, node: Node, steps = 0): boolean {
  if (USER_VALUE.test(sourceCode.getText(node))) return true;
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier' || steps > 3) return false;
  const binding = resolveBinding(sourceCode, expression);
  return binding?.kind === 'initialized' && isPrincipalValue(sourceCode, binding.init, steps + 1);
}

/**
 * Whether a signed field's name or value says it holds the tool (`tool: 'deploy'`, `t: TOOL`, `tool: request.params.name`),
 * or its value is the name of one of `toolNames` however it is held (`t: NAME` with `const NAME = 'cancel_shipment'`).
 * `owner`: the file `value` is written in.
 */
export function isToolField(owner: McpFile, key: string, value: Expression, toolNames: ReadonlySet<string>): boolean {
  const { sourceCode } = owner;
  if (TOOL_FIELD.test(key) || TOOL_VALUE.test(sourceCode.getText(value)) || readsCalledToolName(sourceCode, value)) return true;
  return holdsToolName(owner, value, toolNames);
}

/** Whether `value`, written in `owner`, is one of `toolNames` however it is held (`NAME` with `const NAME = 'cancel_shipment'`). */
export function holdsToolName(owner: McpFile, value: Node, toolNames: ReadonlySet<string>): boolean {
  const literal = getStaticString(skipTypeWrappers(value)) ?? (toolNames.size > 0 ? owner.provenance.literalString(value) : undefined);
  return literal !== undefined && toolNames.has(literal);
}

/** The called tool's name destructured from a `tools/call` request's params: `const { name } = request.params`. */
function readsCalledToolName(sourceCode: SourceCode, value: Expression): boolean {
  const read = skipTypeWrappers(value);
  const binding = read.type === 'Identifier' ? resolveBinding(sourceCode, read) : undefined;
  if (binding?.kind !== 'initialized') return false;
  const [step, ...rest] = binding.path.filter((each) => each.type !== 'default');
  return step?.type === 'property' && step.name === 'name' && rest.length === 0 && /\bparams$/.test(sourceCode.getText(skipTypeWrappers(binding.init)));
}

/** Whether a signed field names the user. */
export function namesUser(sourceCode: SourceCode, signed: Pick<SignedFields, 'fields'>): boolean {
  return [...signed.fields].some(([key, value]) => isUserField(key, value, sourceCode));
}

/** Whether a signed field names the tool (by its name, its value, or one of the file's tool names). */
export function namesTool(mcp: McpFile, signed: Pick<SignedFields, 'fields'>): boolean {
  const toolNames = registeredToolNames(mcp);
  return [...signed.fields].some(([key, value]) => isToolField(mcp, key, value, toolNames));
}

/** Whether a signed field is an expiry, by its name or because its value is a clock reading plus a lifetime. */
export function namesExpiry(sourceCode: SourceCode, signed: Pick<SignedFields, 'fields'>): boolean {
  return [...signed.fields].some(([key, value]) => EXPIRY_FIELD.test(key) || describeExpiry(sourceCode, value));
}

/** Whether a signed field is the time the state was issued (`iat: Date.now()`), whose age an opener may compare instead. */
export function namesIssueTime(sourceCode: SourceCode, signed: Pick<SignedFields, 'fields'>): boolean {
  return [...signed.fields].some(([key, value]) => ISSUED_FIELD.test(key) && clockUnit(sourceCode, value) !== undefined);
}

const agesByFile = new WeakMap<SourceCode, boolean>();

/** Whether the module compares an age: the clock minus an issue time (`Date.now() - state.iat > MAX_AGE_MS`), either way round. */
export function comparesAge(sourceCode: SourceCode): boolean {
  let answer = agesByFile.get(sourceCode);
  if (answer === undefined) {
    answer = false;
    const stack: Node[] = [sourceCode.ast];
    while (stack.length > 0 && !answer) {
      const node = stack.pop()!;
      if (node.type === 'BinaryExpression' && node.operator === '-' && [node.left, node.right].some((side) => readsIssueTime(side as Node))) answer = true;
      pushChildren(stack, node, sourceCode.visitorKeys);
    }
    agesByFile.set(sourceCode, answer);
  }
  return answer;
}

/** `state.iat`, `claims.issuedAt`, or a name that says it holds one (`issuedAt`). */
export function readsIssueTime(node: Node): boolean {
  const expression = skipValueWrappers(node);
  const name = expression.type === 'Identifier' ? expression.name : expression.type === 'MemberExpression' ? getPropertyName(expression) : undefined;
  return name !== undefined && ISSUED_FIELD.test(name);
}

/** The names a signed field holding the time the state was issued goes by. */
export const ISSUED_FIELD = /^(?:iat|issuedAt|issued_at|createdAt|created_at|mintedAt|minted_at|ts|timestamp)$/;

const ARGS_NAME = /^(?:args|arguments|toolArgs|argsDigest|argsHash)$/;

/**
 * Whether a value is the tool call's arguments whole or computed from them whole: `args`, `binding.args`,
 * `digest(binding.args)`, `hashArguments(input.arguments)`; not one argument (`args.bucketId`).
 */
function readsWholeArguments(node: Node, depth = 0, sourceCode?: SourceCode): boolean {
  const expression = skipTypeWrappers(node as Expression);
  const deeper = (inner: Node) => depth < 3 && readsWholeArguments(inner, depth + 1, sourceCode);
  if (expression.type === 'Identifier') {
    if (ARGS_NAME.test(expression.name)) return true;
    // `const digest = requestDigest(TOOL, args); seal({ digest, … })`: what the name holds, where the file is known
    const binding = sourceCode && isNodeOf(sourceCode.ast, expression) ? resolveBinding(sourceCode, expression) : undefined;
    return binding?.kind === 'initialized' && binding.path.length === 0 && deeper(binding.init);
  }
  if (expression.type === 'MemberExpression') return ARGS_NAME.test(getPropertyName(expression) ?? '');
  if (expression.type === 'CallExpression' || expression.type === 'AwaitExpression') return expression.type === 'AwaitExpression' ? deeper(expression.argument) : expression.arguments.some((argument) => argument.type !== 'SpreadElement' && deeper(argument));
  // `binding.args === undefined ? null : argsDigest(binding.args)`: the digest whenever there are arguments
  if (expression.type === 'ConditionalExpression') return deeper(expression.consequent) || deeper(expression.alternate);
  return false;
}

/**
 * Whether the exact arguments (or a digest of them) are signed, under a name that says so or as a value read from them
 * whole (followed through the names the file given as `sourceCode` binds them to).
 */
export function bindsArguments(signed: SignedFields, sourceCode?: SourceCode): boolean {
  return fieldsBindArguments(signed.fields, 0, sourceCode);
}

/** Whether fields of a signed object carry the tool's arguments: an `args` field, or one made of the whole arguments. */
export function fieldsBindArguments(fields: ReadonlyMap<string, Node>, depth = 0, sourceCode?: SourceCode): boolean {
  return [...fields].some(([key, value]) => ARGS_FIELD.test(key) || readsWholeArguments(value, 0, sourceCode) || (depth < MAX_NESTED_BINDING && bindsInNestedObject(value, depth, sourceCode)));
}

/** Objects a binding may be nested in (`meta: { tool, args: digest(args) }`), at most this deep. */
const MAX_NESTED_BINDING = 2;

/** `meta: { tool, apiVersion, args: fingerprint(args) }`: an object written in place whose fields bind the arguments. */
function bindsInNestedObject(value: Node, depth: number, sourceCode?: SourceCode): boolean {
  const object = skipTypeWrappers(value as TSESTree.Expression);
  if (object.type !== 'ObjectExpression') return false;
  const nested = new Map([...staticProperties(object)].map(([key, property]): [string, Node] => [key, property.value]));
  return fieldsBindArguments(nested, depth + 1, sourceCode);
}

