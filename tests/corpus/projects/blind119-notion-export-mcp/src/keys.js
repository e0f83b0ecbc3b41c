// Loads and imports the requestState HMAC key from STATE_KEY once per isolate.
// Loads the requestState HMAC key once per isolate.
// STATE_KEY is 32+ random bytes, base64url, set with `deployctl env set`.

function decodeKeyMaterial(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

let keyPromise;

export function stateKey() {
  if (!keyPromise) {
    const raw = Deno.env.get('STATE_KEY');
    if (!raw) throw new Error('STATE_KEY is not set; refusing to start without a requestState key');
    const material = decodeKeyMaterial(raw.trim());
    if (material.byteLength < 32) throw new Error(`STATE_KEY must be at least 32 bytes, got ${material.byteLength}`);
    keyPromise = crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }
  return keyPromise;
}
