import { Database } from 'bun:sqlite';

const db = new Database(Bun.env.SESSIONS_DB ?? 'sessions.sqlite', { readonly: true });
const byHash = db.query<{ agent_id: string; scopes: string; expires_at: number }, [string]>(
  'SELECT agent_id, scopes, expires_at FROM sessions WHERE token_sha256 = ?',
);

export async function lookupSession(token: string) {
  const hash = new Bun.CryptoHasher('sha256').update(token).digest('hex');
  const row = byHash.get(hash);
  if (!row || row.expires_at * 1000 < Date.now()) throw new Error('unknown or expired session');
  return { token, clientId: 'refund-console', scopes: row.scopes.split(' '), expiresAt: row.expires_at, extra: { userId: row.agent_id } };
}
