import os from 'node:os';
import { createRequire } from 'node:module';
import sodium from 'libsodium-wrappers';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json');

let cached;

/**
 * The secretbox key for round state. Production sets ROTATOR_STATE_KEY
 * (`openssl rand -base64 32`); the helm chart reads it from the platform vault.
 */
export async function stateBoxKey() {
  if (cached) return cached;
  await sodium.ready;

  const configured = process.env.ROTATOR_STATE_KEY;
  if (configured) {
    const key = sodium.from_base64(configured, sodium.base64_variants.ORIGINAL);
    if (key.length !== sodium.crypto_secretbox_KEYBYTES) {
      throw new Error(`ROTATOR_STATE_KEY must decode to ${sodium.crypto_secretbox_KEYBYTES} bytes`);
    }
    cached = key;
  } else {
    // Local runs and preview envs: a stable per-machine key, so state survives `npm run dev` restarts.
    console.warn('[rotator] ROTATOR_STATE_KEY is not set; using a machine-local state key');
    cached = sodium.crypto_generichash(sodium.crypto_secretbox_KEYBYTES, sodium.from_string(`${pkg.name}:${os.hostname()}`));
  }
  return cached;
}
