import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json' with { type: 'json' };
import { env } from '../env.js';

let cached: Buffer | undefined;

/**
 * Key for the request-state codec. Production sets PERMITDESK_STATE_KEY; elsewhere we
 * derive a stable per-machine key so that a `tsx watch` restart doesn't void a form
 * that is halfway through its rounds.
 */
export function stateKey(): Buffer {
  if (cached) return cached;
  if (env.PERMITDESK_STATE_KEY) {
    cached = Buffer.from(env.PERMITDESK_STATE_KEY, 'base64');
  } else {
    cached = createHash('sha256').update(`${pkg.name}:${hostname()}:request-state`).digest();
  }
  return cached;
}
