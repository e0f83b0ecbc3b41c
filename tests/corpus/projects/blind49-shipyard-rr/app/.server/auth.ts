import { createHash } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { redis } from './redis';

interface TokenRecord {
  userId: string;
  scopes: string[];
  /** seconds since the epoch, as AuthInfo wants it */
  expiresAt: number;
}

/**
 * Shipyard access tokens are random 32-byte strings; Redis only ever sees their SHA-256, so the lookup
 * itself is the check and nothing is compared here.
 */
export async function authenticate(request: Request): Promise<AuthInfo | null> {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(request.headers.get('authorization') ?? '');
  if (!match) return null;
  const token = match[1];

  const lookupKey = `shipyard:token:${createHash('sha256').update(token).digest('hex')}`;
  const record = await redis.get<TokenRecord>(lookupKey);
  if (!record || record.expiresAt * 1000 <= Date.now()) return null;

  return { token, clientId: 'shipyard-cli', scopes: record.scopes, expiresAt: record.expiresAt, extra: { userId: record.userId } };
}

export function callerId(ctx: { http?: { authInfo?: AuthInfo } }): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('Shipyard MCP tools need an authenticated user (authInfo.extra.userId)');
  }
  return userId;
}
