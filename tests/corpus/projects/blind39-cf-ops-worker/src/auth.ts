import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Env } from './env';

interface OpsKey {
  userId: string;
  accounts: string[];
  scopes: string[];
  /** seconds */
  expiresAt: number;
}

export interface Caller {
  userId: string;
  accounts: string[];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function unauthorized(description: string): Response {
  return new Response(JSON.stringify({ error: 'invalid_token', error_description: description }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="cf-ops"' },
  });
}

/** Ops keys live in KV under the SHA-256 of the key, never in plain text. */
export async function authenticate(request: Request, env: Env): Promise<AuthInfo | Response> {
  const [scheme, token] = (request.headers.get('authorization') ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return unauthorized('missing bearer token');

  const record = await env.API_KEYS.get<OpsKey>(`key:${await sha256Hex(token)}`, 'json');
  if (!record || record.expiresAt * 1000 <= Date.now()) return unauthorized('unknown or expired key');

  return {
    token,
    clientId: 'cf-ops-worker',
    scopes: record.scopes,
    expiresAt: record.expiresAt,
    extra: { userId: record.userId, accounts: record.accounts },
  };
}

type WithAuth = { http?: { authInfo?: AuthInfo } };

export function callerOf(ctx: WithAuth): Caller {
  const extra = ctx.http?.authInfo?.extra as Partial<Caller> | undefined;
  if (!extra?.userId) throw new Error('request is not authenticated');
  return { userId: extra.userId, accounts: extra.accounts ?? [] };
}
