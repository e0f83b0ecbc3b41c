// Everything the relay reads from the environment, in one place.

const required = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
};

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PAGER_RELAY_PUBLIC_URL ?? 'http://localhost:8787',
  // HMAC key for the requestState envelopes handed to MCP clients between rounds
  stateSecret: process.env.PAGER_STATE_SECRET || 'pager-relay-dev-state-secret',
  pagerduty: Object.freeze({
    apiBase: process.env.PAGERDUTY_API_BASE ?? 'https://api.pagerduty.com',
    tokenUrl: process.env.PAGERDUTY_TOKEN_URL ?? 'https://identity.pagerduty.com/oauth/token',
    clientId: required('PAGERDUTY_CLIENT_ID'),
    clientSecret: required('PAGERDUTY_CLIENT_SECRET'),
    fromEmail: process.env.PAGERDUTY_FROM ?? 'oncall-bot@example.com',
  }),
  introspectionUrl: required('PAGER_RELAY_INTROSPECTION_URL'),
  maxSilenceMinutes: Number(process.env.PAGER_MAX_SILENCE_MINUTES ?? 24 * 60),
});
