import { getStaticString, skipTypeWrappers, type Expression, type FunctionNode } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { comparesAge, namesExpiry, namesIssueTime, namesTool, namesUser, TOOL_FIELD, USER_FIELD, type SignedFields } from './signed-fields.js';
import type { OpenerChecks } from './state-checks.js';
import { authenticatedRoles } from './additional-data.js';

/** What sealed state is not bound to. */
export type BindingGap = 'user' | 'tool' | 'expiry';

/** The fields of the bundled `{ userId, tool }` binding. */
export type BindingField = 'userId' | 'tool';

const BINDING_FIELDS: readonly BindingField[] = ['userId', 'tool'];

/** The binding fields written as an empty string, which binds the state to no one. */
export function emptyBindingFields(binding: SignedFields): { field: BindingField; value: Expression }[] {
  return BINDING_FIELDS.flatMap((field) => {
    const value = binding.fields.get(field);
    return value !== undefined && getStaticString(skipTypeWrappers(value)) === '' ? [{ field, value }] : [];
  });
}

/** The binding fields not passed at all. */
export function missingBindingFields(binding: SignedFields): BindingField[] {
  return BINDING_FIELDS.filter((field) => !binding.fields.has(field));
}

/**
 * What a hand-rolled seal's complete signed fields lack: the user, the tool, an expiry. Where callers in other modules
 * fill the signed object (`passedElsewhere`) and `sealer` takes no binding of its own (`sealState(payload)`), the
 * user and the tool are theirs to pass, judged at their calls; a sealer that takes them apart
 * (`sealState(state, userId, tool)`) is judged here for all three.
 */
export function handRolledGaps(mcp: McpFile, signed: Pick<SignedFields, 'fields' | 'passedElsewhere'>, sealer?: FunctionNode): BindingGap[] {
  const gaps: BindingGap[] = [];
  const binds = !signed.passedElsewhere || (sealer?.params.some((param) => param.type === 'Identifier' && (USER_FIELD.test(param.name) || TOOL_FIELD.test(param.name))) ?? false);
  // the user and the tool an AEAD sealer authenticates as additional data bind the box as signed fields do
  const authenticated = sealer ? authenticatedRoles(mcp, sealer) : undefined;
  if (binds && !authenticated?.has('user') && !namesUser(mcp.sourceCode, signed)) gaps.push('user');
  if (binds && !authenticated?.has('tool') && !namesTool(mcp, signed)) gaps.push('tool');
  // an issue time is an expiry where the module compares an age: its opener's, at home
  if (!namesExpiry(mcp.sourceCode, signed) && !(namesIssueTime(mcp.sourceCode, signed) && comparesAge(mcp.sourceCode))) gaps.push('expiry');
  return gaps;
}

/** What a state opener never checks: the expiry against the clock, the user, the tool. */
export function openerGaps(checks: OpenerChecks): BindingGap[] {
  return (['expiry', 'user', 'tool'] as const).filter((check) => !checks[check]);
}
