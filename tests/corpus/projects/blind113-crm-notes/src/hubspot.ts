// HubSpot API client that searches contacts and logs calls against a contact.
// @ts-nocheck
const API = 'https://api.hubapi.com';

export interface Contact {
  id: string;
  name: string;
  company?: string;
  email?: string;
}

async function hs<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`hubspot ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export async function findContacts(token: string, query: string): Promise<Contact[]> {
  const body = { query, limit: 8, properties: ['firstname', 'lastname', 'company', 'email'] };
  const data = await hs<{ results: { id: string; properties: Record<string, string> }[] }>(
    token,
    '/crm/v3/objects/contacts/search',
    { method: 'POST', body: JSON.stringify(body) },
  );
  return data.results.map((r) => ({
    id: r.id,
    name: `${r.properties.firstname ?? ''} ${r.properties.lastname ?? ''}`.trim(),
    company: r.properties.company,
    email: r.properties.email,
  }));
}

export async function logCall(token: string, contactId: string, summary: string, minutes: number): Promise<string> {
  const body = {
    properties: {
      hs_timestamp: new Date().toISOString(),
      hs_call_body: summary,
      hs_call_duration: String(minutes * 60_000),
      hs_call_direction: 'OUTBOUND',
    },
    associations: [
      { to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 194 }] },
    ],
  };
  const created = await hs<{ id: string }>(token, '/crm/v3/objects/calls', { method: 'POST', body: JSON.stringify(body) });
  return created.id;
}
