// CRM REST client; requests go out with the caller's bearer token.
import { CRM_BASE_URL } from './env.js';

export function crmHeaders(token) {
  return { Authorization: `Bearer ${token}`, 'X-Client': 'notes-mcp', Accept: 'application/json' };
}

export async function fetchContact(contactId, token) {
  const res = await fetch(`${CRM_BASE_URL}/contacts/${contactId}`, { headers: crmHeaders(token) });
  if (!res.ok) throw new Error(`CRM answered ${res.status}`);
  return res.json();
}

export async function appendNote(contactId, text, headers) {
  const res = await fetch(`${CRM_BASE_URL}/contacts/${contactId}/notes`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  return res.status === 201;
}

export const estimateTokens = (text) => Math.ceil(text.length / 4);
