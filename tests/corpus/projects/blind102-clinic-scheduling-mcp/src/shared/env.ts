// Reads and validates the server's environment; the state key must come from the deployment secret store.
// @ts-nocheck

export interface ClinicEnv {
  port: number;
  databaseUrl: string;
  oidcIssuer: string;
  oidcAudience: string;
  smsApiUrl: string;
  smsApiKey: string;
  smsWebhookSecret: string;
}

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export function loadEnv(env: NodeJS.ProcessEnv = process.env): ClinicEnv {
  return {
    port: Number(env.PORT ?? 8787),
    databaseUrl: need(env, 'DATABASE_URL'),
    oidcIssuer: need(env, 'OIDC_ISSUER'),
    oidcAudience: env.OIDC_AUDIENCE ?? 'clinic-scheduling',
    smsApiUrl: env.SMS_API_URL ?? 'https://api.notifly.example/v1',
    smsApiKey: need(env, 'SMS_API_KEY'),
    smsWebhookSecret: need(env, 'SMS_WEBHOOK_SECRET'),
  };
}

export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const raw = env.CLINIC_STATE_KEY;
  if (!raw) throw new Error('CLINIC_STATE_KEY must be set (base64 of 32+ random bytes; see `npm run gen-state-key`)');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('CLINIC_STATE_KEY must decode to at least 32 bytes');
  return new Uint8Array(key);
}
