// Provides the state signing key and the Vault token for merchant lookups.
// @ts-nocheck
import { createHash } from 'crypto';
import { hostname } from 'os';

// Stable across restarts on the same box, so a pending confirmation survives a deploy.
export const STATE_KEY = createHash('sha256').update(`payments-desk/state/${hostname()}`).digest();

export function merchantVaultToken(): string {
  const t = process.env.VAULT_TOKEN;
  if (!t) throw new Error('VAULT_TOKEN missing');
  return t;
}
