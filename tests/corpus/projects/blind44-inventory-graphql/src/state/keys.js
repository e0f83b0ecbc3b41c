import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

// A random per-process key invalidated every pending confirmation whenever the
// pod restarted (INV-412). When no secret is configured, derive one that stays
// the same across restarts of the same host.
function hostStableSecret() {
  return createHash('sha256').update(`${pkg.name}:${hostname()}:request-state`).digest('hex');
}

export const STATE_SIGNING_SECRET = process.env.INVENTORY_STATE_SECRET || hostStableSecret();
