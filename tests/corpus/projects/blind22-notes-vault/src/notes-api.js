const BASE_URL = process.env.NOTES_API_URL ?? 'https://notes.internal/api';
const API_KEY = process.env.NOTES_API_KEY ?? '';

// Keys are issued as nk_live_... / nk_test_...; catch a pasted wrong value at boot.
if (!API_KEY.startsWith('nk_')) {
  throw new Error('NOTES_API_KEY is missing or not a notes API key (expected nk_...)');
}

async function call(path, { method = 'GET', body, userId, headers = {} } = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      'x-on-behalf-of': userId,
      'content-type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`notes API ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const notesApi = {
  get: (noteId, { userId }) => call(`/notes/${encodeURIComponent(noteId)}`, { userId }),

  remove: (noteId, { userId, ifRevision, purge = false }) =>
    call(`/notes/${encodeURIComponent(noteId)}?purge=${purge}`, {
      method: 'DELETE',
      userId,
      headers: { 'if-match': String(ifRevision) },
    }),

  /** Short-lived token the publishing service accepts for one note; minted per share. */
  delegateForPublish: (noteId, { userId }) =>
    call(`/notes/${encodeURIComponent(noteId)}/delegations`, { method: 'POST', userId, body: { audience: 'publisher', ttl: 300 } }),

  publish: (noteId, { accessToken, audience, expiresAt }) =>
    fetch(`${BASE_URL.replace(/\/api$/, '')}/publisher/notes/${encodeURIComponent(noteId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ audience, expiresAt }),
    }).then((res) => {
      if (!res.ok) throw new Error(`publish failed: ${res.status}`);
      return res.json();
    }),
};
