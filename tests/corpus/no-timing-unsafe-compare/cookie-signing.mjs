// Models hand-rolled cookie-signature style sign/unsign helpers (ESM) whose unsign compares the re-signed value with ===.
import { createHmac } from 'node:crypto';

const COOKIE_NAME = 'sid';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export function sign(value, secret) {
  if (typeof value !== 'string') {
    throw new TypeError('Cookie value must be provided as a string.');
  }
  if (secret == null) {
    throw new TypeError('Secret key must be provided.');
  }
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `${value}.${mac}`;
}

export function unsign(input, secret) {
  if (typeof input !== 'string') {
    throw new TypeError('Signed cookie string must be provided.');
  }
  const dot = input.lastIndexOf('.');
  if (dot === -1) {
    return false;
  }
  const value = input.slice(0, dot);
  return sign(value, secret) === input ? value : false; // expect: no-timing-unsafe-compare
}

export function unsignWithRotation(input, secrets) {
  for (const secret of secrets) {
    const value = unsign(input, secret);
    if (value !== false) {
      return value;
    }
  }
  return false;
}

export function readSessionId(cookieHeader, secrets) {
  if (!cookieHeader) {
    return null;
  }
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== COOKIE_NAME) {
      continue;
    }
    const raw = decodeURIComponent(rest.join('='));
    if (!raw.startsWith('s:')) {
      return null;
    }
    const id = unsignWithRotation(raw.slice(2), secrets);
    return id === false ? null : id;
  }
  return null;
}

export function sessionCookie(id, secret) {
  return `${COOKIE_NAME}=${encodeURIComponent(`s:${sign(id, secret)}`)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}`;
}
