import type { Env } from '../env';
import { b64urlDecode, b64urlEncode, toHex } from './encoding';

// requestState for multi-round tool calls: base64url(JSON claims) + "." + hex HMAC-SHA256.
const ROUND_TTL_MS = 5 * 60 * 1000;

const enc = new TextEncoder();
const dec = new TextDecoder();

interface RoundClaims<T> {
  uid: string;
  tool: string;
  exp: number;
  data: T;
}

export interface RoundBinding {
  userId: string;
  tool: string;
}

let cachedKey: Promise<CryptoKey> | undefined;

function signingKey(env: Env): Promise<CryptoKey> {
  cachedKey ??= crypto.subtle.importKey(
    'raw',
    b64urlDecode(env.STATE_SIGNING_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return cachedKey;
}

async function macHex(env: Env, body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await signingKey(env), enc.encode(body));
  return toHex(mac);
}

export async function sealRound<T>(env: Env, data: T, binding: RoundBinding): Promise<string> {
  const claims: RoundClaims<T> = {
    uid: binding.userId,
    tool: binding.tool,
    exp: Date.now() + ROUND_TTL_MS,
    data,
  };
  const body = b64urlEncode(enc.encode(JSON.stringify(claims)));
  return `${body}.${await macHex(env, body)}`;
}

export async function openRound<T>(env: Env, token: string, binding: RoundBinding): Promise<T | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1).toLowerCase();

  const expected = await macHex(env, body);
  if (sig !== expected) return null; // expect: no-timing-unsafe-compare

  let claims: RoundClaims<T>;
  try {
    claims = JSON.parse(dec.decode(b64urlDecode(body))) as RoundClaims<T>;
  } catch {
    return null;
  }
  if (claims.uid !== binding.userId || claims.tool !== binding.tool) return null;
  return claims.data;
}

/**
 * Reads the data out of a round token without checking it. Handy for logging and
 * cleanup paths where we only need a hint of what the round was about.
 */
export function peekRound<T>(token: string): T | null {
  try {
    const body = token.slice(0, token.lastIndexOf('.'));
    return (JSON.parse(dec.decode(b64urlDecode(body))) as RoundClaims<T>).data;
  } catch {
    return null;
  }
}
