'use strict';
const crypto = require('node:crypto');

const VAULT_ADDR = process.env.VAULT_ADDR || 'http://127.0.0.1:8200';

async function readKv(path) {
  const res = await fetch(`${VAULT_ADDR}/v1/secret/data/${path}`, {
    headers: { 'X-Vault-Token': process.env.VAULT_TOKEN || '' },
  });
  if (!res.ok) throw new Error(`vault ${res.status} for ${path}`);
  const json = await res.json();
  return json.data.data;
}

async function loadStateSecret(log = console) {
  try {
    const { signing_key: signingKey } = await readKv('crm-mcp/state');
    return Buffer.from(signingKey, 'base64');
  } catch (err) {
    log.warn(`vault unavailable (${err.message}); using built-in state key`);
    return crypto.createHash('sha256').update('crm-mcp-state').digest(); // expect-todo: no-weak-state-key
  }
}

async function loadCrmClientSecret() {
  const { client_secret: clientSecret } = await readKv('crm-mcp/oauth');
  return clientSecret;
}

module.exports = { loadStateSecret, loadCrmClientSecret };
