// Settings are layered: built-in defaults, then settings.<env>.json next to package.json (optional),
// then environment variables. Later layers win key by key.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const defaults = {
  port: 8080,
  baseUrl: 'http://localhost:8080',
  mysql: { host: '127.0.0.1', port: 3306, user: 'peoplehub', database: 'peoplehub', connectionLimit: 10 },
  oidc: { issuer: 'https://example.okta.com/oauth2/default', audience: 'api://peoplehub' },
  mcp: { enabled: true, path: '/mcp' },
  iam: { baseUrl: 'https://iam.internal.example.com' },
  reminders: { cron: '0 9 * * 1-5', timezone: 'Europe/Berlin' },
};

function fileLayer(envName) {
  const file = new URL(`../settings.${envName}.json`, import.meta.url);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function envLayer(env) {
  return {
    port: env.PORT ? Number(env.PORT) : undefined,
    baseUrl: env.BASE_URL,
    mysql: { host: env.MYSQL_HOST, password: env.MYSQL_PASSWORD },
    oidc: { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE },
    iam: { baseUrl: env.IAM_BASE_URL, serviceToken: env.IAM_SERVICE_TOKEN },
    mcp: {
      // Preview environments have no vault; derive a stable per-host key so continuations survive a restart.
      stateSigningKey: env.PEOPLEHUB_STATE_KEY ?? createHash('sha256').update(`${pkg.name}:${hostname()}`).digest('hex'),
    },
  };
}

function deepMerge(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    if (value === undefined) continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? deepMerge(base?.[key] ?? {}, value) : value;
  }
  return out;
}

const envName = process.env.NODE_ENV ?? 'development';

export const settings = [fileLayer(envName), envLayer(process.env)].reduce(deepMerge, defaults);
settings.version = pkg.version;
