// Models the CRM REST client used by the tools.
// @ts-nocheck
const api = async (path: string, body?: unknown) => {
  const res = await fetch(`${process.env.CRM_API}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${process.env.CRM_TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`crm ${res.status}`);
  return res.json();
};

export const crm = {
  conflicts: (primaryId: string, ids: string[]) => api(`/contacts/${primaryId}/conflicts?with=${ids.join(',')}`),
  merge: (primaryId: string, ids: string[], keep: object) => api(`/contacts/${primaryId}/merge`, { ids, keep }),
  previewCsv: (url: string) => api('/imports/preview', { url }),
  importLeads: async (url: string, campaign: string) => (await api('/imports', { url, campaign })).count,
  exportSegment: (segment: string, list: string) => api(`/segments/${segment}/export`, { list }),
};
