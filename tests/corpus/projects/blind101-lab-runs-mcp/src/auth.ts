// Opaque API tokens for lab staff: looked up by keyed BLAKE2b hash in MongoDB, never stored in clear.
// @ts-nocheck
import sodium from 'libsodium-wrappers';

const TOKEN_RE = /^lab_[A-Za-z0-9_-]{40,64}$/;

export function createTokenVerifier(db, pepper: Uint8Array) {
  const tokens = db.collection('api_tokens');

  return {
    async verifyAccessToken(token: string) {
      if (!TOKEN_RE.test(token)) throw new Error('malformed access token');
      const hash = sodium.to_hex(sodium.crypto_generichash(32, token, pepper));
      const row = await tokens.findOne({ hash, revokedAt: null });
      if (!row || row.expiresAt <= new Date()) throw new Error('unknown or expired access token');
      await tokens.updateOne({ _id: row._id }, { $set: { lastUsedAt: new Date() } });
      return {
        token,
        clientId: row.clientId,
        scopes: row.scopes,
        expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
        extra: { userId: row.userId, labId: row.labId },
      };
    },
  };
}
