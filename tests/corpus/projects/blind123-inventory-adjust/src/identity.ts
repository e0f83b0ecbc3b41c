// Returns the authenticated user id from the request context.
// @ts-nocheck
export interface HasAuth {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function userIdFrom(ctx: HasAuth): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('unauthenticated request');
  return id;
}
