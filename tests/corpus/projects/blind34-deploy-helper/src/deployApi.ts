// client for the internal deploy service. the service token is ours, not the user's.
const BASE = process.env.DEPLOY_API ?? 'http://deployer.internal:7000';
const TOKEN = process.env.DEPLOY_API_TOKEN;

export interface Release {
  service: string;
  version: string;
  sha: string;
  deployedAt: number;
  env: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(BASE + path, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`deployer ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const currentRelease = (service: string, env = 'production') =>
  call<Release>('GET', `/services/${encodeURIComponent(service)}/envs/${env}/current`);

export const releases = (service: string) => call<Release[]>('GET', `/services/${encodeURIComponent(service)}/releases`);

export const latestBuild = (service: string) =>
  call<{ id: string; sha: string; builtAt: number }>('GET', `/services/${encodeURIComponent(service)}/builds/latest`);

export const rollback = (service: string, version: string, by: string) =>
  call<Release>('POST', `/services/${encodeURIComponent(service)}/rollback`, { version, by });

export const promote = (service: string, buildId: string, env: string, by: string) =>
  call<Release>('POST', `/services/${encodeURIComponent(service)}/promote`, { buildId, env, by });
