// Loads clinic scheduling settings from the environment and fails fast when any is missing.
const env = process.env;

const need = (name) => {
  const value = env[name];
  if (!value) throw new Error(`Required setting ${name} is missing`);
  return value;
};

export const config = Object.freeze({
  port: Number(env.PORT ?? 7070),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: need('DATABASE_URL'),
  ehrBaseUrl: need('EHR_BASE_URL'),
  ehrClientId: need('EHR_CLIENT_ID'),
  ehrClientSecret: need('EHR_CLIENT_SECRET'),
  partnerWebhookSecret: need('PARTNER_WEBHOOK_SECRET'),
  stateKeys: need('STATE_KEYS'),
  introspectUrl: need('AUTH_INTROSPECT_URL'),
  introspectBasic: need('AUTH_INTROSPECT_BASIC'),
  apiVersion: 3,
});
