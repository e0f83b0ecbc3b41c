import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** How long a confirmation round may take before the user has to start over. */
const ROUND_TTL_MS = 10 * 60 * 1000;

export interface RoundBinding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  p: T;
  sub: string;
  tool: string;
  exp: number;
}

function mac(body: string): string {
  return createHmac('sha256', env.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function sealRoundState<T>(payload: T, binding: RoundBinding): string {
  const envelope: Envelope<T> = {
    p: payload,
    sub: binding.userId,
    tool: binding.tool,
    exp: Date.now() + ROUND_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

/** Returns the payload, or null when the state is forged, expired, or was issued to someone else. */
export function openRoundState<T>(token: string, binding: RoundBinding): T | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;

  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(body), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }

  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool) return null;
  if (envelope.exp <= Date.now()) return null;
  return envelope.p;
}
