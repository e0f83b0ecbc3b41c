// Derives the AES-256-GCM requestState keys from the configured master secrets with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { settings } from '../settings.js';

const SALT = Buffer.from('vinewater/request-state/salt/v2');
const INFO = 'aes-256-gcm request state';

function derive(master: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', master, SALT, INFO, 32));
}

type StateKey = { id: string; key: Buffer };

const keys: StateKey[] = [{ id: settings.state.currentKeyId, key: derive(settings.state.currentMaster) }];
if (settings.state.previousMaster) {
  keys.push({ id: `${settings.state.currentKeyId}~prev`, key: derive(settings.state.previousMaster) });
}

export const sealingKey: StateKey = keys[0];

export function openingKey(id: string): Buffer | null {
  const found = keys.find((k) => k.id === id);
  return found ? found.key : null;
}
