// HTTP client for the headless CMS: read documents, list drafts, publish and unpublish with ETag preconditions.
export class CmsError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

export class CmsClient {
  #token;

  constructor(baseUrl, serviceToken) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.#token = serviceToken;
  }

  async #request(method, path, { body, ifMatch, actor } = {}) {
    const headers = { accept: 'application/json', authorization: `Bearer ${this.#token}` };
    if (body) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    if (actor) headers['x-on-behalf-of'] = actor;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (res.status === 412) throw new CmsError('The document changed since it was reviewed.', 412);
    if (!res.ok) throw new CmsError(`CMS ${method} ${path} answered ${res.status}`, res.status);
    return res.status === 204 ? null : res.json();
  }

  async getDocument(id) {
    const doc = await this.#request('GET', `/documents/${encodeURIComponent(id)}`);
    return { id: doc.id, title: doc.title, slug: doc.slug, status: doc.status, etag: doc.etag, spaceId: doc.space_id };
  }

  listDrafts(spaceId, tag) {
    const q = new URLSearchParams({ status: 'draft', tag });
    return this.#request('GET', `/spaces/${encodeURIComponent(spaceId)}/documents?${q}`).then((r) => r.items);
  }

  publish(id, { etag, notes, actor }) {
    return this.#request('POST', `/documents/${encodeURIComponent(id)}/publish`, { body: { release_notes: notes }, ifMatch: etag, actor });
  }

  unpublish(id, { etag, actor }) {
    return this.#request('POST', `/documents/${encodeURIComponent(id)}/unpublish`, { ifMatch: etag, actor });
  }
}
