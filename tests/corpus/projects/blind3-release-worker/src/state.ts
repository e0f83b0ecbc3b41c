import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes, bytesToHex, hexToBytes } from '@noble/hashes/utils';

export interface ReleaseState {
  repo: string;
  tag: string;
  userId: string;
  githubToken?: string;
  exp: number;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

export function createStateCodec(secret: Uint8Array, now: () => number = Date.now) {
  if (secret.length < 32) throw new Error('STATE_SECRET must decode to at least 32 bytes');
  const sign = (body: string) => hmac(sha256, secret, utf8ToBytes(body));
  return {
    encode(s: Omit<ReleaseState, 'exp'>): string {
      const body = btoa(JSON.stringify({ ...s, exp: now() + 10 * 60_000 }));
      return `${body}.${bytesToHex(sign(body))}`;
    },
    decode(token: string, userId: string): ReleaseState | null {
      const [body, sig] = token.split('.');
      if (!body || !sig || !/^[0-9a-f]{64}$/.test(sig)) return null;
      if (!sameBytes(hexToBytes(sig), sign(body))) return null; // expect: no-timing-unsafe-compare
      const s = JSON.parse(atob(body)) as ReleaseState;
      return s.userId === userId && s.exp > now() ? s : null;
    },
  };
}
export type StateCodec = ReturnType<typeof createStateCodec>;
