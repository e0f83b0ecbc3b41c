import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';

// One secret for every server in this repo. Set ACME_STATE_SECRET (openssl rand -base64 32) in shared
// deployments; without it the secret is stable per host, so a restart doesn't break rounds in flight.
const secret = process.env.ACME_STATE_SECRET ?? `acme-mcp:${hostname()}`;

export function signBody(body) {
  return createHmac('sha256', secret).update(body).digest('base64url'); // expect: no-weak-state-key
}
