// Creates a CRM API client for fetching and deleting contacts and adding notes.
const CRM_URL = process.env.CRM_API_URL ?? 'https://api.crm.example.com';

export function crmClient(accessToken) {
  async function call(path, init = {}) {
    const res = await fetch(`${CRM_URL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`CRM ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }
  return {
    contact: (id) => call(`/contacts/${encodeURIComponent(id)}`),
    deleteContact: (id) => call(`/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    addNote: (id, body, visibility) =>
      call(`/contacts/${encodeURIComponent(id)}/notes`, { method: 'POST', body: JSON.stringify({ body, visibility }) }),
  };
}
