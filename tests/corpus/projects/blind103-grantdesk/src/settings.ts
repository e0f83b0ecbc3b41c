// Service settings for grantdesk, taken from the environment at start-up.
// @ts-nocheck

const env = process.env;

function list(value: string | undefined, fallback: string[]): string[] {
  return value ? value.split(',').map(s => s.trim()).filter(Boolean) : fallback;
}

export const settings = {
  host: env.HOST ?? '0.0.0.0',
  port: Number(env.PORT ?? 4100),
  databaseUrl: env.DATABASE_URL ?? 'postgres://grantdesk@localhost/grantdesk',
  oidc: {
    issuer: env.OIDC_ISSUER ?? 'https://sso.uni.example/realms/research',
    audience: env.OIDC_AUDIENCE ?? 'grantdesk',
    jwksUrl: env.OIDC_JWKS_URL ?? 'https://sso.uni.example/realms/research/protocol/openid-connect/certs',
  },
  portal: {
    baseUrl: env.PORTAL_URL ?? 'https://portal.fundingcouncil.example/api',
    serviceToken: env.PORTAL_SERVICE_TOKEN,
  },
  stateSecret: new TextEncoder().encode(env.GRANTDESK_STATE_SECRET || 'grantdesk-dev'),
  amendmentToleranceRatio: Number(env.AMENDMENT_TOLERANCE ?? 0.1),
  allowedOrigins: list(env.ALLOWED_ORIGINS, ['https://grants.uni.example']),
};
