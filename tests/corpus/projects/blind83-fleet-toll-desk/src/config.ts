// Start-up configuration for the toll desk: every secret comes from the environment and is validated here.
// @ts-nocheck

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`fleet-toll-desk: ${name} is required`);
  return value;
}

function masterKey(): Buffer {
  const key = Buffer.from(need('TOLLDESK_MASTER_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('fleet-toll-desk: TOLLDESK_MASTER_KEY must decode to at least 32 random bytes');
  }
  return key;
}

export const config = {
  port: Number(process.env.PORT ?? 7070),
  databaseUrl: need('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'fleet-toll-desk',
    jwksUrl: need('OIDC_JWKS_URL'),
  },
  operator: {
    baseUrl: need('TOLL_OPERATOR_API'),
    apiKey: need('TOLL_OPERATOR_API_KEY'),
    webhookSecret: need('TOLL_OPERATOR_WEBHOOK_SECRET'),
    apiVersion: '2024-06-01',
  },
  masterKey: masterKey(),
};
