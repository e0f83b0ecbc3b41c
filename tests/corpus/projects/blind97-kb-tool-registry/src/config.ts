// Configuration for the knowledge-base MCP server; refuses to start without its secrets.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function masterKeyFrom(name: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(required(name), 'base64'));
  if (bytes.length < 32) throw new Error(`${name} must decode to at least 32 random bytes`);
  return bytes;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
  databaseUrl: required('DATABASE_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'kb-mcp',
    jwksUrl: required('OIDC_JWKS_URL'),
  },
  cms: {
    baseUrl: required('CMS_BASE_URL'),
    serviceToken: required('CMS_SERVICE_TOKEN'),
    webhookSecret: required('CMS_WEBHOOK_SECRET'),
    apiVersion: process.env.CMS_API_VERSION ?? '2025-01',
  },
  masterKey: masterKeyFrom('KB_MASTER_KEY'),
  stateTtlSeconds: 600,
  draftTtlMinutes: 10,
};
