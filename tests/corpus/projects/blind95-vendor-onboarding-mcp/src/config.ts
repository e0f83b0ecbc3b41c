// Reads server settings from an optional JSON file, with environment variables taking precedence.
// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';

function readFileConfig(path: string) {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function loadConfig() {
  const file = readFileConfig(process.env.VENDOR_CONFIG_FILE ?? 'config/vendor-onboarding.json');

  return {
    port: Number(process.env.PORT ?? file.port ?? 8080),
    databaseUrl: process.env.DATABASE_URL ?? file.databaseUrl ?? 'postgres://localhost:5432/vendors',
    identity: {
      introspectionUrl: process.env.IDP_INTROSPECTION_URL ?? file.identity?.introspectionUrl,
      clientId: process.env.IDP_CLIENT_ID ?? file.identity?.clientId,
      clientSecret: process.env.IDP_CLIENT_SECRET,
    },
    erp: {
      baseUrl: process.env.ERP_BASE_URL ?? file.erp?.baseUrl ?? 'https://erp.internal.example.com/api/v3',
      tokenUrl: process.env.ERP_TOKEN_URL ?? file.erp?.tokenUrl,
      clientId: process.env.ERP_CLIENT_ID ?? file.erp?.clientId,
      clientSecret: process.env.ERP_CLIENT_SECRET,
    },
    portalWebhookSecret: process.env.PORTAL_WEBHOOK_SECRET,
    stateKey: process.env.ONBOARDING_STATE_KEY ?? file.stateKey ?? 'vendor-onboarding-request-state-key-01',
  };
}
