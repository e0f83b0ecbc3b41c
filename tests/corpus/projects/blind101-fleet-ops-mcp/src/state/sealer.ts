// HMAC-SHA256 sealing of round-trip state for fleet tools, built on @noble/hashes.
// @ts-nocheck
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export const STATE_TTL_MS = 10 * 60 * 1000;

export interface Binding {
  userId: string;
  tool: string;
  argsDigest?: string;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args: Record<string, unknown>): string {
  return bytesToHex(sha256(utf8ToBytes(canonical(args))));
}

export function createSealer(secret: string, clock: () => number = Date.now) {
  const key = sha256(utf8ToBytes(`fleet-ops/state/${secret}`));
  const tagOf = (body: string): string => bytesToHex(hmac(sha256, key, utf8ToBytes(body)));

  function seal(payload: unknown, binding: Binding): string {
    const claims = {
      p: payload,
      sub: binding.userId,
      tool: binding.tool,
      ad: binding.argsDigest,
      exp: clock() + STATE_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${body}.${tagOf(body)}`;
  }

  function open<T>(token: unknown, binding: Binding): T | null {
    if (typeof token !== 'string') return null;
    const dot = token.indexOf('.');
    if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
    const body = token.slice(0, dot);
    if (tagOf(body) !== token.slice(dot + 1)) return null; // expect: no-timing-unsafe-compare
    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (claims.sub !== binding.userId || claims.tool !== binding.tool) return null;
    if (binding.argsDigest !== undefined && claims.ad !== binding.argsDigest) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= clock()) return null;
    return claims.p as T;
  }

  return { seal, open };
}

export type Sealer = ReturnType<typeof createSealer>;
