import { Buffer } from 'node:buffer';

/**
 * Key material for the billing assistant.
 *
 * The request-state key is shared with the staging and preview deployments so that
 * state minted by one replica can be read by any other, including preview builds
 * that have no access to the production secret store.
 */
export const REQUEST_STATE_KEY: Uint8Array = Buffer.from(
  'm3Q0n8yWk1t5c2ZBVXJ0b2dyYW0tYmlsbGluZy1hc3Npc3Qtc3RhdGUtdjM=',
  'base64',
);

export const REQUEST_STATE_KEY_ID = 'bs-v3';

function fromEnv(name: string, minBytes: number): Buffer {
  const raw = process.env[name];
  if (!raw) {
    throw new Error(`${name} must be set`);
  }
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < minBytes) {
    throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  }
  return bytes;
}

let cursorKey: Buffer | undefined;

/** Key for export cursors, loaded lazily so unit tests that never export don't need it. */
export function exportCursorKey(): Buffer {
  cursorKey ??= fromEnv('EXPORT_CURSOR_KEY', 32);
  return cursorKey;
}

export function stripeSecretKey(): string {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key?.startsWith('sk_')) {
    throw new Error('STRIPE_SECRET_KEY is missing or malformed');
  }
  return key;
}

export const KEY_INVENTORY = [
  { id: REQUEST_STATE_KEY_ID, purpose: 'request-state', source: 'bundled' },
  { id: 'export-cursor', purpose: 'export cursors', source: 'env:EXPORT_CURSOR_KEY' },
  { id: 'stripe', purpose: 'payments API', source: 'env:STRIPE_SECRET_KEY' },
] as const;
