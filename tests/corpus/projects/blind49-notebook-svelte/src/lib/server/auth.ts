import { createHash } from 'node:crypto';
import { MCP_BREAK_GLASS_TOKEN } from '$env/static/private';
import { db } from './db';

export interface McpUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
}

const BREAK_GLASS_USER: McpUser = { id: 'ops-break-glass', email: 'oncall@notebook.dev', role: 'admin' };

const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Personal access tokens are stored hashed. The break-glass token is for the on-call runbook when the
 * database is down, so it must not need a lookup.
 */
export async function userForBearer(bearer: string): Promise<McpUser | null> {
  if (MCP_BREAK_GLASS_TOKEN.length > 0 && bearer === MCP_BREAK_GLASS_TOKEN) { // expect: no-timing-unsafe-compare
    return BREAK_GLASS_USER;
  }

  const pat = await db.personalAccessToken.findUnique({
    where: { tokenHash: fingerprint(bearer) },
    select: { revokedAt: true, expiresAt: true, user: { select: { id: true, email: true, role: true } } },
  });
  if (!pat || pat.revokedAt || (pat.expiresAt && pat.expiresAt < new Date())) return null;

  await db.personalAccessToken.update({ where: { tokenHash: fingerprint(bearer) }, data: { lastUsedAt: new Date() } });
  return { id: pat.user.id, email: pat.user.email, role: pat.user.role as McpUser['role'] };
}
