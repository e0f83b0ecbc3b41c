// Release-control configuration, read from the environment at start-up.
'use strict';

const GITHUB_API_VERSION = '2022-11-28';

function need(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function loadConfig(env = process.env) {
  return {
    port: Number(env.PORT || 7070),
    oidc: { issuer: need(env, 'OIDC_ISSUER'), audience: env.OIDC_AUDIENCE || 'release-control' },
    ciCallbackSecret: need(env, 'CI_CALLBACK_SECRET'),
    redisUrl: need(env, 'REDIS_URL'),
    github: {
      apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
      apiVersion: GITHUB_API_VERSION,
      appId: need(env, 'GITHUB_APP_ID'),
      installationId: need(env, 'GITHUB_INSTALLATION_ID'),
      privateKeyPem: need(env, 'GITHUB_APP_PRIVATE_KEY'),
      owner: need(env, 'GITHUB_OWNER'),
    },
    repos: need(env, 'RELEASE_REPOS').split(',').map((r) => r.trim()).filter(Boolean),
  };
}

module.exports = { loadConfig, GITHUB_API_VERSION };
