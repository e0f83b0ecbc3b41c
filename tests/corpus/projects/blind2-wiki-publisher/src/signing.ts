import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { STATE_SECRET } from './env.js';

export interface StateBinding {
  user: string;
  tool: string;
  args?: unknown;
}

interface Claims<T> {
  u: string;
  t: string;
  a: string | null;
  x: number; // expiry, ms since epoch
  d: T;
}

export type OpenResult<T> = { ok: true; data: T } | { ok: false; why: string };

function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return '[' + v.map(stableStringify).join(',') + ']';
  const o = v as Record<string, unknown>;
  return '{' + Object.keys(o).sort().map((k) => JSON.stringify(k) + ':' + stableStringify(o[k])).join(',') + '}';
}

export class StateSigner {
  static readonly TTL_MS = 10 * 60 * 1000;

  private static mac(body: string): Buffer {
    return createHmac('sha512', STATE_SECRET).update(body).digest();
  }

  private static argsHash(args: unknown): string | null {
    return args === undefined ? null : createHash('sha256').update(stableStringify(args)).digest('base64url');
  }

  static sign<T>(data: T, binding: StateBinding, now = Date.now()): string {
    const claims: Claims<T> = {
      u: binding.user,
      t: binding.tool,
      a: StateSigner.argsHash(binding.args),
      x: now + StateSigner.TTL_MS,
      d: data,
    };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return body + '.' + StateSigner.mac(body).toString('base64url');
  }

  static verify<T>(token: string | undefined, binding: StateBinding, now = Date.now()): OpenResult<T> {
    if (!token) return { ok: false, why: 'missing' };
    const i = token.lastIndexOf('.');
    if (i < 1) return { ok: false, why: 'malformed' };
    const body = token.slice(0, i);
    // compare canonical base64url text, not decoded bytes (the last character has spare bits)
    const presented = Buffer.from(token.slice(i + 1), 'utf8');
    const expected = Buffer.from(StateSigner.mac(body).toString('base64url'), 'utf8');
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      return { ok: false, why: 'signature' };
    }

    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims<T>;
    if (claims.u !== binding.user) return { ok: false, why: 'user' };
    if (claims.t !== binding.tool) return { ok: false, why: 'tool' };
    if (claims.a !== StateSigner.argsHash(binding.args)) return { ok: false, why: 'args' };
    if (!(claims.x > now)) return { ok: false, why: 'expired' };
    return { ok: true, data: claims.d };
  }
}
