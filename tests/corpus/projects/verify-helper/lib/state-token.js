// Opens a state token made of base64url JSON and its HMAC: the MAC is checked in constant time before it is decoded.
import { createHmac, timingSafeEqual } from 'node:crypto';

const KEY = process.env.REQUEST_STATE_KEY;

export function loadProgress(token) {
  const [body, mac] = String(token).split('.');
  const expected = createHmac('sha256', KEY).update(body).digest();
  const given = Buffer.from(mac ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad state');
  return Buffer.from(body, 'base64url').toString('utf8');
}
