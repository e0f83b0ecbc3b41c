// Derives AES-256 keys for requestState from the configured master secrets (first one is current).
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

export function createKeyring(stateKeys) {
  if (!stateKeys.length) throw new Error('at least one state key is required');
  const entries = stateKeys.map(({ id, secret }) => ({
    id,
    key: Buffer.from(hkdfSync('sha256', secret, 'support-desk-mcp', `request-state/aes-256-gcm/${id}`, 32)),
  }));
  const byId = new Map(entries.map((e) => [e.id, e.key]));
  return {
    current: entries[0],
    lookup: (id) => byId.get(id) ?? null,
  };
}
