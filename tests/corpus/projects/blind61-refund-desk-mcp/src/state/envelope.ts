import { createHmac } from 'node:crypto';
import { keyById, signingKey } from '../config.js';
import { STATE_TTL_MS, expiresIn } from './clock.js';
import { constantTimeEquals } from './compare.js';

export interface Binding {
  userId: string;
  tool: string;
}

export interface Envelope<T> {
  v: 1;
  sub: string;
  tool: string;
  exp: number;
  data: T;
}

const mac = (secret: Buffer, signed: string): string => createHmac('sha256', secret).update(signed).digest('base64url');

/** `<kid>.<base64url(envelope)>.<mac>`: signed, not encrypted. */
export function sealEnvelope<T>(data: T, binding: Binding): string {
  const key = signingKey();
  const envelope: Envelope<T> = {
    v: 1,
    sub: binding.userId,
    tool: binding.tool,
    exp: expiresIn(STATE_TTL_MS),
    data,
  };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${key.kid}.${body}.${mac(key.secret, `${key.kid}.${body}`)}`; // expect: no-weak-state-key
}

/**
 * Checks the MAC and returns the envelope, or null when the token was not minted here.
 * Binding and expiry are the caller's to check: see assertBound() in ./guards.ts.
 */
export function openEnvelope<T>(token: string): Envelope<T> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kid, body, tag] = parts;
  const key = keyById(kid);
  if (!key) return null;
  if (!constantTimeEquals(tag, mac(key.secret, `${kid}.${body}`))) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
}
