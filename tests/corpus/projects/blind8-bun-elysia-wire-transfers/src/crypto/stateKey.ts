const raw = Bun.env.TRANSFER_STATE_KEY;
if (!raw) throw new Error('TRANSFER_STATE_KEY is not set');
const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
if (bytes.length < 32) throw new Error('TRANSFER_STATE_KEY must decode to at least 32 bytes');

export const stateKey: CryptoKey = await crypto.subtle.importKey(
  'raw',
  bytes,
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign', 'verify'],
);
