import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Signed envelope for the requestState we hand to clients between rounds.
 *
 * Wire format: base64url(JSON envelope) "." base64url(HMAC-SHA256(body)).
 * The envelope is signed, not encrypted: never put anything in `data`
 * that the user may not read.
 */

const STATE_TTL_MS = 8 * 60 * 1000;
const MIN_KEY_BYTES = 32;

function loadKey(): Buffer {
  const raw = process.env.TRIAGE_STATE_KEY;
  if (!raw) {
    throw new Error('TRIAGE_STATE_KEY is not set (generate one with `openssl rand -base64 32`)');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`TRIAGE_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes`);
  }
  return key;
}

const stateKey = loadKey();

export interface Binding {
  userId: string;
  tool: string;
  /** sha256 of the canonical arguments, for tools that change things */
  argsDigest?: string;
}

export interface Envelope<T> extends Binding {
  data: T;
  exp: number; // epoch milliseconds
  jti: string;
}

function mac(body: string): string {
  return createHmac('sha256', stateKey).update(body).digest('base64url');
}

export function sealEnvelope<T>(data: T, binding: Binding): string {
  const envelope: Envelope<T> = {
    data,
    userId: binding.userId,
    tool: binding.tool,
    argsDigest: binding.argsDigest,
    exp: Date.now() + STATE_TTL_MS,
    jti: randomUUID(),
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

/**
 * Verifies the signature only. Callers must go through `checkBinding`
 * (./binding.ts) before trusting anything inside.
 */
export function openEnvelope<T>(token: unknown): Envelope<T> | null {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;

  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(body), 'utf8');
  if (given.length !== expected.length) return null;
  if (!timingSafeEqual(given, expected)) return null;

  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    return null;
  }
}
