// Environment-driven settings for the release train server.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

export const config = {
  port: Number(process.env.PORT ?? 7070),
  nats: {
    servers: (process.env.NATS_URL ?? 'nats://nats.release.svc:4222').split(','),
    credsFile: process.env.NATS_CREDS_FILE,
  },
  deployApi: {
    baseUrl: process.env.DEPLOY_API_URL ?? 'https://deploy-controller.internal.example.com/api',
    serviceToken: process.env.DEPLOY_SERVICE_TOKEN_FILE ? readFileSync(process.env.DEPLOY_SERVICE_TOKEN_FILE, 'utf8').trim() : need('DEPLOY_SERVICE_TOKEN'),
  },
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'release-train',
  },
  planTimeoutMs: Number(process.env.PLAN_TIMEOUT_MS ?? 12_000),
};
