import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { RequestContext, runInContext, type Caller } from './context.js';
import type { StateCodec } from './state/codec.js';

const INTROSPECT_URL = process.env.SSO_INTROSPECT_URL ?? 'https://sso.acme.internal/oauth2/introspect';

export async function introspect(token: string): Promise<Caller | undefined> {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return undefined;
  const data = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!data.active) return undefined;
  return {
    userId: data.sub,
    clientId: data.client_id,
    scopes: (data.scope ?? '').split(' ').filter(Boolean),
    token,
    expiresAt: data.exp,
  };
}

/** Authenticates the caller and opens an AsyncLocalStorage scope for the rest of the request. */
export function requestScope(
  codec: StateCodec,
  verify: (token: string) => Promise<Caller | undefined> = introspect,
): MiddlewareHandler<{ Variables: { caller: Caller } }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('Bearer ')) {
      return c.json({ error: 'unauthorized' }, 401, { 'www-authenticate': 'Bearer' });
    }
    const caller = await verify(header.slice('Bearer '.length));
    if (!caller) return c.json({ error: 'invalid_token' }, 401);

    c.set('caller', caller);
    const ctx = new RequestContext(c.req.header('x-request-id') ?? randomUUID(), caller, codec);
    await runInContext(ctx, () => next());
  };
}
