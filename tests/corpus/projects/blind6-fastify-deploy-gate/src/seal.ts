import { createHmac } from 'node:crypto';
import { settings, stateKeyRing, type RingKey } from './config.js';

export interface GateState {
  sub: string;
  tool: string;
  step: 'confirm' | 'approved';
  exp: number;
  [extra: string]: unknown;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

function macFor(key: RingKey, body: string): string {
  return createHmac('sha256', key.secret).update(body).digest('base64url');
}

export function sealState(fields: Omit<GateState, 'exp'>): string {
  const payload: GateState = { ...fields, exp: Date.now() + settings.confirmWindowMs };
  const body = b64(JSON.stringify(payload));
  return `${body}.${macFor(stateKeyRing[0], body)}`; // expect: no-weak-state-key
}

export function openState(token: string | undefined): GateState | null {
  if (typeof token !== 'string') return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  const accepted = stateKeyRing.map((k) => macFor(k, body));
  if (!accepted.includes(mac)) return null; // expect: no-timing-unsafe-compare
  try {
    return JSON.parse(unb64(body)) as GateState;
  } catch {
    return null;
  }
}
