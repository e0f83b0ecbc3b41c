/**
 * Key material for the round-trip state that our MCP services hand to clients.
 *
 * Production pods get ACME_STATE_KEY from the `acme-state` ExternalSecret (32 random bytes, base64).
 * ACME_STATE_KEY_PREVIOUS may hold the key that was current before the last rotation.
 */

const MIN_KEY_BYTES = 32;
const BASE64_32 = /^[A-Za-z0-9+/]{43}=$/;

function decode(material: string): Buffer {
  // Keys from the secret store are base64; anything else is taken as raw text.
  return BASE64_32.test(material) ? Buffer.from(material, 'base64') : Buffer.from(material, 'utf8');
}

function currentMaterial(): string {
  const configured = process.env.ACME_STATE_KEY;
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('ACME_STATE_KEY is required in production');
  }
  // docker-compose and the integration tests share this so recorded fixtures keep verifying
  return 'acme-local-dev-round-trip-state-key-0001';
}

let current: Buffer | undefined;
let previous: Buffer[] | undefined;

export function stateKey(): Buffer {
  if (!current) {
    const bytes = decode(currentMaterial());
    if (bytes.length < MIN_KEY_BYTES) {
      throw new Error(`ACME_STATE_KEY must hold at least ${MIN_KEY_BYTES} bytes`);
    }
    current = bytes;
  }
  return current;
}

export function previousStateKeys(): Buffer[] {
  if (!previous) {
    previous = (process.env.ACME_STATE_KEY_PREVIOUS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(decode)
      .filter((k) => k.length >= MIN_KEY_BYTES);
  }
  return previous;
}
