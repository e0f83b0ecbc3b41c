import { stateKey, type Env } from './keys';

export const STATE_TTL_SECONDS = 60 * 60;

const te = new TextEncoder();
const td = new TextDecoder();

const toB64u = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromB64u(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

const toHex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacHex(env: Env, body: string) {
  return toHex(await crypto.subtle.sign('HMAC', await stateKey(env), te.encode(body)));
}

export type Claims = Record<string, unknown> & { sub: string; tool: string; exp: number };

export async function seal(env: Env, claims: Omit<Claims, 'exp'>): Promise<string> {
  const full = { ...claims, exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS };
  const body = toB64u(te.encode(JSON.stringify(full)));
  return `${body}~${await hmacHex(env, body)}`;
}

export async function unseal(env: Env, token: string): Promise<Claims | null> {
  const [body, sig] = token.split('~');
  if (!body || !sig) return null;
  const expected = await hmacHex(env, body);
  if (sig !== expected) return null; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(td.decode(fromB64u(body))) as Claims;
  if (claims.exp < Date.now() / 1000) return null;
  return claims;
}

export function peek<T = Record<string, unknown>>(token: string): T {
  return JSON.parse(td.decode(fromB64u(token.split('~')[0]))) as T;
}
