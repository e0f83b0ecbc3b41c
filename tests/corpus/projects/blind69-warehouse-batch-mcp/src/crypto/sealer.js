// Seals requestState as v1.<payload>.<mac> (HMAC-SHA256) and opens it only after a constant-time check.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stateMacKey } from './keys.js';

const VERSION = 'v1';
const B64URL = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN = 8192;

function macOf(signedPart) {
  return createHmac('sha256', stateMacKey).update(signedPart).digest('base64url');
}

export function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signedPart = `${VERSION}.${body}`;
  return `${signedPart}.${macOf(signedPart)}`;
}

export function open(token) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, body, mac] = parts;
  if (!B64URL.test(body) || !B64URL.test(mac)) return null;
  const good = Buffer.from(macOf(`${VERSION}.${body}`), 'utf8');
  const given = Buffer.from(mac, 'utf8');
  if (given.length !== good.length || !timingSafeEqual(given, good)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
