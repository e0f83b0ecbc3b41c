import { createHmac, timingSafeEqual } from 'node:crypto';
import { nowMillis, nowSeconds, ROUND_TTL_MS } from './clock.js';
import { stateKey } from './keys.js';

export interface Binding {
  /** Authenticated user the round was issued to. */
  userId: string;
  /** Registered name of the tool that issued it. */
  tool: string;
}

interface Envelope<T> {
  v: 1;
  sub: string;
  tool: string;
  exp: number;
  data: T;
}

export type OpenResult<T> = { ok: true; data: T } | { ok: false; reason: 'malformed' | 'signature' | 'user' | 'tool' | 'expired' };

const b64u = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

const macOf = (body: string): string => b64u(createHmac('sha256', stateKey()).update(body).digest()); // expect: no-weak-state-key

export function sealEnvelope<T>(data: T, binding: Binding): string {
  const envelope: Envelope<T> = {
    v: 1,
    sub: binding.userId,
    tool: binding.tool,
    exp: nowMillis() + ROUND_TTL_MS,
    data,
  };
  const body = b64u(JSON.stringify(envelope));
  return `${body}.${macOf(body)}`;
}

export function openEnvelope<T>(token: string, binding: Binding): OpenResult<T> {
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length > 0) return { ok: false, reason: 'malformed' };

  // compare the canonical text of the MAC, not decoded bytes (base64url has spare bits in its last char)
  const expected = Buffer.from(macOf(body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }

  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  if (envelope.v !== 1) return { ok: false, reason: 'malformed' };
  if (envelope.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (envelope.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (envelope.exp < nowSeconds()) return { ok: false, reason: 'expired' }; // expect: require-state-binding
  return { ok: true, data: envelope.data };
}
