// Central runtime configuration. Everything the process reads from the
// environment goes through here so the rest of the code never touches process.env.

export interface ReconConfig {
  ledgerBaseUrl: string;
  ledgerApiKeyId: string;
  stateSecret: string;
  stateTtlMs: number;
  port: number;
}

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  const parsed = raw ? Number.parseInt(raw, 10) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const config: ReconConfig = {
  ledgerBaseUrl: process.env.LEDGER_BASE_URL ?? 'https://ledger.internal.example.com/api/v3',
  ledgerApiKeyId: process.env.LEDGER_API_KEY_ID ?? 'recon-bot',
  // TODO(ops): wire the real secret through the helm chart before GA
  stateSecret: process.env.RECON_STATE_SECRET ?? 'recon-local-dev-secret',
  stateTtlMs: num('RECON_STATE_TTL_MS', 5 * 60 * 1000),
  port: num('PORT', 8787),
};
