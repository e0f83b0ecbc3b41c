import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { stateKey } from '../config.js';

/**
 * Request state for multi round-trip tools.
 *
 * Token: base64url(JSON envelope) "." base64url(HMAC-SHA256(envelope)). Signed, not encrypted:
 * the client can read it, so only ids and small facts go in.
 */

export interface RoundBinding {
  userId: string;
  tool: string;
  /** The tool call's arguments, for tools whose confirmation must not be replayed with other ones. */
  args?: unknown;
}

export interface SealOptions {
  /** Lifetime of the state in seconds. Default 600. */
  ttl?: number;
}

export type Opened<T> = { ok: true; payload: T } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'binding' };

interface Envelope<T> {
  v: 1;
  p: T;
  sub: string;
  tool: string;
  ad?: string;
  exp: number; // ms since epoch
}

const DEFAULT_TTL_SECONDS = 600;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function argsDigest(args: unknown): string | undefined {
  return args === undefined ? undefined : createHash('sha256').update(canonical(args)).digest('base64url');
}

function mac(body: string): string {
  return createHmac('sha256', stateKey()).update(body).digest('base64url');
}

export function sealRound<T>(payload: T, binding: RoundBinding, options: SealOptions = {}): string {
  const ttl = options.ttl ?? DEFAULT_TTL_SECONDS;
  const envelope: Envelope<T> = {
    v: 1,
    p: payload,
    sub: binding.userId,
    tool: binding.tool,
    ad: argsDigest(binding.args),
    exp: Date.now() + ttl * 1000,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

export function openRound<T>(token: string, binding: RoundBinding): Opened<T> {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'malformed' };
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(body), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool) return { ok: false, reason: 'binding' };
  if (envelope.ad !== argsDigest(binding.args)) return { ok: false, reason: 'binding' };
  return { ok: true, payload: envelope.p };
}
