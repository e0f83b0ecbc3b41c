// Loads and checks environment settings for the permit desk.
'use strict';

function mustHave(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing environment variable ${name}`);
  return value;
}

const stateSecret = Buffer.from(mustHave('PERMIT_STATE_SECRET'), 'base64');
if (stateSecret.length < 32) {
  throw new Error('PERMIT_STATE_SECRET must decode to at least 32 bytes');
}

module.exports = {
  port: Number(process.env.PORT || 3100),
  mysqlUrl: mustHave('MYSQL_URL'),
  sso: {
    introspectUrl: mustHave('SSO_INTROSPECT_URL'),
    clientId: mustHave('SSO_CLIENT_ID'),
    clientSecret: mustHave('SSO_CLIENT_SECRET'),
  },
  inspections: {
    baseUrl: mustHave('INSPECTIONS_API_URL'),
    apiKey: mustHave('INSPECTIONS_API_KEY'),
  },
  licensing: {
    baseUrl: process.env.LICENSING_API_URL || 'https://licensing.city.example/api/v2',
  },
  stateSecret,
  stateTtlMs: 10 * 60 * 1000,
};
