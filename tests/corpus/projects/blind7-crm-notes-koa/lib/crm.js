'use strict';

const { crmBaseUrl } = require('./secrets');

async function crmFetch(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${crmBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const err = new Error(`CRM ${method} ${path} failed with ${res.status}`);
    err.status = res.status;
    throw err;
  }
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getContact: (token, id) => crmFetch(`/contacts/${encodeURIComponent(id)}`, { token }),
  mergeContacts: (token, primaryId, duplicateIds) =>
    crmFetch(`/contacts/${encodeURIComponent(primaryId)}/merge`, { token, method: 'POST', body: { duplicateIds } }),
  listNotebooks: (token) => crmFetch('/notebooks', { token }),
  // the notes export service only accepts OAuth refresh grants, not the CRM session token
  connection: (token) => crmFetch('/me/connections/notes-export', { token }),
  exportNotebook: (refreshToken, notebookId, target) =>
    crmFetch(`/exports/notebooks/${encodeURIComponent(notebookId)}`, {
      token: refreshToken,
      method: 'POST',
      body: { target },
    }),
};
