/**
 * Startup configuration. Anything missing or malformed fails fast: the process must not come up
 * with a guessable state key.
 */

const MIN_KEY_BYTES = 32;

function required(name: string): string {
  const value = Bun.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function decodeKey(name: string): Uint8Array {
  const raw = Uint8Array.from(atob(required(name)), (c) => c.charCodeAt(0));
  if (raw.byteLength < MIN_KEY_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_KEY_BYTES} bytes (got ${raw.byteLength}); generate one with \`openssl rand -base64 32\``);
  }
  return raw;
}

function httpsUrl(name: string): URL {
  const value = required(name);
  if (!value.startsWith('https://')) throw new Error(`${name} must be an https:// URL`);
  return new URL(value);
}

export interface PantryEnv {
  port: number;
  stateKey: Uint8Array;
  partnerApi: URL;
  authIssuer: URL;
}

export function loadEnv(): PantryEnv {
  return {
    port: Number(Bun.env.PORT ?? 3333),
    stateKey: decodeKey('PANTRY_STATE_KEY'),
    partnerApi: httpsUrl('GROCER_API_URL'),
    authIssuer: httpsUrl('AUTH_ISSUER_URL'),
  };
}
