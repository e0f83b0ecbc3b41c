// Configuration for billing-refunds; every secret is required and checked for length at startup.

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function secret(name, minLength) {
  const value = required(name);
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  sessionSecret: secret('SESSION_SECRET', 48),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    jwksUri: required('OIDC_JWKS_URI'),
    audience: process.env.OIDC_AUDIENCE ?? 'billing-refunds-mcp',
  },
  aws: {
    region: process.env.AWS_REGION ?? 'eu-west-1',
    stateKeyArn: required('STATE_KMS_KEY_ARN'),
  },
  state: {
    activeKid: required('STATE_ACTIVE_KID'),
    wrappedKeys: JSON.parse(required('STATE_WRAPPED_KEYS')),
  },
  payments: {
    baseUrl: process.env.PAYMENTS_API_URL ?? 'https://api.payments.example.com',
    secretKey: secret('PAYMENTS_SECRET_KEY', 24),
    webhookSecret: secret('PAYMENTS_WEBHOOK_SECRET', 24),
    apiVersion: '2024-06-20',
  },
  maxRefundMinor: Number(process.env.MAX_REFUND_MINOR ?? 500_00),
};
