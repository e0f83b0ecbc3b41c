export interface LedgerConfig {
  port: number;
  ledgerApiUrl: string;
  ledgerServiceToken: string;
  introspectionUrl: string;
  stateSecret: string;
  draftKeyHex: string;
  approvalWindowMs: number;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LedgerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    ledgerApiUrl: env.LEDGER_API_URL ?? "https://ledger.internal.acme.dev/v2",
    ledgerServiceToken: required(env, "LEDGER_SERVICE_TOKEN"),
    introspectionUrl: required(env, "OAUTH_INTROSPECTION_URL"),
    stateSecret: env.LEDGER_STATE_SECRET || "ledger-approvals-local-secret",
    draftKeyHex: required(env, "LEDGER_DRAFT_KEY"),
    approvalWindowMs: 5 * 60 * 1000,
  };
}
