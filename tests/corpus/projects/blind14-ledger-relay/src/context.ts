import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

export interface Caller {
  userId: string;
  scopes: readonly string[];
  bearer?: string;
}

export function callerOf(ctx: ServerContext): Caller {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  return {
    userId: typeof userId === 'string' ? userId : 'local-operator',
    scopes: auth?.scopes ?? [],
    bearer: auth?.token,
  };
}

export const hasScope = (caller: Caller, scope: string): boolean => caller.scopes.includes(scope);

/**
 * What a second round needs to act for the same caller: the confirmation may
 * come back after the original HTTP request is long gone, so we carry the
 * caller's identity and ledger credentials along with the pending step.
 */
export const carryContext = (caller: Caller) => ({
  userId: caller.userId,
  scopes: [...caller.scopes],
  ledgerToken: caller.bearer,
});

export type CarriedContext = ReturnType<typeof carryContext>;

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

export const introspect =
  (issuer: string) =>
  async (token: string): Promise<AuthInfo> => {
    const res = await fetch(`${issuer}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as IntrospectionResponse;
    if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
    return {
      token,
      clientId: body.client_id ?? 'unknown',
      scopes: body.scope?.split(' ') ?? [],
      expiresAt: body.exp,
      extra: { userId: body.sub },
    };
  };
