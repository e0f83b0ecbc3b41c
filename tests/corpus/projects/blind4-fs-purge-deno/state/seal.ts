import type { StateKey } from './keys.ts';

const enc = new TextEncoder();
const dec = new TextDecoder();

export const STATE_TTL_SECONDS = 5 * 60;

export interface SealedClaims {
  sub: string;
  tool: string;
  exp: number;
  [k: string]: unknown;
}

function b64u(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function unb64u(text: string): Uint8Array {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function macOf(key: CryptoKey, body: string): Promise<string> {
  return b64u(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body))));
}

/** States written by 0.2/0.3 were plain base64 JSON without a MAC. */
function legacyDecode(body: string): SealedClaims | null {
  try {
    return JSON.parse(dec.decode(unb64u(body))) as SealedClaims;
  } catch {
    return null;
  }
}

export async function sealState(
  keys: StateKey[],
  payload: Record<string, unknown>,
  sub: string,
  tool: string,
): Promise<string> {
  const claims: SealedClaims = {
    ...payload,
    sub,
    tool,
    exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS,
  };
  const body = b64u(enc.encode(JSON.stringify(claims)));
  return `${body}.${await macOf(keys[0].key, body)}`;
}

export async function openState( // expect: require-state-binding
  keys: StateKey[],
  token: string,
  sub: string,
  tool: string,
): Promise<SealedClaims | null> {
  const [body, mac] = token.split('.');
  if (!body) return null;
  if (!mac) return legacyDecode(body); // expect: require-sealed-state

  for (const { key } of keys) {
    const expected = await macOf(key, body);
    if (expected === mac) { // expect: no-timing-unsafe-compare
      const claims = JSON.parse(dec.decode(unb64u(body))) as SealedClaims;
      if (claims.sub !== sub || claims.tool !== tool) return null;
      return claims;
    }
  }
  return null;
}
