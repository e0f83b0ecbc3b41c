// Reads and validates Permit Desk configuration from environment variables.

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function requiredSecret(name, minLength) {
  const value = required(name);
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters`);
  return value;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3000),
  mongoUrl: required('MONGO_URL'),
  mongoDb: process.env.MONGO_DB ?? 'permits',
  redisUrl: required('REDIS_URL'),
  idp: {
    introspectionUrl: required('CITY_IDP_INTROSPECTION_URL'),
    clientId: required('CITY_IDP_CLIENT_ID'),
    clientSecret: requiredSecret('CITY_IDP_CLIENT_SECRET', 24),
  },
  inspections: {
    baseUrl: process.env.INSPECTIONS_URL ?? 'https://inspections.city.example/api',
    apiKey: requiredSecret('INSPECTIONS_API_KEY', 32),
    apiVersion: '2025-06-01',
  },
  paymentsWebhookSecret: requiredSecret('PAYMENTS_WEBHOOK_SECRET', 32),
  webhookToleranceSeconds: 300,
  pendingTtlSeconds: 300,
});
