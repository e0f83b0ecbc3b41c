import pino from 'pino';
import { config } from '../config.js';
import { readKv } from './client.js';

const log = pino({ name: 'keyring' });

interface StateKeySecret {
  key: string; // base64, 32 bytes, written by `vault kv put secret/mcp/deploy/state-key key=$(openssl rand -base64 32)`
}

let cached: Promise<Buffer> | undefined;

async function fetchStateKey(): Promise<Buffer> {
  const secret = await readKv<StateKeySecret>(config.STATE_KEY_PATH);
  const key = Buffer.from(secret.key, 'base64');
  if (key.length < 32) throw new Error(`state key at ${config.STATE_KEY_PATH} is only ${key.length} bytes`);
  return key;
}

/**
 * The HMAC key for request state. Loaded once per process; Vault is only asked again after a failure.
 */
export function stateKey(): Promise<Buffer> {
  cached ??= fetchStateKey().catch((err: unknown) => {
    cached = undefined;
    if (config.NODE_ENV === 'production') throw err;
    // Local docker-compose has no Vault most of the time; keep the inner loop working.
    log.warn({ err }, 'could not read state key from vault, falling back to the dev key');
    return Buffer.from('deploy-mcp-dev-state-key-not-for-prod');
  });
  return cached;
}
