import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';
import type { Env } from './env';

interface StoredToken {
  userId: string;
  label: string;
  scopes: string[];
  expiresAt: number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Producer API tokens are stored by their SHA-256; the token itself is never kept. */
export function tokenVerifier(env: Env) {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const record = await env.API_TOKENS.get<StoredToken>(`tok:${await sha256Hex(token)}`, 'json');
      if (!record) throw new Error('unknown token');
      return {
        token,
        clientId: record.label,
        scopes: record.scopes,
        expiresAt: record.expiresAt,
        extra: { userId: record.userId },
      };
    },
  };
}

export function producerOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('no producer on this request');
  return userId;
}
