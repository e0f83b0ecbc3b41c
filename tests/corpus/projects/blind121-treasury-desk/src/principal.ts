// Returns the authenticated principal's user id from the request context.
// @ts-nocheck
type Ctx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function principalOf(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('missing principal');
  return id;
}
