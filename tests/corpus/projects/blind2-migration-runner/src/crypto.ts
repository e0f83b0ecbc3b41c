import { createHmac, timingSafeEqual } from 'node:crypto';

let cachedKey: Buffer | undefined;

/** Loaded lazily so `--help` works without the secret. */
function key(): Buffer {
  if (cachedKey) return cachedKey;
  const hex = process.env.MIGRATION_STATE_HMAC_KEY;
  if (!hex || hex.length < 64) {
    throw new Error('MIGRATION_STATE_HMAC_KEY must hold at least 32 bytes, hex encoded');
  }
  cachedKey = Buffer.from(hex, 'hex');
  return cachedKey;
}

export function hmac(message: string): string {
  return createHmac('sha256', key()).update(message, 'utf8').digest('hex');
}

/** "<payload>~<hex mac>" */
export function seal(payload: string): string {
  return `${payload}~${hmac(payload)}`;
}

/** Returns the payload if the MAC matches, else undefined. */
export function unseal(token: string): string | undefined {
  const cut = token.lastIndexOf('~');
  if (cut < 0) return undefined;
  const payload = token.slice(0, cut);
  const mac = Buffer.from(token.slice(cut + 1), 'utf8');
  const want = Buffer.from(hmac(payload), 'utf8');
  return mac.length === want.length && timingSafeEqual(mac, want) ? payload : undefined;
}
