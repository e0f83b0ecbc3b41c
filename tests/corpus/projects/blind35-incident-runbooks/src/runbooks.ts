import { env } from './env.js';
import { rundeckToken } from './secrets.js';

export interface Runbook {
  id: string;
  name: string;
  description: string;
  definition: string;
  allowedTargets: string[];
}

export interface Execution {
  id: number;
  permalink: string;
  status: string;
}

/** Rundeck jobs tagged `runbook`, run by the bot account on behalf of the engineer. */
export class Runbooks {
  readonly #token = rundeckToken();

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(`/api/45${path}`, env.RUNDECK_URL), {
      method,
      headers: { 'x-rundeck-auth-token': this.#token, accept: 'application/json', 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`Rundeck ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async get(id: string): Promise<Runbook> {
    const job = await this.#call<{ id: string; name: string; description: string; options?: { name: string; values?: string[] }[] }>(
      'GET',
      `/job/${encodeURIComponent(id)}/info`,
    );
    const definition = await this.#call<unknown>('GET', `/job/${encodeURIComponent(id)}?format=yaml`);
    return {
      id: job.id,
      name: job.name,
      description: job.description,
      definition: JSON.stringify(definition),
      allowedTargets: job.options?.find((o) => o.name === 'target')?.values ?? [],
    };
  }

  async run(id: string, target: string, dryRun: boolean, asUser: string): Promise<Execution> {
    return this.#call<Execution>('POST', `/job/${encodeURIComponent(id)}/run`, {
      options: { target, dry_run: String(dryRun) },
      asUser,
    });
  }
}
