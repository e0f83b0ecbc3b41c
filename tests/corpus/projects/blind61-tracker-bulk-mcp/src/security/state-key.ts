import { hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string };

const MIN_KEY_BYTES = 32;

/**
 * HMAC key for round-trip state. Deployments set TRACKER_STATE_SECRET (openssl rand -base64 32).
 * A checkout without it gets a stable per-machine key, so `npm run dev` survives restarts mid-flow.
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.TRACKER_STATE_SECRET;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < MIN_KEY_BYTES) {
      throw new Error(`TRACKER_STATE_SECRET must decode to at least ${MIN_KEY_BYTES} bytes`);
    }
    return key;
  }
  console.warn('[tracker-bulk] TRACKER_STATE_SECRET is not set; deriving a development key for this machine');
  return Buffer.from(hkdfSync('sha256', `${pkg.name}:${hostname()}`, 'tracker-bulk/dev', 'request-state-mac', MIN_KEY_BYTES));
}
