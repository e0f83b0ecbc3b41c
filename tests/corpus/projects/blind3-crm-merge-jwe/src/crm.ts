export interface Contact { id: string; name: string; createdAt: string; portal: { passwordResetRequired: boolean } }

const BASE = process.env.CRM_URL ?? 'http://crm.internal/api';
const headers = { authorization: `Bearer ${process.env.CRM_SERVICE_TOKEN}`, 'content-type': 'application/json' };

export const crm = {
  async findByEmail(email: string): Promise<Contact[]> {
    const res = await fetch(`${BASE}/contacts?email=${encodeURIComponent(email)}`, { headers });
    return (await res.json()) as Contact[];
  },
  async merge(survivorId: string, loserIds: string[]): Promise<void> {
    const res = await fetch(`${BASE}/contacts/${survivorId}/merge`, { method: 'POST', headers, body: JSON.stringify({ loserIds }) });
    if (!res.ok) throw new Error(`crm merge: ${res.status}`);
  },
};
