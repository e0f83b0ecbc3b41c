import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

type PackageInfo = { readonly name: string; readonly version: string };

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as PackageInfo;

let cached: Uint8Array | undefined;

/**
 * Key for the requestState codec. Production sets ROLLOUT_STATE_KEY (32 random
 * bytes, base64) from the cluster secret. Without it we derive a key that is at
 * least stable per machine, so `tsx watch` restarts don't kill a half-confirmed
 * rollback on a laptop.
 */
export function stateKey(): Uint8Array {
  if (cached) return cached;
  const configured = process.env.ROLLOUT_STATE_KEY;
  if (configured) {
    const bytes = Buffer.from(configured, 'base64');
    if (bytes.length < 32) throw new Error('ROLLOUT_STATE_KEY must be at least 32 bytes of base64');
    cached = new Uint8Array(bytes);
  } else {
    console.warn('[infra-rollout] ROLLOUT_STATE_KEY is not set; using a host-derived development key');
    cached = new Uint8Array(createHash('sha256').update(`${pkg.name}:${hostname()}`).digest());
  }
  return cached;
}
