'use strict';

const { SecretsManagerClient, GetSecretValueCommand } = require('@aws-sdk/client-secrets-manager');

const sm = new SecretsManagerClient({ region: process.env.AWS_REGION });
const cache = new Map();
const CACHE_MS = 5 * 60 * 1000;

async function getJson(secretId) {
  const hit = cache.get(secretId);
  if (hit && hit.at + CACHE_MS > Date.now()) return hit.value;
  const out = await sm.send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = JSON.parse(out.SecretString);
  cache.set(secretId, { at: Date.now(), value });
  return value;
}

module.exports = {
  // { "<api key>": "<team>" , ... }
  clientKeys: () => getJson(process.env.CLIENT_KEYS_SECRET || 'triage/client-keys'),
  // { "email": "...", "apiToken": "...", "site": "https://acme.atlassian.net" }
  jiraCredentials: (team) => getJson(`triage/jira/${team}`),
};
