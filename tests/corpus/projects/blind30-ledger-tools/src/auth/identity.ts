import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';

export interface ApiKeyRecord {
  userId: string;
  /** hex SHA-256 of the secret part; the secret itself is shown once, at creation */
  secretSha256: string;
  scopes: string[];
  revokedAt: Date | null;
}

export interface ApiKeyStore {
  find(keyId: string): Promise<ApiKeyRecord | undefined>;
}

const API_KEY = /^lk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
// compared against when the key id is unknown, so a miss costs the same as a wrong secret
const NO_MATCH = Buffer.alloc(32);

/** Bearer verifier for `lk_<id>_<secret>` API keys. */
export class ApiKeyVerifier {
  constructor(
    private readonly store: ApiKeyStore,
    private readonly sessionSeconds = 300,
  ) {}

  async verifyAccessToken(presented: string): Promise<AuthInfo> {
    const match = API_KEY.exec(presented);
    if (!match) throw new Error('malformed API key');
    const [, keyId, secret] = match as unknown as [string, string, string];

    const record = await this.store.find(keyId);
    const expected = record ? Buffer.from(record.secretSha256, 'hex') : NO_MATCH;
    const actual = createHash('sha256').update(secret).digest();
    const same = expected.length === actual.length && timingSafeEqual(expected, actual);
    if (!record || !same || record.revokedAt) throw new Error('unknown or revoked API key');

    return {
      token: presented,
      clientId: `apikey:${keyId}`,
      scopes: record.scopes,
      expiresAt: Math.floor(Date.now() / 1000) + this.sessionSeconds,
      extra: { userId: record.userId },
    };
  }
}

interface HasAuth {
  http?: { authInfo?: AuthInfo };
}

/** The authenticated user of a tool call. Throws rather than letting a call run as nobody. */
export function callerId(ctx: HasAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('ledger-tools requires an authenticated user');
  }
  return userId;
}
