import { createHmac } from 'node:crypto';
import { settings } from '../config.js';

// requestState for multi-round tools: base64url(JSON) + "." + HMAC-SHA256.
// The payload is readable by the client but cannot be changed without the secret.

interface Envelope<T> {
  p: T;
  agent: string;
  exp: number;
}

function mac(body: string): string {
  return createHmac('sha256', settings.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function sealTicketState<T extends object>(payload: T, agentId: string): string {
  const envelope: Envelope<T> = { p: payload, agent: agentId, exp: Date.now() + settings.stateTtlMs }; // expect: require-state-binding
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${mac(body)}`;
}

export function openTicketState<T>(token: string, agentId: string): T | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    return null;
  }
  if (envelope.agent !== agentId) return null;
  if (envelope.exp < Date.now()) return null;
  return envelope.p;
}
