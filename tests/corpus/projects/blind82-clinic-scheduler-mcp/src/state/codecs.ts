// One requestState codec per signing key; the newest key mints and verification tries each key in turn.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { StateKeyMaterial } from '../secrets.js';

export interface StateCodecs {
  mint(payload: Record<string, unknown>, ctx?: unknown): Promise<string>;
  verify(state: string, ctx: unknown): Promise<Record<string, unknown>>;
  kids: string[];
}

export function buildStateCodecs(keys: StateKeyMaterial[]): StateCodecs {
  const codecs = keys.map((k) => ({ kid: k.kid, codec: createRequestStateCodec({ key: k.key, ttlSeconds: 600 }) })); // expect: require-state-binding
  const [signer] = codecs;

  async function verify(state: string, ctx: unknown) {
    if (!state.startsWith('v1.')) {
      return JSON.parse(Buffer.from(state, 'base64url').toString('utf8')); // expect: require-sealed-state
    }
    let lastError: unknown;
    for (const { codec } of codecs) {
      try {
        return await codec.verify(state, ctx);
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError ?? new Error('Invalid or expired requestState');
  }

  return {
    mint: (payload, ctx) => signer.codec.mint(payload, ctx),
    verify,
    kids: codecs.map((c) => c.kid),
  };
}
