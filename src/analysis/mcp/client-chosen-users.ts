import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, isNodeOf, skipValueWrappers, type Expression, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { isClientState, isParamsObject } from './incoming-state.js';
import { openOf } from './opens.js';
import { sealOf, type CustomStateFunctions } from './seals.js';
import { readsToolArgument } from './tool-arguments.js';
import { enclosingToolHandler } from './tool-handlers.js';

/** The keys a binding names its user under (not a contact detail such as `email`, which a tool may act on). */
const BOUND_USER = /^(?:user|userId|user_id|userID|uid|sub|subject|principal|principalId|owner|ownerId|actor|actorId|callerId)$/;

/**
 * The user a tool handler binds its state to, where it takes that user from the call's arguments (`{ userId:
 * args.employeeId, tool }` handed to a sealer or an opener, `{ user: args.requestedBy ?? caller.userId }` handed with
 * the client's state): the client chooses it, so the state is bound to whoever the client names. Each such property of
 * a binding object this file writes.
 */
export function clientChosenUsers(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): TSESTree.Property[] {
  const plain = call.arguments.filter((argument): argument is Expression => argument.type !== 'SpreadElement');
  if (plain.length < 2) return [];
  const handler = enclosingToolHandler(mcp, call);
  if (!sealOf(mcp, call, names) && !openOf(mcp, call, names) && !plain.some((argument) => isClientState(mcp, argument))) return [];
  const payload = sealOf(mcp, call, names)?.payload;
  const found: TSESTree.Property[] = [];
  for (const argument of plain) {
    // what is sealed may hold anyone the arguments name (`{ email, team }` of an employee to onboard)
    if (argument === payload) continue;
    const object = objectLiteralOf(mcp.provenance, argument);
    if (!object || !isNodeOf(mcp.sourceCode.ast, object)) continue;
    for (const property of object.properties) {
      if (property.type !== 'Property' || !BOUND_USER.test(getStaticKeyName(property.key, property.computed) ?? '')) continue;
      if (handler ? readsToolArgument(mcp, handler, property.value) : readsParamsArguments(mcp, property.value)) found.push(property);
    }
  }
  return found;
}

/**
 * In a function handed the call's params (a dispatcher's `promote(request.params, caller)`): a value read from their
 * `arguments` (`const args = params.arguments ?? {}` and `args.requestedBy ?? caller.userId`).
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
