import { env } from './env.js';
import { pagerDutyToken } from './secrets.js';

export interface Incident {
  id: string;
  title: string;
  status: 'triggered' | 'acknowledged' | 'resolved';
  urgency: 'high' | 'low';
  service: { id: string; summary: string };
  html_url: string;
}

export class PagerDuty {
  readonly #token = pagerDutyToken();

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`https://api.pagerduty.com${path}`, {
      method,
      headers: {
        accept: 'application/vnd.pagerduty+json;version=2',
        authorization: `Token token=${this.#token}`,
        from: env.PAGERDUTY_FROM_EMAIL,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`PagerDuty ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async incident(id: string): Promise<Incident> {
    const { incident } = await this.#call<{ incident: Incident }>('GET', `/incidents/${encodeURIComponent(id)}`);
    return incident;
  }

  async acknowledge(id: string, note: string | undefined, by: string): Promise<void> {
    await this.#call('PUT', `/incidents/${encodeURIComponent(id)}`, {
      incident: { type: 'incident_reference', status: 'acknowledged' },
    });
    if (note) await this.#call('POST', `/incidents/${encodeURIComponent(id)}/notes`, { note: { content: `${note} — ${by}` } });
  }
}
