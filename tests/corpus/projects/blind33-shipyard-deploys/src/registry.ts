// Release registry + the credentials to talk to it.
const REGISTRY_URL = process.env.SHIPYARD_REGISTRY_URL ?? 'https://registry.shipyard.internal';
const VAULT_URL = process.env.VAULT_ADDR ?? 'https://vault.shipyard.internal';

export interface RegistryCredentials {
  username: string;
  token: string;
  expiresAt: number;
}

export async function registryCredentialsFor(service: string): Promise<RegistryCredentials> {
  const res = await fetch(`${VAULT_URL}/v1/registry/creds/${encodeURIComponent(service)}`, {
    headers: { 'x-vault-token': process.env.VAULT_TOKEN ?? '' },
  });
  if (!res.ok) throw new Error(`vault answered ${res.status}`);
  const body = (await res.json()) as { data: { username: string; password: string; ttl: number } };
  return { username: body.data.username, token: body.data.password, expiresAt: Date.now() + body.data.ttl * 1000 };
}

export async function describeRelease(service: string, version: string) {
  const res = await fetch(`${REGISTRY_URL}/api/releases/${service}/${version}`);
  if (!res.ok) return null;
  return (await res.json()) as { service: string; version: string; images: string[]; deployedIn: string[] };
}

export async function promote(service: string, version: string, environment: string, actor: string) {
  const res = await fetch(`${REGISTRY_URL}/api/promotions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, version, environment, actor }),
  });
  if (!res.ok) throw new Error(`promotion failed: ${res.status}`);
}

export async function purgeRelease(service: string, version: string, registryToken: string) {
  const res = await fetch(`${REGISTRY_URL}/api/releases/${service}/${version}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${registryToken}` },
  });
  if (!res.ok) throw new Error(`purge failed: ${res.status}`);
}

export async function liveReleases(service: string, environment: string) {
  const res = await fetch(`${REGISTRY_URL}/api/environments/${environment}/services/${service}`);
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return (await res.json()) as { version: string; healthy: boolean; trafficPercent: number }[];
}

export async function retire(service: string, version: string, environment: string, actor: string) {
  const res = await fetch(`${REGISTRY_URL}/api/retirements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, version, environment, actor }),
  });
  if (!res.ok) throw new Error(`retire failed: ${res.status}`);
}
