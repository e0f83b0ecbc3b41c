// Derives purpose-specific subkeys from the deployment's state master key.
import { hkdfSync } from 'node:crypto';

const SALT = Buffer.from('warehouse-ops/hkdf-salt/v1', 'utf8');

export function deriveStateKey({ config }) {
  return Buffer.from(hkdfSync('sha256', config.stateMasterKey, SALT, 'request-state/aes-256-gcm', 32));
}
