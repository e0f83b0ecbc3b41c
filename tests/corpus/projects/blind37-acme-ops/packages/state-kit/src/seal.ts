import { createHash, createHmac } from 'node:crypto';
import { previousStateKeys, stateKey } from './keys.js';

export interface RoundBinding {
  /** the authenticated user (IdP `sub`) */
  sub: string;
  /** the registered tool name */
  tool: string;
  /** the tool call's arguments, for actions that must not be replayed with others */
  args?: unknown;
  ttlMs?: number;
}

export type RejectReason = 'malformed' | 'signature' | 'expired' | 'binding';

export class StateError extends Error {
  constructor(readonly reason: RejectReason) {
    super(`request state rejected (${reason})`);
    this.name = 'StateError';
  }
}

interface Envelope<T> {
  v: 1;
  p: T;
  sub: string;
  tool: string;
  ad?: string;
  exp: number;
}

const DEFAULT_TTL_MS = 5 * 60_000;
const MAX_TTL_MS = 10 * 60_000;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function argsDigest(args: unknown): string | undefined {
  if (args === undefined) return undefined;
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

function macWith(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

export function sealRound<T>(payload: T, binding: RoundBinding): string {
  if (!binding.sub || !binding.tool) throw new TypeError('sealRound needs sub and tool');
  const ttl = Math.min(binding.ttlMs ?? DEFAULT_TTL_MS, MAX_TTL_MS);
  const envelope: Envelope<T> = {
    v: 1,
    p: payload,
    sub: binding.sub,
    tool: binding.tool,
    ad: argsDigest(binding.args),
    exp: Date.now() + ttl,
  };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${macWith(stateKey(), body).toString('base64url')}`; // expect: no-weak-state-key
}

export function openRound<T>(token: string, binding: RoundBinding): T {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) throw new StateError('malformed');
  const body = token.slice(0, dot);
  const presented = Buffer.from(token.slice(dot + 1), 'base64url');

  // current key first, then whatever is still inside the rotation window
  const keys = [stateKey(), ...previousStateKeys()];
  const signedByUs = keys.some((key) => macWith(key, body).equals(presented)); // expect: no-timing-unsafe-compare
  if (!signedByUs) throw new StateError('signature');

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new StateError('malformed');
  }
  if (envelope.v !== 1) throw new StateError('malformed');
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) throw new StateError('expired');
  if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) throw new StateError('binding');
  if (envelope.ad !== argsDigest(binding.args)) throw new StateError('binding');
  return envelope.p;
}

/**
 * Reads the payload of a token without checking it. Meant for structured logs and the
 * support console, where we want to see what a stuck round was about.
 */
export function peekRound<T = Record<string, unknown>>(token: string): T | undefined {
  try {
    const [body] = token.split('.');
    return (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>).p;
  } catch {
    return undefined;
  }
}
