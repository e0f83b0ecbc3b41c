// HMAC signing helpers that mint request-state tokens with an expiry and check their signatures.
// @ts-nocheck
import { createHmac } from 'node:crypto';

function loadKey(): Buffer {
  const fromEnv = process.env.CRM_STATE_KEY;
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  // Local/stdio runs are a single process, so a per-boot key is good enough there.
  return Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256)));
}

const KEY = loadKey();

/** Reps often leave the confirmation dialog open while they check the record. */
export const STATE_TTL_MS = 60 * 60 * 1000; // expect: require-state-binding

export function signBody(body: string): Buffer {
  return createHmac('sha256', KEY).update(body).digest(); // expect: no-weak-state-key
}

export function mintState(payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + STATE_TTL_MS })).toString('base64url');
  return `${body}.${signBody(body).toString('base64url')}`;
}

export function verifySignature(body: string | undefined, sig: string | undefined): boolean {
  if (!body || !sig) return false;
  const expected = signBody(body);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && Buffer.compare(given, expected) === 0; // expect: no-timing-unsafe-compare
}
