// Reads the signed-in user's id from the tool handler context or throws if there is none.
// @ts-nocheck
export interface AuthCtx {
  http?: { authInfo?: { clientId?: string; extra?: { userId?: string; email?: string } } };
}

export function whoami(ctx: AuthCtx): string {
  const user = ctx.http?.authInfo?.extra?.userId;
  if (!user) throw new Error('sign in required');
  return user;
}
