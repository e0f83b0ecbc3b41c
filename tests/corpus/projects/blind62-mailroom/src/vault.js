import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Server-side only. Mailbox credentials and one-time passcodes never leave
 * this module: tools and state refer to users by id.
 */

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GMAIL = 'https://gmail.googleapis.com/gmail/v1/users/me';

/** userId -> { refreshToken, access?: { value, expiresAt } }, loaded from the connect flow. */
const connections = new Map();
/** userId -> { salt, hash, expiresAt, tries } */
const passcodes = new Map();

export function rememberConnection(userId, refreshToken) {
  connections.set(userId, { refreshToken, access: undefined });
}

async function accessFor(userId) {
  const conn = connections.get(userId);
  if (!conn) throw new Error('Connect your mailbox first (Settings → Mailroom → Connect).');
  if (conn.access && conn.access.expiresAt > Date.now() + 30_000) return conn.access.value;

  const res = await fetch(GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: conn.refreshToken,
      client_id: process.env.MAILROOM_GOOGLE_CLIENT_ID ?? '',
      client_secret: process.env.MAILROOM_GOOGLE_CLIENT_SECRET ?? '',
    }),
  });
  if (!res.ok) throw new Error(`token refresh failed (${res.status})`);
  const grant = await res.json();
  conn.access = { value: grant.access_token, expiresAt: Date.now() + grant.expires_in * 1000 };
  return conn.access.value;
}

export function mailboxOf(userId) {
  async function gmail(path, init = {}) {
    const res = await fetch(`${GMAIL}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await accessFor(userId)}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`gmail ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    thread: (id) => gmail(`/threads/${encodeURIComponent(id)}?format=full`),
    search: (q, pageToken) =>
      gmail(`/threads?q=${encodeURIComponent(q)}&maxResults=50${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`),
    send: (raw, threadId) => gmail('/messages/send', { method: 'POST', body: JSON.stringify({ raw, threadId }) }),
    archive: (ids) => gmail('/threads/batchModify', { method: 'POST', body: JSON.stringify({ ids, removeLabelIds: ['INBOX'] }) }),
  };
}

// ---- one-time passcodes for mail leaving the company ------------------------

export async function sendPasscode(userId, deliver) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  passcodes.set(userId, {
    salt,
    hash: createHash('sha256').update(`${salt}:${code}`).digest(),
    expiresAt: Date.now() + 5 * 60_000,
    tries: 0,
  });
  await deliver(code);
}

export function passcodeMatches(userId, typed) {
  const entry = passcodes.get(userId);
  if (!entry || entry.expiresAt < Date.now() || entry.tries >= 3) {
    passcodes.delete(userId);
    return false;
  }
  entry.tries += 1;
  const given = createHash('sha256').update(`${entry.salt}:${String(typed ?? '').trim()}`).digest();
  const ok = given.length === entry.hash.length && timingSafeEqual(given, entry.hash);
  if (ok) passcodes.delete(userId);
  return ok;
}
