// Extracts the authenticated user id from the request context.
// @ts-nocheck
export interface HasAuth {
  http?: { authInfo?: { token?: string; clientId?: string; extra?: Record<string, unknown> } };
}

export function userIdOf(ctx: HasAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('ledger tools need an authenticated user');
  }
  return userId;
}
