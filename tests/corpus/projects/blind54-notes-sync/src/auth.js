import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { findAccessTokenByDigest } from './db.js';

// MCP access tokens are random 32-byte strings handed out once on the settings page; we store
// only their SHA-256, so a lookup by digest is the whole check (no string comparison of tokens).
export const verifier = {
  async verifyAccessToken(token) {
    const row = await findAccessTokenByDigest(bytesToHex(sha256(utf8ToBytes(token))));
    if (!row) throw new Error('unknown token');
    const expiresAt = Math.floor(new Date(row.expires_at).getTime() / 1000);
    if (expiresAt <= Math.floor(Date.now() / 1000)) throw new Error('token expired');
    return { token, clientId: 'notes-sync-pat', scopes: row.scopes, expiresAt, extra: { userId: row.user_id } };
  },
};

/** The signed-in user of a tool call, or undefined (then the tool refuses). */
export function userOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  return typeof userId === 'string' && userId ? userId : undefined;
}
