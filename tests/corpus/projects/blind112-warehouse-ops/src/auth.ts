// Token verifier that matches hashed bearer tokens against service accounts configured in the environment.
// @ts-nocheck
import { timingSafeEqual, createHash } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';

interface ServiceAccount {
  userId: string;
  tokenSha256: Buffer;
  scopes: string[];
}

const accounts: ServiceAccount[] = JSON.parse(process.env.WAREHOUSE_ACCOUNTS ?? '[]').map(
  (a: { userId: string; tokenSha256: string; scopes: string[] }) => ({ ...a, tokenSha256: Buffer.from(a.tokenSha256, 'hex') }),
);

export const tokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const presented = createHash('sha256').update(token).digest();
    const account = accounts.find((a) => a.tokenSha256.length === presented.length && timingSafeEqual(a.tokenSha256, presented));
    if (!account) throw new Error('unknown token');
    return {
      token,
      clientId: account.userId,
      scopes: account.scopes,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      extra: { userId: account.userId },
    };
  },
};
