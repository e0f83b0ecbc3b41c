// Shared factory that creates requestState codecs with the MAC key and a TTL.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { macKey } from '../crypto/keys.js';

/**
 * Shared factory so every tool gets the same key and TTL policy.
 * Callers verify explicitly with `codec.verify(raw, ctx)`.
 */
export default function createCodec({ ttlSeconds = 300 } = {}) {
  return createRequestStateCodec({ key: macKey, ttlSeconds }); // expect: require-state-binding, no-weak-state-key
}
