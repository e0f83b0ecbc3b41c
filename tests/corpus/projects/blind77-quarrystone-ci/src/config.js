// Loads Quarrystone CI settings from the environment and fails fast when something required is missing.
'use strict';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function secretBytes(name, minBytes) {
  const bytes = Buffer.from(need(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

module.exports = {
  host: process.env.HOST || '0.0.0.0',
  port: Number(process.env.PORT || 3030),
  databaseUrl: need('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  introspection: {
    url: need('QS_INTROSPECTION_URL'),
    clientId: need('QS_INTROSPECTION_CLIENT_ID'),
    clientSecret: need('QS_INTROSPECTION_CLIENT_SECRET'),
  },
  stateKey: secretBytes('QS_STATE_KEY', 32),
  stateMaxAgeMs: 10 * 60 * 1000,
  deployer: {
    url: need('QS_DEPLOYER_URL'),
    token: need('QS_DEPLOYER_TOKEN'),
  },
  githubApi: process.env.GITHUB_API_URL || 'https://api.github.com',
};
