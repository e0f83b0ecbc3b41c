import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  return raw ? Number(raw) : fallback;
}

export const settings = {
  service: `${pkg.name}@${pkg.version}`,
  port: num('PORT', 8787),
  introspectionUrl: process.env.OIDC_INTROSPECTION_URL ?? 'https://sso.internal.example/oauth2/introspect',
  introspectionClient: process.env.OIDC_CLIENT_ID ?? 'deploy-gate',
  introspectionSecret: process.env.OIDC_CLIENT_SECRET ?? '',

  // The pipeline calls us with a static bearer instead of an SSO token.
  ciToken: process.env.DEPLOY_GATE_CI_TOKEN,

  // Signs the approval round-trips. Prod sets DEPLOY_STATE_SECRET per cluster; on a dev box we derive
  // something stable so a restart doesn't throw away approvals that are in flight.
  stateSecret: process.env.DEPLOY_STATE_SECRET ?? createHash('sha256').update(`${os.hostname()}:${pkg.name}`).digest('hex'),

  registry: {
    url: process.env.REGISTRY_URL ?? 'https://registry.internal.example',
    user: process.env.REGISTRY_USER ?? 'deploy-gate',
    password: process.env.REGISTRY_PASSWORD ?? '',
  },
  deployer: {
    url: process.env.DEPLOYER_URL ?? 'http://deployer.internal:7000',
  },
};
