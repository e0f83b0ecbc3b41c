// Models a utility module whose helpers are named like constant-time comparisons (timingSafeEqual, safeCompare, secureCompare) but compare with ===/!== or return at the first differing character; the callers trust the names. One helper is a real XOR loop.
import { createHmac } from 'node:crypto';

export function timingSafeEqual(a, b) {
  return String(a) === String(b); // expect: no-timing-unsafe-compare
}

export function safeCompare(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

export const secureCompare = (a, b) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++; // expect: no-timing-unsafe-compare
  return i === a.length && i === b.length;
};

// A real one: every character is visited and the differences are OR-ed together.
export function constantTimeEquals(a, b) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ (b.charCodeAt(i % Math.max(b.length, 1)) || 0);
  return diff === 0;
}

const sign = (body) => createHmac('sha256', process.env.RELAY_SIGNING_SECRET).update(body).digest('hex');

// The callers: each leak is reported inside the helper it calls, not here.
export function relayAccepts(body, header) {
  return timingSafeEqual(header, sign(body));
}

export function relayAcceptsV2(body, header) {
  return safeCompare(String(header), sign(body)) || secureCompare(String(header), sign(`v2:${body}`));
}

export function relayAcceptsV3(body, header) {
  return constantTimeEquals(String(header), sign(body));
}
