import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { roundKeys } from './env';

/** A person has five minutes to answer a confirmation before the round starts over. */
const ROUND_TTL_MS = 5 * 60 * 1000;

export interface RoundBinding {
  userId: string;
  tool: string;
  /** The tool call's arguments; omitted only for tools that take none. */
  args?: Record<string, unknown>;
}

interface Envelope<T> {
  v: 1;
  jti: string;
  u: string;
  t: string;
  a: string | null;
  exp: number;
  p: T;
}

export type OpenedRound<T> = { ok: true; payload: T; jti: string } | { ok: false; reason: string };

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Fingerprint of the arguments, so a confirmation only opens for the exact call it was asked for. */
function argsFingerprint(args: Record<string, unknown> | undefined): string | null {
  return args === undefined ? null : createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

function tagOf(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

function sameTag(expected: string, presented: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mintRoundToken<T>(payload: T, binding: RoundBinding): string {
  const envelope: Envelope<T> = {
    v: 1,
    jti: randomUUID(),
    u: binding.userId,
    t: binding.tool,
    a: argsFingerprint(binding.args),
    exp: Date.now() + ROUND_TTL_MS,
    p: payload,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${tagOf(roundKeys.current, body)}`;
}

export function openRoundToken<T>(token: string, binding: RoundBinding): OpenedRound<T> {
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'malformed' };
  const [body, tag] = parts;

  const keys = roundKeys.previous ? [roundKeys.current, roundKeys.previous] : [roundKeys.current];
  if (!keys.some((key) => sameTag(tagOf(key, body), tag))) return { ok: false, reason: 'signature' };

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (envelope.v !== 1) return { ok: false, reason: 'malformed' };
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (envelope.u !== binding.userId) return { ok: false, reason: 'user' };
  if (envelope.t !== binding.tool) return { ok: false, reason: 'tool' };
  if (envelope.a !== argsFingerprint(binding.args)) return { ok: false, reason: 'args' };
  return { ok: true, payload: envelope.p, jti: envelope.jti };
}
