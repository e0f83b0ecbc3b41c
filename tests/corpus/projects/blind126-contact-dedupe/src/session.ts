// Extracts the caller's user id and bearer token from the handler context.
// @ts-nocheck
export interface Caller {
  userId: string;
  bearer: string;
}

type HandlerCtx = {
  http?: { authInfo?: { token: string; extra?: Record<string, unknown> } };
};

export function callerOf(ctx: HandlerCtx): Caller {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string') {
    throw new Error('This server only runs over authenticated HTTP.');
  }
  return { userId, bearer: auth.token };
}
