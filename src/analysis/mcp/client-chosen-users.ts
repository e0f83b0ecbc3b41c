import type { TSESTree } from '@typescript-eslint/utils';
import { encloses, getEnclosingFunction, getPropertyName, getStaticKeyName, isNodeOf, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { calleeFunctionOf } from './callee-functions.js';
import { isClientState, isParamsObject } from './incoming-state.js';
import { openOf } from './opens.js';
import { sealOf, stringifiedBySealer, type CustomStateFunctions } from './seals.js';
import { fieldsOf } from './signed-fields.js';
import { inlineSignedStateOf } from './inline-tokens.js';
import { findStateResults } from './state-results.js';
import { readsToolArgument } from './tool-arguments.js';
import { enclosingToolHandler, type ToolHandler } from './tool-handlers.js';

/** The keys and parameters a binding names its user by (not a contact detail such as `email`, which a tool may act on). */
const BOUND_USER = /^(?:user|userId|user_id|userID|uid|sub|subject|principal|principalId|owner|ownerId|actor|actorId|callerId)$/;

/** Where a state's user is taken from the call's arguments, and the value that says so. */
export interface ClientChosenUser {
  /** Where it is reported: the binding's property, the argument, the signed field's value. */
  readonly node: Node;
  readonly value: Node;
}

/**
 * The user a tool handler binds its state to, where it takes that user from the call's arguments, which the client
 * chooses, so the state is bound to whoever the client names, however the binding is handed over: a binding object's
 * user (`{ userId: args.employeeId, tool }` handed to a sealer or an opener, `{ user: args.requestedBy ?? caller.userId
 * }` handed with the client's state), a sealer's or opener's user parameter (`sealTrip(state, args.traveller, tool)`,
 * its parameter named for the user), or a signed field a handler seals itself (`JSON.stringify({ …, userId })` with
 * `const userId = args.traveller`).
 */
export function clientChosenUsers(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): ClientChosenUser[] {
  const plain = call.arguments.filter((argument): argument is Expression => argument.type !== 'SpreadElement');
  if (plain.length < 2) return [];
  const handler = enclosingToolHandler(mcp, call);
  const seal = sealOf(mcp, call, names);
  if (!seal && !openOf(mcp, call, names) && !plain.some((argument) => isClientState(mcp, argument))) return [];
  const callee = calleeFunctionOf(mcp, call);
  const found: ClientChosenUser[] = [];
  plain.forEach((argument, index) => {
    // what is sealed may hold anyone the arguments name (`{ email, team }` of an employee to onboard)
    if (argument === seal?.payload) return;
    const parameter = callee?.params[index];
    const declared = parameter?.type === 'AssignmentPattern' ? parameter.left : parameter;
    if (declared?.type === 'Identifier' && BOUND_USER.test(declared.name) && readsArguments(mcp, handler, argument)) {
      found.push({ node: argument, value: argument });
      return;
    }
    const object = objectLiteralOf(mcp.provenance, argument);
    if (!object || !isNodeOf(mcp.sourceCode.ast, object)) return;
    for (const property of object.properties) {
      if (property.type === 'Property' && BOUND_USER.test(getStaticKeyName(property.key, property.computed) ?? '') && readsArguments(mcp, handler, property.value)) found.push({ node: property, value: property.value });
    }
  });
  return found;
}

/** The user fields of what a tool handler seals by hand (it stringifies and MACs the object itself) that read its arguments. */
export function clientChosenSignedUsers(mcp: McpFile, handler: ToolHandler): ClientChosenUser[] {
  const signed: ReadonlyMap<string, Expression>[] = [];
  const stringified = stringifiedBySealer(mcp, handler.fn);
  const object = stringified && objectLiteralOf(mcp.provenance, stringified);
  if (object && isNodeOf(mcp.sourceCode.ast, object)) signed.push(fieldsOf(mcp, object, handler.fn).fields);
  // `` requestState: `${body}.${createHmac(…).update(body).digest('base64url')}` `` with `body` the JSON of the fields
  for (const result of findStateResults(mcp)) {
    const inline = encloses(handler.fn, result.value) ? inlineSignedStateOf(mcp, result) : undefined;
    if (inline) signed.push(inline.fields);
  }
  const found: ClientChosenUser[] = [];
  for (const fields of signed) {
    for (const [key, value] of fields) {
      if (BOUND_USER.test(key) && isNodeOf(mcp.sourceCode.ast, value) && readsArguments(mcp, handler, value)) found.push({ node: value, value });
    }
  }
  return found;
}

/** The function a finding about a chosen user is counted once in: the tool handler, or the function around the call. */
export function chosenUserScope(mcp: McpFile, node: Node): FunctionNode | TSESTree.Program {
  return enclosingToolHandler(mcp, node)?.fn ?? getEnclosingFunction(node);
}

/** A value the client chose: read from the handler's arguments, or from the call's params' `arguments`. */
function readsArguments(mcp: McpFile, handler: ToolHandler | undefined, value: Node): boolean {
  return (handler !== undefined && readsToolArgument(mcp, handler, value)) || readsParamsArguments(mcp, value);
}

/**
 * A value read from the `arguments` of the call's params (`request.params.arguments`, or a dispatcher's `promote(request.params,
 * caller)` reading `params.arguments`) (`const args = params.arguments ?? {}` and `args.requestedBy ?? caller.userId`).
 */
function readsParamsArguments(mcp: McpFile, node: Node, steps = 0): boolean {
  if (steps > 4) return false;
  const value = skipValueWrappers(node);
  if (value.type === 'LogicalExpression' && value.operator !== '&&') return readsParamsArguments(mcp, value.left, steps + 1);
  if (value.type === 'MemberExpression') {
    return (getPropertyName(value) === 'arguments' && isParamsObject(value.object)) || readsParamsArguments(mcp, value.object, steps + 1);
  }
  if (value.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, value);
  return binding?.kind === 'initialized' && readsParamsArguments(mcp, binding.init, steps + 1);
}
