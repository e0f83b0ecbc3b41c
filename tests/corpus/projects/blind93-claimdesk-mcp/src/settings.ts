// Central settings object for the Claimdesk MCP gateway, read from the environment.
// @ts-nocheck

const env = process.env;

function must(name: string): string {
  const v = env[name];
  if (!v) throw new Error(`Environment variable ${name} is required`);
  return v;
}

export const settings = {
  listen: { host: env.HOST ?? '0.0.0.0', port: Number(env.PORT ?? 7300) },
  publicUrl: env.PUBLIC_URL ?? 'http://localhost:7300',
  oidc: {
    issuer: must('OIDC_ISSUER'),
    audience: env.OIDC_AUDIENCE ?? 'claimdesk-mcp',
    jwksUrl: must('OIDC_JWKS_URL'),
  },
  batchToken: env.CLAIMDESK_BATCH_TOKEN,
  databaseUrl: must('DATABASE_URL'),
  paymentsUrl: env.PAYMENTS_URL ?? 'https://payments.internal.claimdesk.example',
  paymentsApiKey: must('PAYMENTS_API_KEY'),
  insurerPortalUrl: env.INSURER_PORTAL_URL ?? 'https://portal.carrier.example/api',
  stateKey: Buffer.from(env.CLAIMDESK_STATE_KEY || 'claimdesk-mcp-state-signing-key-v1-local', 'utf8'),
  stateTtlSeconds: 600,
};

export type Settings = typeof settings;
