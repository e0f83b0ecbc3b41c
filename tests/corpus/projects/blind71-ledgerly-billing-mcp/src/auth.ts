// Bearer authentication: maps a tenant API key to AuthInfo and grants support staff a cross-tenant scope.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { query } from './db.js';
import { config } from './config.js';

export const OPS_SCOPE = 'ops:cross-tenant';

function fingerprint(rawKey: string): string {
  return createHash('sha256').update(rawKey, 'utf8').digest('hex');
}

async function verifyAccessToken(token: string) {
  const rows = await query(
    `SELECT k.tenant_id, k.user_id, k.scopes, k.expires_at, u.email, u.is_staff
       FROM api_keys k
       JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND k.expires_at > now()`,
    [fingerprint(token)],
  );
  if (rows.length === 0) throw new Error('invalid API key');
  const row = rows[0];
  return {
    token,
    clientId: `tenant:${row.tenant_id}`,
    scopes: row.scopes,
    expiresAt: Math.floor(new Date(row.expires_at).getTime() / 1000),
    extra: { tenantId: row.tenant_id, userId: row.user_id, email: row.email, isStaff: row.is_staff },
  };
}

const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['billing:read'] });

function hasOpsHeader(request: Request): boolean {
  const presented = request.headers.get('x-ledgerly-ops');
  if (!config.opsToken || !presented) return false;
  return presented === config.opsToken; // expect: no-timing-unsafe-compare
}

export async function authenticate(request: Request) {
  const result = await bearer(request);
  if (result instanceof Response) return result;
  if (result.extra?.isStaff && hasOpsHeader(request)) {
    return { ...result, scopes: [...result.scopes, OPS_SCOPE] };
  }
  return result;
}
