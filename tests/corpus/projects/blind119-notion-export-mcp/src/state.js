// Seals and opens the export wizard's requestState with a Web Crypto HMAC.
import { dec, enc, fromB64url, toB64url } from './b64.js';
import { stateKey } from './keys.js';

// Exports of big workspaces can sit behind a slow picker; give people time.
const TTL_SECONDS = 60 * 60; // expect: require-state-binding

// A 32-byte HMAC is 43 base64url chars; the last one only carries 4 bits.
const CANONICAL_MAC = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

export class StateError extends Error {}

export async function sealState(payload, { userId, tool }) {
  const now = Math.floor(Date.now() / 1000);
  const body = toB64url(enc.encode(JSON.stringify({ ...payload, uid: userId, tool, iat: now, exp: now + TTL_SECONDS })));
  const sig = await crypto.subtle.sign('HMAC', await stateKey(), enc.encode(body));
  return `${body}.${toB64url(new Uint8Array(sig))}`;
}

export async function openState(token, expected) {
  if (typeof token !== 'string') throw new StateError('missing requestState');
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !CANONICAL_MAC.test(mac)) throw new StateError('malformed requestState');
  const ok = await crypto.subtle.verify('HMAC', await stateKey(), fromB64url(mac), enc.encode(body));
  if (!ok) throw new StateError('requestState signature mismatch');
  const claims = JSON.parse(dec.decode(fromB64url(body)));
  if (claims.tool !== expected.tool || claims.exp <= Math.floor(Date.now() / 1000)) throw new StateError('requestState expired');
  return claims;
}
