// Defines the tool context shape and extracts the signed-in user id.
// @ts-nocheck
export interface ToolCtx {
  http?: { authInfo?: { token: string; extra?: { userId?: string } } };
  mcpReq: {
    requestState<T = unknown>(): Promise<T | undefined> | T | undefined;
    inputResponses?: Record<string, unknown>;
  };
}

export function userOf(ctx: ToolCtx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('docs tools require a signed-in user');
  return id;
}
