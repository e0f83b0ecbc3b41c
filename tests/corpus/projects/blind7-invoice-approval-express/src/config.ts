import 'dotenv/config';

export interface AppConfig {
  port: number;
  stateSecret: string;
  ledgerApi: string;
  approvalWindowMs: number;
  introspectionUrl: string;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const config: AppConfig = {
  port: intFromEnv('PORT', 3030),
  stateSecret: process.env.INVOICE_STATE_SECRET || 'invoice-approvals-local',
  ledgerApi: process.env.LEDGER_API_URL ?? 'http://localhost:4010',
  approvalWindowMs: intFromEnv('APPROVAL_WINDOW_MS', 5 * 60 * 1000),
  introspectionUrl: process.env.OAUTH_INTROSPECTION_URL ?? 'http://localhost:9000/introspect',
};

if (config.approvalWindowMs > 10 * 60 * 1000) {
  console.warn('[config] APPROVAL_WINDOW_MS above 10 minutes, clamping');
  config.approvalWindowMs = 10 * 60 * 1000;
}
