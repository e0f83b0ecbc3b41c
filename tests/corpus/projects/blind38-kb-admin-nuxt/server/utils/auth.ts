import { createHash } from 'node:crypto';
import type { H3Event } from 'h3';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { kbFetch } from './kb';

interface PatRecord {
  userId: string;
  label: string;
  scopes: string[];
  expiresAt: string | null;
  revoked: boolean;
}

/**
 * MCP callers authenticate either with a personal access token (`Authorization: Bearer kbp_…`)
 * or, for the ops automation that reindexes spaces at night, with the shared admin key.
 */
export async function requireMcpCaller(event: H3Event): Promise<AuthInfo> {
  const config = useRuntimeConfig(event);

  const adminKey = getRequestHeader(event, 'x-kb-admin-key');
  if (adminKey) {
    if (!config.adminApiKey || adminKey !== config.adminApiKey) { // expect: no-timing-unsafe-compare
      throw createError({ statusCode: 401, statusMessage: 'Invalid admin key' });
    }
    return {
      token: 'admin-key',
      clientId: 'ops-automation',
      scopes: ['kb:read', 'kb:write', 'kb:admin'],
      extra: { userId: 'svc:ops-automation', role: 'admin' },
    };
  }

  const header = getRequestHeader(event, 'authorization') ?? '';
  const match = /^Bearer (kbp_[A-Za-z0-9]{40})$/.exec(header);
  if (!match) {
    setResponseHeader(event, 'www-authenticate', 'Bearer realm="kb-admin"');
    throw createError({ statusCode: 401, statusMessage: 'Missing bearer token' });
  }

  // Tokens are stored hashed; the lookup is by hash, so there is nothing to compare here.
  const tokenHash = createHash('sha256').update(match[1]).digest('hex');
  const pat = await kbFetch<PatRecord | null>(`/internal/pats/${tokenHash}`);
  if (!pat || pat.revoked || (pat.expiresAt && Date.parse(pat.expiresAt) < Date.now())) {
    throw createError({ statusCode: 401, statusMessage: 'Token revoked or expired' });
  }

  return {
    token: match[1],
    clientId: `pat:${pat.label}`,
    scopes: pat.scopes,
    expiresAt: pat.expiresAt ? Math.floor(Date.parse(pat.expiresAt) / 1000) : undefined,
    extra: { userId: pat.userId, role: pat.scopes.includes('kb:admin') ? 'admin' : 'editor' },
  };
}
