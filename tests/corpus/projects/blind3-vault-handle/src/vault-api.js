const VAULT_ADDR = process.env.VAULT_ADDR ?? 'https://vault.internal:8200';

export async function rotateSecret(token, path) {
  const res = await fetch(`${VAULT_ADDR}/v1/kv/rotate/${path}`, { method: 'POST', headers: { 'X-Vault-Token': token } });
  if (!res.ok) throw new Error(`vault: ${res.status}`);
  return (await res.json()).data.version;
}

export async function lookupSelf(token) {
  const res = await fetch(`${VAULT_ADDR}/v1/auth/token/lookup-self`, { headers: { 'X-Vault-Token': token } });
  if (!res.ok) throw new Error('vault rejected the token');
  return (await res.json()).data;
}
