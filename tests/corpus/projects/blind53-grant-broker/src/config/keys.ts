import { hkdfSync } from 'node:crypto';

declare const keyBrand: unique symbol;
/** 32 bytes of AES-256 key material; only this module can make one. */
export type AeadKey = Buffer & { readonly [keyBrand]: 'aes-256-gcm' };

export interface StateKeys {
  /** Seals what we hand out now. */
  readonly current: { readonly id: string; readonly key: AeadKey };
  /** Still opens state sealed before the last rotation (at most 10 minutes old). */
  readonly previous?: { readonly id: string; readonly key: AeadKey };
}

const MIN_MASTER_BYTES = 32;

function assertKeyLength(bytes: Buffer, name: string): asserts bytes is AeadKey {
  if (bytes.length !== 32) throw new Error(`${name}: expected a 32-byte key, got ${bytes.length}`);
}

function masterFrom(name: string): Buffer {
  const master = Buffer.from(process.env[name] ?? '', 'base64');
  if (master.length < MIN_MASTER_BYTES) {
    throw new Error(`${name} must hold at least ${MIN_MASTER_BYTES} random bytes, base64 (openssl rand -base64 32)`);
  }
  return master;
}

/** Subkey for request-state encryption; the salt and info only separate uses of one master. */
function stateKeyFrom(master: Buffer, label: string): AeadKey {
  const key = Buffer.from(hkdfSync('sha256', master, 'grant-broker/v1', `mcp-request-state:${label}`, 32));
  assertKeyLength(key, label);
  return key;
}

function loadStateKeys(): StateKeys {
  const currentId = process.env.BROKER_STATE_KEY_ID ?? 'k1';
  const current = { id: currentId, key: stateKeyFrom(masterFrom('BROKER_STATE_MASTER_KEY'), currentId) };
  const previousId = process.env.BROKER_STATE_PREVIOUS_KEY_ID;
  if (!previousId || !process.env.BROKER_STATE_PREVIOUS_MASTER_KEY) return { current };
  return {
    current,
    previous: { id: previousId, key: stateKeyFrom(masterFrom('BROKER_STATE_PREVIOUS_MASTER_KEY'), previousId) },
  };
}

export const stateKeys: StateKeys = loadStateKeys();
