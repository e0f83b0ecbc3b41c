// Reads ledger-tools configuration and loads the request-state key from the environment.
// @ts-nocheck
const MIN_KEY_BYTES = 32;

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set; refusing to start without it`);
  }
  return value;
}

/** The requestState HMAC key. Generated with `openssl rand -base64 48`. */
export function loadStateKey(): Buffer {
  const key = Buffer.from(requireEnv('LEDGER_STATE_KEY'), 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`LEDGER_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes`);
  }
  return key;
}

export const config = {
  port: Number(process.env.PORT ?? 3030),
  ledgerUrl: process.env.LEDGER_API_URL ?? 'http://localhost:8080',
  introspectUrl: requireEnv('LEDGER_INTROSPECT_URL'),
  stateTtlSeconds: 300,
};
