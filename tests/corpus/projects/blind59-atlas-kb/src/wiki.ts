export interface Page {
  readonly id: string;
  readonly title: string;
  readonly space: string;
  readonly version: number;
  readonly parentId?: string;
  readonly classification: 'public' | 'internal' | 'secret';
}

export interface Hit {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly score: number;
}

type Query = Record<string, string | number | boolean | undefined>;

/** Service-account client for the wiki's REST API. */
export class Wiki {
  readonly #base: URL;
  readonly #token: string;

  constructor({ base = process.env.ATLAS_WIKI_URL, token = process.env.ATLAS_WIKI_TOKEN }: { base?: string; token?: string } = {}) {
    if (!base || !token) throw new Error('ATLAS_WIKI_URL and ATLAS_WIKI_TOKEN must be set');
    this.#base = new URL(base);
    this.#token = token;
  }

  get #auth() {
    return { authorization: `Bearer ${this.#token}` } as const;
  }

  async #req<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { query, body }: { query?: Query; body?: unknown } = {}): Promise<T> {
    const url = new URL(path, this.#base);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method,
      headers: { ...this.#auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`wiki ${method} ${url.pathname}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  page = (id: string) => this.#req<Page>('GET', `api/pages/${encodeURIComponent(id)}`);

  /** Depth-first, parents before children, lazily: callers stop whenever they like. */
  async *descendants(id: string): AsyncGenerator<Page> {
    let start: number | undefined = 0;
    do {
      const { results, next } = await this.#req<{ results: Page[]; next?: number }>('GET', `api/pages/${encodeURIComponent(id)}/children`, {
        query: { start, limit: 50 },
      });
      for (const child of results) {
        yield child;
        yield* this.descendants(child.id);
      }
      start = next;
    } while (start !== undefined);
  }

  async *search(text: string, { space, after }: { space?: string; after?: string } = {}): AsyncGenerator<Hit[], void> {
    let cursor = after;
    do {
      const page: { hits: Hit[]; next?: string } = await this.#req('GET', 'api/search', { query: { q: text, space, after: cursor } });
      yield page.hits;
      cursor = page.next;
    } while (cursor);
  }

  move = (id: string, parentId: string, expectVersion: number) =>
    this.#req<Page>('PUT', `api/pages/${encodeURIComponent(id)}/parent`, { body: { parentId, expectVersion } });

  purge = (id: string, body: { expectVersion: number; reason: string; auditTag: string; actor: string }) =>
    this.#req<void>('DELETE', `api/pages/${encodeURIComponent(id)}?purge=true`, { body });
}

export const wiki = new Wiki();
