// Environment configuration for the clinic MCP server.
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

const labWebhookSecret = need('LAB_WEBHOOK_SECRET');
if (Buffer.byteLength(labWebhookSecret) < 32) {
  throw new Error('LAB_WEBHOOK_SECRET must be at least 32 bytes');
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 4600),
  apiVersion: '2025-11',
  databaseUrl: need('DATABASE_URL'),
  redisUrl: need('REDIS_URL'),
  idp: {
    introspectUrl: need('IDP_INTROSPECT_URL'),
    clientId: need('IDP_CLIENT_ID'),
    clientSecret: need('IDP_CLIENT_SECRET'),
  },
  reminders: {
    baseUrl: need('REMINDER_SERVICE_URL'),
    apiKey: need('REMINDER_SERVICE_KEY'),
  },
  labWebhookSecret,
  labWebhookToleranceSeconds: 300,
});
