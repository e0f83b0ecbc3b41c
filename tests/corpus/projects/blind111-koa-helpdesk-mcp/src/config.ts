// Helpdesk server configuration read from the environment, including a request-state key derived from the host.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

export interface HelpdeskConfig {
  port: number;
  zendeskBaseUrl: string;
  oauthIssuer: string;
  stateKey: Buffer;
  maxStateBytes: number;
}

function requireEnv(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value;
}

// The state key only has to be stable between the first round and the retry,
// and every replica behind the LB runs on its own host with sticky sessions,
// so deriving it from the host saves us one more secret to provision.
export const config: HelpdeskConfig = {
  port: Number(process.env.PORT ?? 3030),
  zendeskBaseUrl: requireEnv('ZENDESK_BASE_URL', 'https://acme.zendesk.com/api/v2'),
  oauthIssuer: requireEnv('OAUTH_ISSUER'),
  stateKey: createHash('sha256').update(`helpdesk-mcp/${hostname()}/request-state`).digest(),
  maxStateBytes: 8 * 1024,
};
