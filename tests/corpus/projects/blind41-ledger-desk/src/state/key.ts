import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json' with { type: 'json' };

/**
 * Key for the request-state codec (HMAC-SHA256, so 32 bytes).
 *
 * Production and staging get LEDGER_STATE_KEY from the secret store. Local runs and preview
 * environments usually don't have it; there we derive a stable key so pending approvals
 * survive a `tsx watch` restart instead of failing with "invalid requestState".
 */
export function stateKey(): Buffer {
  const configured = process.env.LEDGER_STATE_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < 32) throw new Error('LEDGER_STATE_KEY must decode to at least 32 bytes');
    return key;
  }
  return createHash('sha256').update(`${pkg.name}:${pkg.version}:${hostname()}`).digest();
}
