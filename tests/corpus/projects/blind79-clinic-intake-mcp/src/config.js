// Reads clinic-intake settings from the environment and fails fast when something essential is missing.
'use strict';

function need(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function loadConfig(env = process.env) {
  return {
    port: Number(env.PORT || 4100),
    host: env.HOST || '0.0.0.0',
    databaseUrl: need(env, 'DATABASE_URL'),
    auth: {
      jwksUri: need(env, 'STAFF_JWKS_URI'),
      issuer: need(env, 'STAFF_TOKEN_ISSUER'),
      audience: env.STAFF_TOKEN_AUDIENCE || 'clinic-intake',
    },
    ehr: {
      baseUrl: need(env, 'EHR_BASE_URL'),
      clientId: need(env, 'EHR_CLIENT_ID'),
      clientSecret: need(env, 'EHR_CLIENT_SECRET'),
    },
    scheduler: {
      webhookSecret: need(env, 'SCHEDULER_WEBHOOK_SECRET'),
    },
    draftSecret: need(env, 'INTAKE_STATE_SECRET'),
    consentVersion: env.CONSENT_VERSION || '2024-11',
  };
}

module.exports = { loadConfig };
