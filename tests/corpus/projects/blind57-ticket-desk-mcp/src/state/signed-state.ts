import { createHmac } from 'node:crypto';
import { config } from '../config.js';

/**
 * Round-trip state for multi-step tools. The client echoes `requestState` back
 * verbatim, so everything we need for the next round lives in here, signed.
 */

export interface StateBinding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  v: 1;
  p: T;
  uid: string;
  tool: string;
  exp: number;
}

export class InvalidStateError extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'expired' | 'binding') {
    super(`invalid requestState: ${reason}`);
  }
}

function macOf(body: string): string {
  return createHmac('sha256', config.state.secret).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function signState<T>(payload: T, binding: StateBinding): string {
  const envelope: Envelope<T> = {
    v: 1,
    p: payload,
    uid: binding.userId,
    tool: binding.tool,
    exp: Date.now() + config.state.ttlMs,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${macOf(body)}`;
}

export function readSignedState<T>(token: string, binding: StateBinding): T {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) {
    throw new InvalidStateError('malformed');
  }
  const body = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (signature !== macOf(body)) { // expect: no-timing-unsafe-compare
    throw new InvalidStateError('signature');
  }

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    throw new InvalidStateError('malformed');
  }
  if (envelope.exp < Date.now()) {
    throw new InvalidStateError('expired');
  }
  if (envelope.uid !== binding.userId || envelope.tool !== binding.tool) {
    throw new InvalidStateError('binding');
  }
  return envelope.p;
}
