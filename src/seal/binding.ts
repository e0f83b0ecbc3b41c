/**
 * What a sealed state is bound to. A token sealed for one binding opens only with an equal binding.
 *
 * - `userId`: the authenticated principal (from the verified bearer token, e.g. `authInfo`), never a value the
 *   client sends in the request.
 * - `tool`: the tool whose call produced the state.
 * - `args`: optional; the exact arguments of a risky action, so a confirmation cannot be replayed for another action.
 *   Compared as canonical JSON (object key order does not matter). `undefined` means "not bound".
 */
export type StateBinding = {
  readonly userId: string;
  readonly tool: string;
  readonly args?: unknown;
};

function requireName(binding: object, field: 'userId' | 'tool', fix: string): void {
  const value: unknown = (binding as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value === '') {
    throw new TypeError(`binding.${field} must be a non-empty string: ${fix}`);
  }
}

/** Throws a `TypeError` that says the fix unless `binding` names a user and a tool. */
export function assertBinding(binding: unknown): asserts binding is StateBinding {
  if (typeof binding !== 'object' || binding === null) {
    throw new TypeError('binding must be an object { userId, tool, args? }: pass the authenticated user id and the tool name');
  }
  requireName(binding, 'userId', "pass the authenticated user's id (e.g. from authInfo), never a value from the request");
  requireName(binding, 'tool', 'pass the name of the tool being called');
}
