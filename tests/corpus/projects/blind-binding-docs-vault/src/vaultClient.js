// Models the document vault storage API client (folders and documents per user).
'use strict';

const BASE = process.env.VAULT_API || 'http://vault.internal:7070';

const get = path => fetch(`${BASE}${path}`).then(r => (r.status === 404 ? null : r.json()));
const send = (method, path, body) =>
  fetch(`${BASE}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(r => {
    if (!r.ok) throw new Error(`vault ${method} ${path}: ${r.status}`);
    return r.status === 204 ? null : r.json();
  });

module.exports = {
  folder: (folderId, userId) => get(`/users/${userId}/folders/${folderId}`),
  foldersOf: userId => get(`/users/${userId}/folders`),
  deleteFolder: (folderId, userId) => send('DELETE', `/users/${userId}/folders/${folderId}`),
  move: (documentId, folderId, userId) => send('POST', `/users/${userId}/documents/${documentId}/move`, { folderId }),
};
