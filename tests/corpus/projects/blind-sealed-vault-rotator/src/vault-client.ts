// Models a minimal HTTP client for the secrets vault.
// @ts-nocheck
const BASE = process.env.VAULT_ADDR ?? 'http://127.0.0.1:8200';

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${BASE}/v1/${path}`, {
    ...init,
    headers: { 'x-vault-token': process.env.VAULT_TOKEN ?? '', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`vault ${res.status}`);
  return res.json();
}

export const vault = {
  metadata: async (path: string) => (await call(`secret/metadata/${path}`)).data,
  rotate: async (path: string, policy: string) => (await call(`secret/rotate/${path}`, { method: 'POST', body: JSON.stringify({ policy }) })).version,
};
