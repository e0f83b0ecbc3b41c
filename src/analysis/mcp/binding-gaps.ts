import { getStaticString, skipTypeWrappers, type Expression } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { namesExpiry, namesTool, namesUser, type SignedFields } from './signed-fields.js';
import type { OpenerChecks } from './state-checks.js';

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

/** What a hand-rolled seal's complete signed fields lack: the user, the tool, an expiry. */
export function handRolledGaps(mcp: McpFile, signed: Pick<SignedFields, 'fields'>): BindingGap[] {
  const gaps: BindingGap[] = [];
  if (!namesUser(mcp.sourceCode, signed)) gaps.push('user');
  if (!namesTool(mcp, signed)) gaps.push('tool');
  if (!namesExpiry(mcp.sourceCode, signed)) gaps.push('expiry');
  return gaps;
}

/** What a state opener never checks: the expiry against the clock, the user, the tool. */
export function openerGaps(checks: OpenerChecks): BindingGap[] {
  return (['expiry', 'user', 'tool'] as const).filter((check) => !checks[check]);
}
