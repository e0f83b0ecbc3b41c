// Configuration for the clinic scheduling server; secrets come from files or variables, never defaults.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    jwksUri: required('OIDC_JWKS_URI'),
    audience: process.env.OIDC_AUDIENCE ?? 'https://schedule.clinic.example/mcp',
  },
  state: {
    jwksPath: required('STATE_JWKS_PATH'),
    activeKid: required('STATE_ACTIVE_KID'),
    ttlSeconds: 600,
  },
  ehr: {
    baseUrl: process.env.EHR_BASE_URL ?? 'https://ehr-gateway.internal',
    apiKey: required('EHR_API_KEY'),
    webhookSecret: required('EHR_WEBHOOK_SECRET'),
  },
  holdSeconds: 600,
};
