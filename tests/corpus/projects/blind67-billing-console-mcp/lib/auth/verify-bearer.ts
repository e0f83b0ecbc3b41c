import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { findApiKeyByPrefix, touchApiKey } from '@/lib/billing';

// Console API keys look like bc_live_<8-char prefix>_<32-char secret>. The billing service stores the
// prefix (to find the record) and the SHA-256 of the whole key, never the key itself.
const KEY_SHAPE = /^bc_(live|test)_([a-z0-9]{8})_([A-Za-z0-9]{32})$/;

export async function verifyBearer(_req: Request, bearerToken?: string): Promise<AuthInfo | undefined> {
  if (!bearerToken) return undefined;
  const match = KEY_SHAPE.exec(bearerToken);
  if (!match) return undefined;
  const [, mode, prefix] = match;

  const record = await findApiKeyByPrefix(prefix);
  if (!record || record.revokedAt !== null || record.mode !== mode) return undefined;

  const presented = createHash('sha256').update(bearerToken).digest();
  const stored = Buffer.from(record.sha256, 'hex');
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return undefined;

  void touchApiKey(record.id).catch(() => undefined);

  return {
    token: bearerToken,
    clientId: record.integration,
    scopes: record.scopes,
    // console keys do not expire, but the MCP auth layer wants a horizon for this request's AuthInfo
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: record.ownerUserId, accountId: record.accountId, apiKeyId: record.id },
  };
}
