export interface Contact {
  id: string;
  name: string;
  email: string;
  owner: string;
}

/** CRM REST client bound to one user's delegated token. */
export class CrmClient {
  readonly #base: string;
  readonly #bearer: string;

  constructor(baseUrl: string, bearer: string) {
    this.#base = baseUrl.replace(/\/$/, '');
    this.#bearer = bearer;
  }

  seatsLeft(team: string): Promise<number> {
    return this.#json<{ remaining: number }>('GET', `/teams/${encodeURIComponent(team)}/seats`).then((s) => s.remaining);
  }

  invite(email: string, team: string, role: string): Promise<void> {
    return this.#json('POST', `/teams/${encodeURIComponent(team)}/invitations`, { email, role });
  }

  contact(id: string): Promise<Contact> {
    return this.#json<Contact>('GET', `/contacts/${encodeURIComponent(id)}`);
  }

  merge(survivorId: string, duplicateId: string): Promise<void> {
    return this.#json('POST', `/contacts/${encodeURIComponent(survivorId)}/merge`, { duplicateId });
  }

  async #json<T = void>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.#base + path, {
      method,
      headers: { authorization: `Bearer ${this.#bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`CRM ${method} ${path} → ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
}
