// Configuration for the warehouse server; everything secret comes from the environment or KMS, never from code.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function requiredSecret(name: string, minBytes: number): Buffer {
  const value = Buffer.from(required(name), 'base64');
  if (value.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8443),
  awsRegion: required('AWS_REGION'),
  kmsKeyArn: required('STATE_KMS_KEY_ARN'),
  keyManifestPath: process.env.STATE_KEY_MANIFEST ?? '/etc/warehouse-ops/state-keys.json',
  databaseUrl: required('WMS_DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    jwksUri: required('OIDC_JWKS_URI'),
    audience: process.env.OIDC_AUDIENCE ?? 'warehouse-ops',
  },
  carrier: {
    baseUrl: required('CARRIER_API_URL'),
    apiKey: required('CARRIER_API_KEY'),
    apiVersion: process.env.CARRIER_API_VERSION ?? '2024-10-01',
    webhookSecret: requiredSecret('CARRIER_WEBHOOK_SECRET', 32),
  },
};
