export interface FlagEnvironment {
  readonly on: boolean;
  readonly lastEvaluatedAt?: string;
}

export interface Flag {
  readonly key: string;
  readonly name: string;
  readonly tags: readonly string[];
  readonly environments: Readonly<Record<string, FlagEnvironment>>;
}

interface Page<T> {
  readonly items: T[];
  readonly next?: string;
}

/** Thin client for the flag service's admin API (service account). */
export class FlagApi {
  readonly #base: URL;
  readonly #token: string;

  constructor({ base = process.env.KILN_API_URL ?? 'http://flags.internal:9000/', token = process.env.KILN_API_TOKEN } = {}) {
    if (!token) throw new Error('KILN_API_TOKEN is not set');
    this.#base = new URL(base);
    this.#token = token;
  }

  get #headers(): Record<string, string> {
    return { authorization: `Bearer ${this.#token}`, accept: 'application/json', 'content-type': 'application/json' };
  }

  async #call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(new URL(path, this.#base), { ...init, headers: this.#headers });
    if (!res.ok) throw new Error(`flag api ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  flag(project: string, key: string): Promise<Flag> {
    return this.#call(`api/v2/flags/${encodeURIComponent(project)}/${encodeURIComponent(key)}`);
  }

  setFlag(project: string, env: string, key: string, on: boolean): Promise<Flag> {
    return this.#call(`api/v2/flags/${encodeURIComponent(project)}/${encodeURIComponent(key)}`, {
      method: 'PATCH',
      body: JSON.stringify([{ op: 'replace', path: `/environments/${env}/on`, value: on }]),
    });
  }

  archive(project: string, key: string): Promise<Flag> {
    return this.#call(`api/v2/flags/${encodeURIComponent(project)}/${encodeURIComponent(key)}/archive`, { method: 'POST' });
  }

  /** Pages of flags not evaluated in any environment for `days` days. */
  async *stalePages(project: string, days: number): AsyncGenerator<Flag[], void, undefined> {
    let next: string | undefined = `api/v2/flags/${encodeURIComponent(project)}?filter=evaluated:lt:${days}d&limit=100`;
    while (next) {
      const page: Page<Flag> = await this.#call(next);
      yield page.items;
      next = page.next;
    }
  }
}
