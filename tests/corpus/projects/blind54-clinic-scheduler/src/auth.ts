import type { AuthInfo } from '@modelcontextprotocol/server';
import { env } from './env.js';

/** Front-desk staff sign in through the hospital SSO; we introspect their access tokens. */
export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(env.ssoIntrospectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as { active?: boolean; sub?: string; exp?: number; scope?: string; client_id?: string };
    if (!res.ok || !body.active || !body.sub || !body.exp) throw new Error('token rejected');
    return {
      token,
      clientId: body.client_id ?? 'front-desk',
      scopes: (body.scope ?? '').split(' '),
      expiresAt: body.exp,
      extra: { userId: body.sub },
    };
  },
};

type Ctx = { http?: { authInfo?: AuthInfo } };

/** The staff member making the call. */
export function staffUser(ctx: Ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('no authenticated staff user');
  return userId;
}
