import { SUPPLIER_PORTAL_URL, VAULT_ADDR, VAULT_TOKEN } from '$env/static/private';

export interface PortalSession {
  sessionId: string;
  account: string;
}

export interface Feed {
  id: string;
  name: string;
  format: 'csv' | 'edi' | 'json';
}

/** The supplier portal has no OAuth; integrations log in with the buyer's portal account. */
export async function portalLogin(supplierId: string, username: string, password: string): Promise<PortalSession> {
  const res = await fetch(`${SUPPLIER_PORTAL_URL}/suppliers/${encodeURIComponent(supplierId)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status === 401) throw new Error('The supplier portal rejected those credentials.');
  if (!res.ok) throw new Error(`supplier portal login failed: ${res.status}`);
  return (await res.json()) as PortalSession;
}

export async function listFeeds(session: PortalSession): Promise<Feed[]> {
  const res = await fetch(`${SUPPLIER_PORTAL_URL}/feeds`, { headers: { 'x-portal-session': session.sessionId } });
  if (!res.ok) throw new Error(`listing feeds failed: ${res.status}`);
  return (await res.json()) as Feed[];
}

export async function subscribeFeed(session: PortalSession, feedId: string, callbackUrl: string): Promise<void> {
  const res = await fetch(`${SUPPLIER_PORTAL_URL}/feeds/${encodeURIComponent(feedId)}/subscriptions`, {
    method: 'POST',
    headers: { 'x-portal-session': session.sessionId, 'content-type': 'application/json' },
    body: JSON.stringify({ callbackUrl }),
  });
  if (!res.ok) throw new Error(`subscribing to ${feedId} failed: ${res.status}`);
}

/** Keeps the portal credentials in Vault; the database only stores the reference. */
export async function storeCredentials(supplierId: string, username: string, password: string): Promise<string> {
  const path = `stockroom/suppliers/${supplierId}/${username}`;
  const res = await fetch(`${VAULT_ADDR}/v1/secret/data/${path}`, {
    method: 'POST',
    headers: { 'x-vault-token': VAULT_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { username, password } }),
  });
  if (!res.ok) throw new Error(`vault write failed: ${res.status}`);
  return `vault:${path}`;
}
