// Minimal BI warehouse API client for reports, exports and archive deletion.
'use strict';

// Minimal client for the BI warehouse. The API key is only ever sent upstream.
const BASE_URL = process.env.WAREHOUSE_URL || 'https://bi.internal.example.com/api';

async function request(path, { method = 'GET', body } = {}) {
  const res = await fetch(BASE_URL + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': process.env.WAREHOUSE_API_KEY,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`warehouse ${method} ${path}: ${res.status}`);
  return res.json();
}

module.exports = {
  listReports: (owner) => request(`/reports?owner=${encodeURIComponent(owner)}`),
  exportReport: (reportId, opts) => request(`/reports/${encodeURIComponent(reportId)}/export`, { method: 'POST', body: opts }),
  archivesOlderThan: (owner, days) => request(`/archives?owner=${encodeURIComponent(owner)}&olderThanDays=${days}`),
  deleteArchives: (ids) => request('/archives:batchDelete', { method: 'POST', body: { ids } }),
};
