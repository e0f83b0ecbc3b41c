// Runtime configuration. Everything comes from the environment; the defaults are
// what `docker compose up` in ../infra expects on a laptop.

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

export const config = {
  port: intFromEnv('PORT', 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  coreBankingUrl: process.env.CORE_BANKING_URL ?? 'http://localhost:9400',
  introspectionUrl: process.env.OAUTH_INTROSPECTION_URL ?? 'http://localhost:9000/oauth/introspect',
  introspectionClientId: process.env.OAUTH_CLIENT_ID ?? 'ledger-mcp',
  introspectionClientSecret: process.env.OAUTH_CLIENT_SECRET,
  // HMAC key for the round-trip tokens handed to MCP clients (see security/state-token.ts)
  stateSecret: process.env.LEDGER_STATE_SECRET ?? 'ledger-local-state-secret-change-me',
  confirmWindowMinutes: intFromEnv('CONFIRM_WINDOW_MINUTES', 5),
  maxTransferMinor: intFromEnv('MAX_TRANSFER_MINOR', 5_000_000),
} as const;

export type Config = typeof config;
