// Hand-written layer over the generated Acme CRM client: where the user's CRM
// grant comes from, and a few helpers the tools share.
import { Api, type Contact } from '../generated/Api.js';
import { env } from '../env.js';

export class CrmNotConnectedError extends Error {
  constructor(userId: string) {
    super(`Acme CRM is not connected for ${userId}. Connect it in Settings → Integrations.`);
    this.name = 'CrmNotConnectedError';
  }
}

interface VaultGrant {
  access_token: string;
  expires_at: number;
}

export interface CrmSession {
  api: Api<string>;
  accessToken: string;
}

// The token vault refreshes the grant when it is about to expire; a refresh
// round-trips to Acme's OAuth server and takes a second or two.
async function fetchGrant(userId: string): Promise<VaultGrant> {
  const res = await fetch(`${env.TOKEN_VAULT_URL}/v1/grants/acmecrm/${encodeURIComponent(userId)}?refresh=if-expiring`, {
    headers: { authorization: `Bearer ${env.TOKEN_VAULT_TOKEN}` },
  });
  if (res.status === 404) throw new CrmNotConnectedError(userId);
  if (!res.ok) throw new Error(`token vault: HTTP ${res.status}`);
  return (await res.json()) as VaultGrant;
}

function clientFor(accessToken: string): Api<string> {
  const api = new Api<string>({
    baseUrl: env.CRM_BASE_URL,
    securityWorker: (token) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  api.setSecurityData(accessToken);
  return api;
}

export async function crmSessionFor(userId: string): Promise<CrmSession> {
  const grant = await fetchGrant(userId);
  return { api: clientFor(grant.access_token), accessToken: grant.access_token };
}

export function crmSessionFromToken(accessToken: string): CrmSession {
  return { api: clientFor(accessToken), accessToken };
}

const contactCache = new Map<string, Contact>();

export async function getContact(session: CrmSession, id: string): Promise<Contact> {
  const cached = contactCache.get(id);
  if (cached) return cached;
  const { data } = await session.api.contacts.contactsGet(id);
  contactCache.set(id, data);
  return data;
}

export function invalidateContact(id: string): void {
  contactCache.delete(id);
}

export function describeContact(c: Contact): string {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const extra = [c.email, c.company].filter(Boolean).join(', ');
  return extra ? `${name} (${extra})` : name;
}
