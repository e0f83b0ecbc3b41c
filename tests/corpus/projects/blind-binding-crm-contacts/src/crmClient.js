// Models the CRM REST client (segments, exports and shared links) used by the tools.
const API = process.env.CRM_API_URL ?? 'https://crm.example.com/api/v3';

const request = (path, init = {}) =>
  fetch(`${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.CRM_SERVICE_TOKEN}`, ...init.headers },
  }).then((res) => {
    if (!res.ok) throw new Error(`CRM ${path}: HTTP ${res.status}`);
    return res.json();
  });

export const crm = {
  segmentsFor: (ownerId) => request(`/owners/${ownerId}/segments`),
  exportSegment: (segmentId, format) => request(`/segments/${segmentId}/exports`, { method: 'POST', body: JSON.stringify({ format }) }),
  shareSegment: (segmentId, email, format) => request(`/segments/${segmentId}/shares`, { method: 'POST', body: JSON.stringify({ email, format }) }),
};
