import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json' with { type: 'json' };
import { config } from '../config.js';
import { log } from '../log.js';
import { readKv } from './vault.js';

let stateKeyPromise: Promise<Uint8Array> | undefined;

/** The HS256 key for request-state tokens, read once from Vault (`jwt_secret`, base64 of 32+ bytes). */
export function stateKey(): Promise<Uint8Array> {
  stateKeyPromise ??= loadStateKey();
  return stateKeyPromise;
}

async function loadStateKey(): Promise<Uint8Array> {
  try {
    const { jwt_secret } = await readKv<{ jwt_secret: string }>(config.vault.paths.state);
    const key = Buffer.from(jwt_secret, 'base64');
    if (key.length < 32) throw new Error(`${config.vault.paths.state}: jwt_secret is only ${key.length} bytes`);
    return key;
  } catch (err) {
    // Laptops and preview environments have no Vault route. Rather than refusing every multi-step tool
    // there, sign with a key that is stable for this host, so restarts keep in-flight refunds working.
    log.warn({ err }, 'vault unavailable; using a host-local request-state key');
    return createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
  }
}
