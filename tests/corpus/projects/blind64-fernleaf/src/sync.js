import { settings } from './config.js';

// Fernleaf sync service: notebooks, shares and the import connectors.
// Calls carry the service key; a user is named by `onBehalfOf`.

async function send(method, path, onBehalfOf, body) {
  const res = await fetch(`${settings.sync.base}${path}`, {
    method,
    headers: {
      'x-api-key': settings.sync.x,
      'x-on-behalf-of': onBehalfOf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`sync ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const notebook = (user, id) => send('GET', `/v1/notebooks/${encodeURIComponent(id)}`, user);

export const removeNotebook = (user, id) => send('DELETE', `/v1/notebooks/${encodeURIComponent(id)}`, user);

export const addShare = (user, id, email, role) =>
  send('POST', `/v1/notebooks/${encodeURIComponent(id)}/shares`, user, { email, role });

/** One page of a connected folder. `nextToken` is the connector's paging cursor. */
export const folderPage = (user, folder, nextToken) =>
  send('GET', `/v1/connectors/folders/${encodeURIComponent(folder)}${nextToken ? `?pageToken=${encodeURIComponent(nextToken)}` : ''}`, user);

export const importFiles = (user, notebookId, fileIds) =>
  send('POST', `/v1/notebooks/${encodeURIComponent(notebookId)}/imports`, user, { fileIds });
