// Versioned requestState envelope: "<kid>.<body>.<tag>" where body is { v, kid, p } as base64url JSON.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { keyFor, signingKid } from './keys.js';

const ENVELOPE_VERSION = 2;

export class StateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateError';
  }
}

function tagFor(kid: string, body: string): Buffer {
  const key = keyFor(kid);
  if (!key) throw new StateError('unknown state key id');
  return createHmac('sha256', key).update(`${kid}.${body}`).digest(); // expect: no-weak-state-key
}

export function sealEnvelope(payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify({ v: ENVELOPE_VERSION, kid: signingKid, p: payload })).toString('base64url');
  return `${signingKid}.${body}.${tagFor(signingKid, body).toString('base64url')}`;
}

export function openEnvelope<T = Record<string, unknown>>(token: string): T {
  const parts = token.split('.');
  if (parts.length !== 3) throw new StateError('malformed state');
  const [kid, body, tag] = parts;
  const presented = Buffer.from(tag, 'base64url');
  if (!presented.equals(tagFor(kid, body))) throw new StateError('state signature mismatch'); // expect: no-timing-unsafe-compare
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (envelope.v !== ENVELOPE_VERSION || envelope.kid !== kid) throw new StateError('unsupported state envelope');
  return envelope.p as T;
}
