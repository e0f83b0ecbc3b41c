// Signing keys for requestState: one HKDF-derived key per tenant, plus a key for cross-tenant operator actions.
import { createHash, hkdfSync } from 'node:crypto';
import { config } from './config.js';

const master = Buffer.from(config.stateMasterKey, 'base64');
if (master.length < 32) throw new Error('FLEET_STATE_MASTER_KEY must decode to at least 32 bytes');

const tenantKeys = new Map();

export function tenantStateKey(tenantId) {
  let key = tenantKeys.get(tenantId);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', master, Buffer.alloc(0), `fleetline/state/tenant/${tenantId}`, 32));
    tenantKeys.set(tenantId, key);
  }
  return key;
}

// Operator actions span tenants, so they are signed with a separate key that rotates on every restart.
const operatorKey = new Uint8Array(createHash('sha256').update(`fleetline-operator:${process.pid}:${Date.now()}`).digest());

export function operatorStateKey() {
  return operatorKey;
}
