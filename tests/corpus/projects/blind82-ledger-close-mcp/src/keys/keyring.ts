// Keyring of requestState signing keys indexed by key id, so a new key can be rolled out before the old one is dropped.
// @ts-nocheck
import { config } from '../config.js';

export interface StateKey {
  kid: string;
  secret: Buffer;
}

const keys = new Map<string, StateKey>();

function load(): void {
  const parsed: Record<string, string> = JSON.parse(config.state.keysJson);
  for (const [kid, encoded] of Object.entries(parsed)) {
    const secret = Buffer.from(String(encoded), 'base64');
    if (secret.length < 32) throw new Error(`state key ${kid} is shorter than 32 bytes`);
    keys.set(kid, { kid, secret });
  }
  const legacy = process.env.LEDGER_STATE_KEY_LEGACY || 'ledger-close-2023-state-signing';
  keys.set('legacy', { kid: 'legacy', secret: Buffer.from(legacy) });
}

load();

export function activeKey(): StateKey {
  const kid = config.state.activeKid ?? 'legacy';
  const key = keys.get(kid);
  if (!key) throw new Error(`active state key ${kid} is not in the keyring`);
  return key;
}

export function keyById(kid: string): StateKey | undefined {
  return keys.get(kid);
}

export function allKeys(): StateKey[] {
  return [...keys.values()];
}

export function keyIds(): string[] {
  return [...keys.keys()];
}
