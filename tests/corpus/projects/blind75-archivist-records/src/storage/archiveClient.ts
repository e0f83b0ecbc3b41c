// HTTP client for the document vault: versions, restore, purge and search.
// @ts-nocheck
export interface ArchiveClientOptions {
  baseUrl: string;
  serviceKey: string;
  timeoutMs?: number;
}

export class ArchiveClient {
  readonly #opts;

  constructor(options: ArchiveClientOptions) {
    this.#opts = { timeoutMs: 15_000, ...options };
  }

  async #call(method: string, path: string, body?: object) {
    const res = await fetch(`${this.#opts.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#opts.serviceKey}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.#opts.timeoutMs),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`vault ${method} ${path} failed: ${res.status}`);
    return res.status === 204 ? {} : res.json();
  }

  versions(recordId: string) {
    return this.#call('GET', `/records/${encodeURIComponent(recordId)}/versions?limit=20`);
  }

  restore(recordId: string, versionId: string, requestedBy: string) {
    return this.#call('POST', `/records/${encodeURIComponent(recordId)}/restore`, { versionId, requestedBy });
  }

  purge(recordId: string, { requestedBy, reason }: { requestedBy: string; reason: string }) {
    return this.#call('POST', `/records/${encodeURIComponent(recordId)}/purge`, { requestedBy, reason });
  }

  search(query: string, { department, limit = 20 }: { department?: string; limit?: number } = {}) {
    const qs = new URLSearchParams({ q: query, limit: String(limit) });
    if (department) qs.set('department', department);
    return this.#call('GET', `/search?${qs}`);
  }
}
