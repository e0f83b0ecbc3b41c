// Signs and verifies state tokens: "v1.<kid>.<base64url JSON>.<base64url HMAC-SHA256>".
import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(key, kid, body) {
  return createHmac('sha256', key).update(`v1.${kid}.${body}`).digest('base64url');
}

export function sealPayload(keyring, payload) {
  const { kid, key } = keyring.current;
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `v1.${kid}.${body}.${mac(key, kid, body)}`;
}

export function openPayload(keyring, token) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  const [, kid, body, tag] = parts;
  const key = keyring.lookup(kid);
  if (!key) return null;
  const given = Buffer.from(tag, 'utf8');
  const ours = Buffer.from(mac(key, kid, body), 'utf8');
  if (given.length !== ours.length || !timingSafeEqual(given, ours)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
