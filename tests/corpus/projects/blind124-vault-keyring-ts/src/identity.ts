// Extracts the authenticated user id from the tool context or throws.
// @ts-nocheck
export class NotAuthenticated extends Error {}

interface CtxLike {
  http?: { authInfo?: { clientId?: string; extra?: Record<string, unknown> } };
}

export function principalOf(ctx: CtxLike): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new NotAuthenticated('this tool needs an authenticated user');
  }
  return userId;
}
