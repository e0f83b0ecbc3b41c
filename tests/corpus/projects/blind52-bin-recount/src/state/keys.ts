import { hkdfSync } from 'node:crypto';
import { hostname } from 'node:os';
import { env } from '../env.js';

let cached: Buffer | undefined;

/**
 * Key for the request-state codec. Production sets RECOUNT_STATE_MASTER (32+ random bytes, base64);
 * single-box installs in the smaller warehouses derive one so they run without extra setup.
 */
export function stateKey(): Buffer {
  if (cached) return cached;
  const ikm = env.RECOUNT_STATE_MASTER
    ? Buffer.from(env.RECOUNT_STATE_MASTER, 'base64')
    : Buffer.from(`bin-recount:${hostname()}`, 'utf8');
  cached = Buffer.from(hkdfSync('sha256', ikm, 'bin-recount/request-state', 'codec key v3', 32));
  return cached;
}
