// Reads and validates the environment once, at startup. A missing or short secret stops the process.

const MIN_SECRET_BYTES = 32;

function secret(name, { optional = false } = {}) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (optional) return undefined;
    throw new Error(`${name} is not set`);
  }
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`${name} is too short: use at least ${MIN_SECRET_BYTES} random bytes (openssl rand -base64 48)`);
  }
  return value;
}

function setting(name, fallback) {
  const value = process.env[name];
  if (value) return value;
  if (fallback === undefined) throw new Error(`${name} is not set`);
  return fallback;
}

export const config = Object.freeze({
  port: Number(setting('PORT', '3100')),
  introspectionUrl: setting('OIDC_INTROSPECTION_URL'),
  introspectionClient: { id: setting('OIDC_CLIENT_ID', 'ticket-triage'), secret: secret('OIDC_CLIENT_SECRET') },

  /** Passphrase the request-state keys are stretched from. */
  statePassphrase: secret('TRIAGE_STATE_PASSPHRASE'),
  /** Only during a rotation: tokens signed under the old passphrase keep verifying until they expire. */
  statePassphrasePrevious: secret('TRIAGE_STATE_PASSPHRASE_PREVIOUS', { optional: true }),

  zendesk: Object.freeze({
    subdomain: setting('ZENDESK_SUBDOMAIN'),
    email: setting('ZENDESK_EMAIL'),
    apiToken: secret('ZENDESK_API_TOKEN'),
  }),
  /** Zendesk signs webhook deliveries with this. */
  webhookSigningSecret: secret('ZENDESK_WEBHOOK_SECRET'),
  /** The Slack bot calls /bot/triage with this key. */
  botApiKey: secret('TRIAGE_BOT_API_KEY'),
});
