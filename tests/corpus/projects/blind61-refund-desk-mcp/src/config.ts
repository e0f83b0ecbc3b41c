/**
 * Runtime configuration. Everything secret comes from the environment; the process refuses to start
 * without the current state key.
 */

export function required(name: string, minBytes = 0): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  if (minBytes > 0 && Buffer.from(value, 'base64').length < minBytes) {
    throw new Error(`${name} must decode to at least ${minBytes} bytes (openssl rand -base64 ${minBytes})`);
  }
  return value;
}

export const PORT = Number(process.env.PORT ?? 8787);
export const PAYSTREAM_URL = process.env.PAYSTREAM_URL ?? 'https://gateway.sandbox.paystream.example';
export const ORDERS_URL = process.env.ORDERS_URL ?? 'http://orders.internal:8080';
export const INTROSPECTION_URL = required('IDP_INTROSPECTION_URL');

export interface StateKey {
  kid: string;
  secret: Buffer;
}

/**
 * Keys for the refund desk's round-trip state, newest first: the first one signs, every one verifies,
 * so a rotation does not invalidate confirmations that are still in flight.
 */
export const STATE_KEYS: readonly StateKey[] = Object.freeze([
  { kid: 'rd-2025-02', secret: Buffer.from(required('REFUND_STATE_KEY', 32), 'base64') },
  // Retired in February; keep verifying until the last states sealed under it have expired.
  { kid: 'rd-2024-11', secret: Buffer.from(process.env.REFUND_STATE_KEY_PREVIOUS ?? '49EZiFfkLmjnP4PPNAEQh5G+k3+DPcL81drCaF9rR0w=', 'base64') },
]);

export const signingKey = (): StateKey => STATE_KEYS[0];
export const keyById = (kid: string): StateKey | undefined => STATE_KEYS.find((key) => key.kid === kid);
