// Reads and validates the billing MCP server configuration from process.env.

function must(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function hexKey(name, bytes) {
  const key = Buffer.from(must(name), 'hex');
  if (key.length !== bytes) throw new Error(`${name} must be ${bytes * 2} hex characters`);
  return key;
}

function secretKey(name, minBytes) {
  const key = Buffer.from(must(name), 'base64');
  if (key.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return key;
}

module.exports = {
  port: Number(process.env.PORT || 4010),
  databaseUrl: must('DATABASE_URL'),
  stripeKey: must('STRIPE_SECRET_KEY'),
  auth: {
    introspectionUrl: must('AUTH_INTROSPECTION_URL'),
    clientId: must('AUTH_CLIENT_ID'),
    clientSecret: must('AUTH_CLIENT_SECRET'),
  },
  approvalKey: secretKey('BILLING_APPROVAL_KEY', 32),
  draftKey: hexKey('BILLING_DRAFT_KEY', 32),
  stateTtlMs: 10 * 60 * 1000,
  defaultCurrency: process.env.DEFAULT_CURRENCY || 'eur',
};
