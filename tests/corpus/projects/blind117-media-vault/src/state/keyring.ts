// Parses VAULT_STATE_SECRETS into a keyring of derived AES keys, newest first.
// @ts-nocheck
import { scryptSync } from 'node:crypto';

export interface StateKeyring {
  current: string;
  keys: Map<string, Buffer>;
}

/**
 * VAULT_STATE_SECRETS="g8:<secret>,g7:<secret>" — newest first. Older
 * generations stay so that state minted just before a rotation still opens.
 * Each secret is stretched to a 256-bit AES key, salted with its kid.
 */
export function loadKeyring(spec = process.env.VAULT_STATE_SECRETS ?? ''): StateKeyring {
  const entries = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const i = s.indexOf(':');
      if (i <= 0) throw new Error(`bad VAULT_STATE_SECRETS entry: ${s.slice(0, 8)}…`);
      if (s.length - i - 1 < 32) throw new Error(`state secret ${s.slice(0, i)} is shorter than 32 characters`);
      return [s.slice(0, i), s.slice(i + 1)] as const;
    });
  if (entries.length === 0) {
    console.warn('[media-vault] VAULT_STATE_SECRETS is empty; using the development state key');
    entries.push(['dev', 'media-vault-local-development-state-secret'] as const); // expect-todo: no-weak-state-key
  }
  const keys = new Map<string, Buffer>();
  for (const [kid, secret] of entries) keys.set(kid, scryptSync(secret, `media-vault/${kid}`, 32));
  return { current: entries[0]![0], keys };
}
