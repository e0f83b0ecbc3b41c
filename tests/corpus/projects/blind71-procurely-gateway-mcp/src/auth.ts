// API-key authentication for the gateway: keys look like pk_<id>_<secret>; only a SHA-256 of the secret is stored.
// @ts-nocheck
import { createHash, timingSafeEqual } from 'node:crypto';
import { query } from './db.js';

const KEY_FORMAT = /^pk_([a-z0-9]{12})_([A-Za-z0-9_-]{32,86})$/;

export interface Principal {
  tenantId: string;
  userId: string;
  scopes: string[];
}

export async function authenticateApiKey(authorization: string | undefined) {
  if (!authorization) return null;
  const [scheme, credential] = authorization.split(' ', 2);
  if (scheme?.toLowerCase() !== 'bearer' || !credential) return null;
  const m = KEY_FORMAT.exec(credential);
  if (!m) return null;

  const [row] = await query(
    `SELECT tenant_id, user_id, secret_sha256, scopes, expires_at
       FROM api_keys WHERE id = $1 AND revoked_at IS NULL`,
    [m[1]],
  );
  if (!row) return null;
  const stored = Buffer.from(row.secret_sha256, 'hex');
  const presented = createHash('sha256').update(m[2], 'utf8').digest();
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null;
  const expiresAt = row.expires_at ? Math.floor(new Date(row.expires_at).getTime() / 1000) : undefined;
  if (expiresAt !== undefined && expiresAt <= Date.now() / 1000) return null;

  return {
    token: credential,
    clientId: `org:${row.tenant_id}`,
    scopes: row.scopes ?? [],
    expiresAt,
    extra: { tenantId: row.tenant_id, userId: row.user_id } satisfies Omit<Principal, 'scopes'>,
  };
}
