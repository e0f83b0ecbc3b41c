import { sessionByTokenHash } from './db.js';

/** Token verifier for requireBearerAuth: API sessions are stored by SHA-256 of the token. */
export async function verifyAccessToken(token) {
  const hash = new Bun.CryptoHasher('sha256').update(token).digest('hex');
  const session = sessionByTokenHash(hash);
  if (!session || session.expiresAt <= Math.floor(Date.now() / 1000)) {
    throw Object.assign(new Error('invalid or expired token'), { code: 'invalid_token' });
  }
  return {
    token,
    clientId: 'parcel-desk',
    scopes: session.scopes.split(' '),
    expiresAt: session.expiresAt,
    extra: { userId: session.userId, merchantId: session.merchantId },
  };
}

/** The merchant a tool call acts for (set by verifyAccessToken). */
export function merchantOf(ctx) {
  const merchantId = ctx.http?.authInfo?.extra?.merchantId;
  if (!merchantId) throw new Error('This tool needs a signed-in merchant.');
  return merchantId;
}
