import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { encodeBase64url } from './base64url.js';

/** The shortest secret accepted, in bytes: the output size of SHA-256. */
export const MIN_KEY_BYTES = 32;

/** How to make a good key; every key error ends with it. */
export const KEY_ADVICE =
  `a state key must be at least ${MIN_KEY_BYTES} random bytes: make one with \`openssl rand -base64 32\` ` +
  'and load it from a secret store or the environment, never from source code';

const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LABEL = 'eslint-plugin-mcp-state/seal/v1';
const DERIVED_KEY_ID_BYTES = 8;

/**
 * A secret that seals request state: a string (its UTF-8 bytes are the key), bytes, or `{ id, secret }` with an
 * explicit key id (1–64 characters of `A-Z a-z 0-9 _ -`; it travels in clear). Without an id, the id is derived from
 * the secret by HMAC, so it reveals nothing about it and stays the same across restarts and instances.
 */
export type StateKey = string | Uint8Array | { readonly id?: string; readonly secret: string | Uint8Array };

/** One usable key: its public id and the subkeys derived from its secret. */
export interface SealingKey {
  readonly id: string;
  readonly macKey: KeyObject;
  readonly tagKey: KeyObject;
}

function isSecret(value: unknown): value is string | Uint8Array {
  return typeof value === 'string' || value instanceof Uint8Array;
}

/** The secret's bytes, copied, or a description of why it cannot be a key. */
export function secretBytes(secret: unknown): Buffer | string {
  if (!isSecret(secret)) return secret === undefined || secret === null ? 'missing' : 'not a string, Buffer or Uint8Array';
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  return bytes.length < MIN_KEY_BYTES ? `${bytes.length} bytes long` : bytes;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`${LABEL}/${purpose}`).digest();
}

function explicitId(key: object, where: string): string | undefined {
  if (!('id' in key)) return undefined;
  const { id } = key as { id: unknown };
  if (typeof id !== 'string' || !KEY_ID.test(id)) {
    throw new TypeError(`${where}.id must be 1 to 64 characters from A-Z a-z 0-9 _ - (it travels in clear in every token)`);
  }
  return id;
}

/** Turns one configured key into a sealing key, or throws a message that says how to make a good one. */
export function toSealingKey(key: unknown, where: string): SealingKey {
  const withId = typeof key === 'object' && key !== null && !(key instanceof Uint8Array);
  const bytes = secretBytes(withId ? (key as { secret?: unknown }).secret : key);
  if (typeof bytes === 'string') throw new TypeError(`${withId ? `${where}.secret` : where} is ${bytes}; ${KEY_ADVICE}`);
  const id = withId ? explicitId(key, where) : undefined;
  const sealingKey: SealingKey = {
    id: id ?? encodeBase64url(derive(bytes, 'key-id').subarray(0, DERIVED_KEY_ID_BYTES)),
    macKey: createSecretKey(derive(bytes, 'mac')),
    tagKey: createSecretKey(derive(bytes, 'tag')),
  };
  bytes.fill(0);
  return sealingKey;
}
