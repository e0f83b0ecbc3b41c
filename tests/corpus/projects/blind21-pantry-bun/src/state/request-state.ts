import type { Aead } from '../crypto/aead.ts';

export const STATE_TTL_MS = 10 * 60 * 1000;

export interface Binding {
  sub: string;
  tool: string;
  /** Digest of the exact arguments the state was minted for. */
  argsDigest: string;
}

interface Envelope<T> extends Binding {
  exp: number;
  data: T;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

export async function digestArgs(args: unknown): Promise<string> {
  const canonical = JSON.stringify(args, Object.keys(args as object).sort());
  const hash = await crypto.subtle.digest('SHA-256', enc.encode(canonical));
  return Buffer.from(hash).toString('hex');
}

export function createStateCodec(aead: Aead, now: () => number = Date.now) {
  return {
    async mint<T>(data: T, binding: Binding): Promise<string> {
      const envelope: Envelope<T> = { ...binding, exp: now() + STATE_TTL_MS, data };
      return aead.seal(enc.encode(JSON.stringify(envelope)));
    },

    async open<T>(token: string | undefined, binding: Binding): Promise<T | null> {
      if (typeof token !== 'string' || token.length > 8192) return null;
      const plain = await aead.open(token);
      if (!plain) return null;
      const env = JSON.parse(dec.decode(plain)) as Envelope<T>;
      // These fields were authenticated by GCM; comparing them is ordinary equality, not a MAC check.
      if (env.sub !== binding.sub || env.tool !== binding.tool || env.argsDigest !== binding.argsDigest) return null;
      if (!(typeof env.exp === 'number' && env.exp > now())) return null;
      return env.data;
    },
  };
}

export type StateCodec = ReturnType<typeof createStateCodec>;
