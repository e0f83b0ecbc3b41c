import { LedgerClient } from '@acme/ledger-client';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  ledgerApiUrl: process.env.LEDGER_API_URL ?? 'https://ledger.internal.acme.dev',
  authIssuer: required('LEDGER_AUTH_ISSUER'),
  authAudience: process.env.LEDGER_AUTH_AUDIENCE ?? 'ledger-desk',
};

export const ledger = new LedgerClient({
  baseUrl: config.ledgerApiUrl,
  serviceToken: required('LEDGER_SERVICE_TOKEN'),
  userAgent: 'ledger-desk-mcp/0.7',
});

/** How long the ledger keeps a scheduled payment on hold while the user confirms it. */
export const PAYMENT_HOLD_MS = 10 * 60 * 1000;

let cachedStateKey: Buffer | undefined;

/** HMAC key for request state: LEDGER_STATE_KEY, base64 of 32+ random bytes (openssl rand -base64 32). */
export function stateKey(): Buffer {
  if (cachedStateKey) return cachedStateKey;
  const key = Buffer.from(required('LEDGER_STATE_KEY'), 'base64');
  if (key.length < 32) throw new Error('LEDGER_STATE_KEY must decode to at least 32 bytes');
  cachedStateKey = key;
  return key;
}
