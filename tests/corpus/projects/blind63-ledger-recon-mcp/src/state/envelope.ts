import { createHmac } from 'node:crypto';
import { config } from '../config.js';

// Continuation envelopes: what we hand the client between rounds of a tool call.
// Format: <base64url(json)>.<base64url(hmac)>

export type Envelope<T> = T & { uid: string; exp: number };

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

function mac(body: string): string {
  return createHmac('sha256', config.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function sealEnvelope<T extends object>(payload: T, userId: string): string {
  const body = b64(JSON.stringify({ ...payload, uid: userId, exp: Date.now() + config.stateTtlMs })); // expect-todo: require-state-binding
  return `${body}.${mac(body)}`;
}

export class EnvelopeError extends Error {}

export function openEnvelope<T extends object>(token: string, userId: string): Envelope<T> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) throw new EnvelopeError('malformed continuation');
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== mac(body)) throw new EnvelopeError('continuation signature mismatch'); // expect: no-timing-unsafe-compare
  const decoded = JSON.parse(unb64(body)) as Envelope<T>;
  if (decoded.uid !== userId) throw new EnvelopeError('continuation belongs to another user');
  if (decoded.exp < Date.now()) throw new EnvelopeError('continuation expired');
  return decoded;
}
