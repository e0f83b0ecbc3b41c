// The finish-line transponder box posts each finish; it signs the raw body with HMAC-SHA256 (hex).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { finishLine } from './config.js';

export function finishSignatureValid(rawBody, signatureHex) {
  const expected = createHmac('sha256', finishLine.secret).update(rawBody).digest();
  const given = Buffer.from(typeof signatureHex === 'string' ? signatureHex : '', 'hex');
  // timingSafeEqual needs equal lengths: on a mismatch compare `expected` with itself and
  // let the length test below reject it, so the call never throws and always takes one path.
  const candidate = given.length === expected.length ? given : expected;
  return timingSafeEqual(candidate, expected) && given.length === expected.length;
}
