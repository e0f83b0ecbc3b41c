import { config } from './config.js';
import { secretValue } from './keyvault.js';

// API tokens are read from Key Vault once per process and only ever go into our own outgoing requests.
const tokens = new Map();

function apiTokenFor(secretName) {
  if (!tokens.has(secretName)) {
    tokens.set(
      secretName,
      secretValue(secretName).catch((err) => {
        tokens.delete(secretName);
        throw err;
      }),
    );
  }
  return tokens.get(secretName);
}

async function call(baseUrl, secretName, method, path, body) {
  const apiToken = await apiTokenFor(secretName);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = res.status === 204 ? null : await res.json();
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(payload)}`);
  return payload;
}

export const dns = {
  async find(name, type) {
    const out = await call(
      'https://api.cloudflare.com/client/v4',
      config.cloudflareTokenSecretName,
      'GET',
      `/zones/${config.cloudflareZoneId}/dns_records?name=${encodeURIComponent(name)}&type=${type}`,
    );
    return out.result[0] ?? null;
  },
  async update(recordId, record) {
    const out = await call(
      'https://api.cloudflare.com/client/v4',
      config.cloudflareTokenSecretName,
      'PATCH',
      `/zones/${config.cloudflareZoneId}/dns_records/${recordId}`,
      record,
    );
    return out.result;
  },
};

export const firewall = {
  async rule(policy, ruleId) {
    return call(config.firewallApiUrl, config.firewallTokenSecretName, 'GET', `/policies/${policy}/rules/${ruleId}`);
  },
  async remove(policy, ruleId, changeNote) {
    await call(config.firewallApiUrl, config.firewallTokenSecretName, 'DELETE', `/policies/${policy}/rules/${ruleId}`, {
      change_note: changeNote,
    });
  },
};
