/**
 * Client for the internal notes service. Callback-free, fetch-based; paging
 * is exposed as an async generator so tools can stream large notebooks.
 */
export class NotesClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async #json(path, init = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const err = new Error(`notes service ${init.method ?? 'GET'} ${path} -> ${res.status}`);
      err.status = res.status;
      throw err;
    }
    return res.status === 204 ? undefined : res.json();
  }

  async whoami(sessionToken) {
    return this.#json('/v1/sessions/current', { headers: { authorization: `Bearer ${sessionToken}` } });
  }

  async getNotebook(notebookId, userId) {
    return this.#json(`/v1/notebooks/${encodeURIComponent(notebookId)}?actingUser=${encodeURIComponent(userId)}`);
  }

  async *iterateNotes(notebookId, userId, pageSize = 100) {
    let page = null;
    do {
      const qs = new URLSearchParams({ actingUser: userId, limit: String(pageSize) });
      if (page) qs.set('page', page);
      const res = await this.#json(`/v1/notebooks/${encodeURIComponent(notebookId)}/notes?${qs}`);
      yield* res.items;
      page = res.nextPage;
    } while (page);
  }

  async deleteNotes(notebookId, noteIds, userId) {
    return this.#json(`/v1/notebooks/${encodeURIComponent(notebookId)}/notes:batchDelete`, {
      method: 'POST',
      body: JSON.stringify({ ids: noteIds, actingUser: userId }),
    });
  }

  /** Google Drive link for the user, refreshed by the notes service as needed. */
  async driveCredentials(userId, { forceRefresh = false } = {}) {
    return this.#json(`/v1/users/${encodeURIComponent(userId)}/links/google-drive/token`, {
      method: 'POST',
      body: JSON.stringify({ forceRefresh }),
    });
  }
}
