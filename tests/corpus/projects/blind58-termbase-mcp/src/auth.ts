import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';
import { config } from './config.js';

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  'https://l10n.example.com/workspace'?: string;
}

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const basic = Buffer.from(`${config.oauth.clientId}:${config.oauth.clientSecret}`).toString('base64');
    const res = await fetch(config.oauth.introspectionUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = (await res.json()) as Introspection;
    if (!info.active || !info.sub || !info.exp) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub, workspace: info['https://l10n.example.com/workspace'] },
    };
  },
};

/** The signed-in linguist. Every tool here needs one; there is no anonymous or stdio mode. */
export function principal(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('No authenticated user on this request');
  }
  return userId;
}
