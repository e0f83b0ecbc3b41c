// Reads and validates runtime configuration for the outreach CRM server.
const need = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const atLeast = (bytes, name) => {
  const value = need(name);
  if (Buffer.byteLength(value) < bytes) throw new Error(`${name} must be at least ${bytes} bytes`);
  return value;
};

module.exports = Object.freeze({
  port: Number(process.env.PORT || 4100),
  databaseUrl: need('DATABASE_URL'),
  stateSigningKey: atLeast(32, 'OUTREACH_STATE_KEY'),
  stateIssuer: 'outreach-crm-mcp',
  mailerBaseUrl: process.env.MAILER_BASE_URL || 'https://api.mailer.example.net/v3',
  mailerWebhookSecret: need('MAILER_WEBHOOK_SECRET'),
  introspectionUrl: need('AUTH_INTROSPECTION_URL'),
  introspectionBasic: need('AUTH_INTROSPECTION_BASIC'),
});
