import { config } from '../config.js';
import { opRead } from './op.js';

const MIN_KEY_BYTES = 32;

let pending: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const encoded = await opRead(config.get('state.keyRef'));
  const key = Buffer.from(encoded.trim(), 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`the requestState key must hold at least ${MIN_KEY_BYTES} bytes, it has ${key.length}`);
  }
  return new Uint8Array(key);
}

/** Loaded on first use and kept for the life of the process; a failed load is retried next time. */
export function stateKey(): Promise<Uint8Array> {
  pending ??= load().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
