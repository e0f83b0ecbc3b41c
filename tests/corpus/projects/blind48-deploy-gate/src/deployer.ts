import { settings } from './settings.js';

export interface Revision {
  revision: string;
  version: string;
  deployedAt: string;
  deployedBy: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${settings.deployer.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-called-by': settings.service },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`deployer ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const current = (service: string) => call<Revision>('GET', `/services/${service}/current`);

export const history = (service: string) => call<Revision[]>('GET', `/services/${service}/revisions?limit=20`);

export const promote = (req: { service: string; version: string; digest: string; registryToken: string; actor: string }) =>
  call<{ revision: string }>('POST', `/services/${req.service}/promote`, req);

export const rollback = (service: string, toRevision: string, actor: string) =>
  call<{ revision: string }>('POST', `/services/${service}/rollback`, { toRevision, actor });
