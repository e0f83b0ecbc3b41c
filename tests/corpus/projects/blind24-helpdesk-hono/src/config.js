/** Reads a base64 secret from the environment and refuses to start if it is missing or short. */
function requireSecret(name, minBytes = 32) {
  const raw = process.env[name];
  if (!raw) throw new Error(`${name} is not set`);
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < minBytes) {
    throw new Error(`${name} must decode to at least ${minBytes} bytes (got ${bytes.length}); generate one with: openssl rand -base64 48`);
  }
  return bytes;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  zendesk: {
    baseUrl: process.env.ZENDESK_BASE_URL ?? 'https://acme.zendesk.com',
    email: process.env.ZENDESK_EMAIL,
    apiToken: process.env.ZENDESK_API_TOKEN,
    webhookSecret: requireSecret('ZENDESK_WEBHOOK_SECRET', 24),
  },
  oauth: {
    issuer: process.env.OAUTH_ISSUER ?? 'https://login.acme.dev',
    audience: process.env.OAUTH_AUDIENCE ?? 'helpdesk-mcp',
  },
  state: {
    key: requireSecret('HELPDESK_STATE_KEY'),
    ttlSeconds: 300,
  },
  drafts: { ttlMs: 10 * 60 * 1000, max: 5_000 },
});
