// Tenant directory loaded from the YAML file: company settings, integration secrets and API keys per tenant.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { config } from './config.js';

function secretFromEnv(name, context) {
  const value = process.env[name];
  if (!value) throw new Error(`${context}: environment variable ${name} is empty`);
  return value;
}

function loadDirectory(file) {
  const doc = parse(readFileSync(file, 'utf8'));
  return (doc.tenants ?? []).map((t) => ({
    id: t.id,
    slug: t.slug,
    name: t.name,
    timezone: t.timezone ?? 'UTC',
    maps: { clientId: t.maps.clientId, clientSecret: secretFromEnv(t.maps.clientSecretEnv, t.slug) },
    telematicsSecret: secretFromEnv(t.telematicsSecretEnv, t.slug),
    apiKeys: (t.apiKeys ?? []).map((k) => ({
      userId: k.userId,
      scopes: k.scopes ?? [],
      secret: secretFromEnv(k.secretEnv, `${t.slug}/${k.userId}`),
    })),
  }));
}

const tenants = loadDirectory(config.tenantsFile);
const byId = new Map(tenants.map((t) => [t.id, t]));

export function getTenant(tenantId) {
  return byId.get(tenantId) ?? null;
}

export function findPrincipal(presentedKey) {
  for (const tenant of tenants) {
    const entry = tenant.apiKeys.find((k) => k.secret === presentedKey); // expect-todo: no-timing-unsafe-compare
    if (entry) return { tenant, userId: entry.userId, scopes: entry.scopes };
  }
  return null;
}
