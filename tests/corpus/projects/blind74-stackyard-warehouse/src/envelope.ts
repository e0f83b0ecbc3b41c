// requestState envelope "v2.<kid>.<payload>.<tag>": HMAC-SHA256 over the first three parts, checked in constant time.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyring as defaultRing, type Keyring } from './keyring.js';

const VERSION = 'v2';

export class EnvelopeError extends Error {}

function tag(key: Buffer, signed: string): string {
  return createHmac('sha256', key).update(signed).digest('base64url');
}

export function sealEnvelope(payload: unknown, ring: Keyring = defaultRing): string {
  const kid = ring.activeKid;
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signed = `${VERSION}.${kid}.${body}`;
  return `${signed}.${tag(ring.keys.get(kid), signed)}`;
}

export function openEnvelope<T>(token: string, ring: Keyring = defaultRing): T {
  if (typeof token !== 'string' || token.length > 16384) throw new EnvelopeError('state missing or too large');
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new EnvelopeError('unsupported state format');
  const [, kid, body, presented] = parts;
  const key = ring.keys.get(kid);
  if (!key) throw new EnvelopeError('unknown state key');
  const computed = Buffer.from(tag(key, `${VERSION}.${kid}.${body}`), 'utf8');
  const given = Buffer.from(presented, 'utf8');
  if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
    throw new EnvelopeError('state signature mismatch');
  }
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
}
