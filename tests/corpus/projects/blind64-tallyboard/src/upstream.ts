import { cfg } from './config.js';
import { tap } from './lib/fp.js';

// Alertmanager-compatible API of the Tallyboard backend, called with the service token.

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${cfg.upstream.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${cfg.upstream.x}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const trace = tap<unknown>((value) => {
  if (process.env.TALLY_TRACE) console.debug('[upstream]', value);
});

export interface Alert {
  fingerprint: string;
  labels: Record<string, string>;
  startsAt: string;
}

export interface Dashboard {
  uid: string;
  title: string;
  folder: string;
  panels: number;
}

export const alerts = (filter: string[]) =>
  send<Alert[]>('GET', `/api/v2/alerts?${filter.map((f) => `filter=${encodeURIComponent(f)}`).join('&')}`).then(trace);

export const silence = (matchers: string[], minutes: number, createdBy: string, comment: string) =>
  send<{ silenceID: string }>('POST', '/api/v2/silences', {
    matchers: matchers.map((m) => {
      const [name, value] = m.split('=');
      return { name, value, isRegex: false, isEqual: true };
    }),
    startsAt: new Date().toISOString(),
    endsAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    createdBy,
    comment,
  });

export const dashboard = (uid: string) => send<Dashboard>('GET', `/api/dashboards/uid/${encodeURIComponent(uid)}`);

export const removeDashboard = (uid: string) => send<void>('DELETE', `/api/dashboards/uid/${encodeURIComponent(uid)}`);
