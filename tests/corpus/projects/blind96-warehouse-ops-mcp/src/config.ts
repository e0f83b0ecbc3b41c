// Validated runtime configuration for warehouse-ops; refuses to start without its secrets.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function secretBytes(name: string, minBytes = 32): Buffer {
  const bytes = Buffer.from(required(name), 'base64');
  if (bytes.length < minBytes) {
    throw new Error(`${name} must be base64 for at least ${minBytes} random bytes (got ${bytes.length})`);
  }
  return bytes;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  publicUrl: required('PUBLIC_URL'),
  masterSecret: secretBytes('WAREHOUSE_MASTER_SECRET'),
  carrierWebhookSecret: secretBytes('CARRIER_WEBHOOK_SECRET'),
  redisUrl: required('REDIS_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    jwksUrl: required('OIDC_JWKS_URL'),
    audience: process.env.OIDC_AUDIENCE ?? 'warehouse-ops',
  },
  wms: {
    baseUrl: required('WMS_BASE_URL'),
    tokenUrl: required('WMS_TOKEN_URL'),
    clientId: required('WMS_CLIENT_ID'),
    clientSecret: required('WMS_CLIENT_SECRET'),
  },
  auditUrl: process.env.AUDIT_URL ?? 'http://audit.internal/v1/events',
};
