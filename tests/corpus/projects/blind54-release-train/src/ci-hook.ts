import { createHash, timingSafeEqual } from 'node:crypto';
import Keygrip from 'keygrip';
import { ciHookKeys } from './secrets.js';

// CI posts "build published" events signed with HMAC-SHA256 (hex) under one of our hook keys.
// Keygrip.verify tries every key in the ring and compares with a constant-time compare.
const grip = new Keygrip(ciHookKeys, 'sha256', 'hex');

export function ciSignatureOk(rawBody: string, signature: string | undefined): boolean {
  return typeof signature === 'string' && grip.verify(rawBody, signature);
}

// The old release bot cannot sign; it sends a static key instead. Hash both sides so the
// comparison is constant time and never throws on a length mismatch.
const sha256 = (value: string) => createHash('sha256').update(value).digest();

export function releaseBotKeyOk(presented: string | undefined): boolean {
  const expected = process.env.RELEASE_BOT_KEY;
  if (!expected || !presented) return false;
  return timingSafeEqual(sha256(presented), sha256(expected));
}
