// Runtime configuration for the berth desk, read once from the environment at start-up.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value || value.trim() === '') {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value.trim();
}

export interface DeskConfig {
  port: number;
  publicUrl: string;
  databaseUrl: string;
  ssoIntrospectionUrl: string;
  ssoClientId: string;
  ssoClientSecret: string;
  tidepayBaseUrl: string;
  tidepayApiKey: string;
  tidepayWebhookSecret: string;
  stateSecret: string;
  currency: string;
  maxStayNights: number;
}

export const config: DeskConfig = {
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  databaseUrl: required('DATABASE_URL'),
  ssoIntrospectionUrl: required('MARINA_SSO_INTROSPECT_URL'),
  ssoClientId: required('MARINA_SSO_CLIENT_ID'),
  ssoClientSecret: required('MARINA_SSO_CLIENT_SECRET'),
  tidepayBaseUrl: process.env.TIDEPAY_BASE_URL ?? 'https://api.tidepay.example/v2',
  tidepayApiKey: required('TIDEPAY_API_KEY'),
  tidepayWebhookSecret: required('TIDEPAY_WEBHOOK_SECRET'),
  stateSecret: process.env.BERTH_STATE_SECRET || 'harbourmaster-desk-shared-state-secret-2024',
  currency: process.env.BERTH_CURRENCY ?? 'EUR',
  maxStayNights: Number(process.env.BERTH_MAX_NIGHTS ?? 28),
};
