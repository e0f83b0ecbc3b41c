import { XMLParser } from 'fast-xml-parser';
import { settings } from '../settings.js';

/**
 * Thin wrapper over Evernote's JSON bridge. Evernote stopped handing out API
 * keys to new integrations, so users paste a personal developer token.
 */

const xml = new XMLParser({ ignoreAttributes: false });

async function call(developerToken, path, init = {}) {
  const res = await fetch(`${settings.evernoteHost}/shard/api/v1${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${developerToken}`, accept: 'application/json' },
  });
  if (res.status === 401) throw Object.assign(new Error('Evernote rejected the developer token'), { code: 'EVERNOTE_AUTH' });
  if (!res.ok) throw new Error(`Evernote ${path} answered ${res.status}`);
  return res.json();
}

export const evernote = {
  async whoami(developerToken) {
    const user = await call(developerToken, '/user');
    return { username: user.username, shard: user.shardId };
  },

  async notebooks(developerToken, { includeArchived = false } = {}) {
    const list = await call(developerToken, '/notebooks');
    return list
      .filter((nb) => includeArchived || !nb.stack?.toLowerCase().includes('archive'))
      .map((nb) => ({ guid: nb.guid, name: nb.name, noteCount: nb.noteCount ?? 0 }));
  },

  async sampleTitles(developerToken, notebookGuid, limit = 40) {
    const page = await call(developerToken, `/notebooks/${notebookGuid}/notes?limit=${limit}&fields=title`);
    return page.notes.map((n) => n.title);
  },

  async *notes(developerToken, notebookGuid) {
    let offset = 0;
    for (;;) {
      const page = await call(developerToken, `/notebooks/${notebookGuid}/notes?offset=${offset}&limit=50&fields=title,content,created`);
      for (const note of page.notes) {
        const enml = xml.parse(note.content ?? '<en-note/>');
        yield { title: note.title, created: note.created, body: enml['en-note'] ?? '' };
      }
      if (page.notes.length < 50) return;
      offset += page.notes.length;
    }
  },
};

/**
 * Field Notes' own API. Over HTTP we call it with the caller's access token
 * (same IdP, the API is in the token's audience); over stdio with the personal
 * token from the environment.
 */
export function fieldnotesFor(ctx) {
  const bearer = ctx.http?.authInfo?.token ?? process.env.FIELDNOTES_PERSONAL_TOKEN;
  if (!bearer) throw new Error('fieldnotes-mcp: no credentials to call the Field Notes API');

  async function api(path, init = {}) {
    const res = await fetch(`${settings.apiBase}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`Field Notes ${init.method ?? 'GET'} ${path} answered ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    notebooks: () => api('/notebooks'),
    note: (notebook, id) => api(`/notebooks/${encodeURIComponent(notebook)}/notes/${encodeURIComponent(id)}`),
    notesBetween: (from, to, notebook) =>
      api(`/notes?from=${from}&to=${to}${notebook ? `&notebook=${encodeURIComponent(notebook)}` : ''}`),
    createNote: (notebook, note) =>
      api(`/notebooks/${encodeURIComponent(notebook)}/notes`, { method: 'POST', body: JSON.stringify(note) }),
    addTags: (noteId, tags) => api(`/notes/${encodeURIComponent(noteId)}/tags`, { method: 'POST', body: JSON.stringify({ tags }) }),
  };
}
