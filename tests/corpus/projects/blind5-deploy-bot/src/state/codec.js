// Request-state codec for the Workers runtime (WebCrypto only, no node:crypto).

const enc = new TextEncoder();
const dec = new TextDecoder();
const keyCache = new Map();

export const STATE_TTL_SECONDS = 300;

async function hmacKey(secret) {
  let key = keyCache.get(secret);
  if (!key) {
    key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keyCache.set(secret, key);
  }
  return key;
}

function toB64url(bytes) {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(text) {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

function toHex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function macHex(env, body) {
  const key = await hmacKey(env.STATE_SIGNING_KEY);
  return toHex(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
}

export async function sealState(env, payload) {
  const exp = Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS;
  const body = toB64url(enc.encode(JSON.stringify({ ...payload, exp })));
  return `${body}.${await macHex(env, body)}`;
}

export function decodeState(token) {
  const [body] = String(token).split('.');
  return JSON.parse(dec.decode(fromB64url(body)));
}

export async function openState(env, token, { sub, tool }) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;

  const expected = await macHex(env, body);
  if (expected !== mac) return null; // expect: no-timing-unsafe-compare

  const state = decodeState(token);
  if (state.sub !== sub || state.tool !== tool) return null;
  if (typeof state.exp !== 'number' || state.exp < Math.floor(Date.now() / 1000)) return null;
  return state;
}
