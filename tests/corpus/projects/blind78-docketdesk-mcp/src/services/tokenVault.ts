// Reads each attorney's court e-filing credential from Vault's KV store.
// @ts-nocheck
import { settings } from '../settings.js';

export interface FilerCredential {
  filerId: string;
  accessToken: string;
  expiresAt: string;
}

export async function getFilerCredential(userId: string): Promise<FilerCredential> {
  const url = `${settings.vault.addr}/v1/${settings.vault.mount}/data/filers/${encodeURIComponent(userId)}`;
  const res = await fetch(url, {
    headers: { 'X-Vault-Token': settings.vault.token },
    signal: AbortSignal.timeout(5_000),
  });
  if (res.status === 404) throw new Error('No e-filing account is linked to this attorney.');
  if (!res.ok) throw new Error(`vault responded ${res.status}`);
  const body = await res.json();
  const data = body?.data?.data;
  if (!data?.access_token) throw new Error('stored e-filing credential is incomplete');
  if (Date.parse(data.expires_at) < Date.now()) throw new Error('e-filing credential expired; relink the account');
  return { filerId: data.filer_id, accessToken: data.access_token, expiresAt: data.expires_at };
}
