// Fetches the requestState key set at startup: from a mounted secret file if configured, otherwise from Vault KV v2.
'use strict';
const fs = require('node:fs/promises');
const config = require('../config');

async function vaultLogin() {
  const jwt = (await fs.readFile(config.keys.serviceAccountTokenPath, 'utf8')).trim();
  const res = await fetch(`${config.keys.vaultAddr}/v1/auth/kubernetes/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: config.keys.vaultRole, jwt }),
  });
  if (!res.ok) throw new Error(`vault login failed with ${res.status}`);
  const body = await res.json();
  return body.auth.client_token;
}

async function fromVault() {
  const vaultToken = await vaultLogin();
  const url = `${config.keys.vaultAddr}/v1/${config.keys.vaultKvMount}/data/${config.keys.vaultKvPath}`;
  const res = await fetch(url, { headers: { 'X-Vault-Token': vaultToken } });
  if (!res.ok) throw new Error(`vault read of ${config.keys.vaultKvPath} failed with ${res.status}`);
  const body = await res.json();
  return body.data.data;
}

async function fromFile(file) {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

async function loadKeyMaterial() {
  const doc = config.keys.file ? await fromFile(config.keys.file) : await fromVault();
  if (!doc || !doc.active_kid || !Array.isArray(doc.keys)) throw new Error('state key document is malformed');
  return {
    activeKid: String(doc.active_kid),
    keys: doc.keys.map((k) => ({ kid: String(k.kid), secret: String(k.secret) })),
    retired: Array.isArray(doc.retired) ? doc.retired.map(String) : [],
  };
}

module.exports = { loadKeyMaterial };
