// What the MCP handlers need to know about who is calling. Everything comes from the AuthInfo that
// requireBearerAuth resolved in app.ts; stdio has no caller at all.

export interface AuthInfoLike {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt?: number;
  extra?: Record<string, unknown>;
}

export interface ToolContext {
  http?: { authInfo?: AuthInfoLike };
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
}

export interface Caller {
  userId: string;
  clientId: string;
  scopes: string[];
  /** the shopper's own access token, for calls to services that authorise per shopper */
  bearer: string;
}

export function callerOf(ctx: ToolContext): Caller | undefined {
  const auth = ctx.http?.authInfo;
  if (!auth) return undefined;
  const userId = auth.extra?.customerId;
  if (typeof userId !== 'string' || userId.length === 0) return undefined;
  return { userId, clientId: auth.clientId, scopes: auth.scopes, bearer: auth.token };
}

export const hasScope = (caller: Caller, scope: string) => caller.scopes.includes(scope);
