// calls the notes service on behalf of the signed-in user. the user's bearer
// token is passed in per call and never stored.
var BASE = process.env.NOTES_API || 'https://notes.example.com/api/v2';

async function call(userToken, method, path, body) {
  var res = await fetch(BASE + path, {
    method,
    headers: { authorization: 'Bearer ' + userToken, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error('notes ' + method + ' ' + path + ': ' + res.status);
  return res.status === 204 ? null : res.json();
}

export function listNotebooks(userToken, pageToken) {
  return call(userToken, 'GET', '/notebooks?limit=20' + (pageToken ? '&pageToken=' + encodeURIComponent(pageToken) : ''));
}

export function getNotebook(userToken, id) {
  return call(userToken, 'GET', '/notebooks/' + encodeURIComponent(id));
}

export function appendNote(userToken, notebookId, text) {
  return call(userToken, 'POST', '/notebooks/' + encodeURIComponent(notebookId) + '/notes', { text });
}

export function deleteNotebook(userToken, notebookId) {
  return call(userToken, 'DELETE', '/notebooks/' + encodeURIComponent(notebookId));
}

export function exportNote(userToken, noteId) {
  return call(userToken, 'GET', '/notes/' + encodeURIComponent(noteId) + '/markdown');
}
