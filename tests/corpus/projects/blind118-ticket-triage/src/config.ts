// Reads ticket-triage settings (port, Zendesk, token exchange, introspection) and derives the state key.
// @ts-nocheck
import { createHash } from 'node:crypto';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`ticket-triage: missing required env var ${name}`);
  }
  return value;
}

const deployEnv = process.env.DEPLOY_ENV ?? 'development';

export const config = {
  port: Number(process.env.PORT ?? 3030),
  zendeskSubdomain: required('ZENDESK_SUBDOMAIN'),
  tokenExchangeUrl: required('TOKEN_EXCHANGE_URL'),
  introspectionUrl: required('OAUTH_INTROSPECTION_URL'),
  introspectionClientSecret: required('OAUTH_INTROSPECTION_SECRET'),
  // One stable 32-byte key per environment, so every replica behind the
  // load balancer can open state minted by any other replica.
  stateKey: createHash('sha256').update(`ticket-triage:${deployEnv}:request-state`).digest(),
} as const;
