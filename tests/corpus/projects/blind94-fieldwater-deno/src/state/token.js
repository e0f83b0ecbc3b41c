// HMAC-signed confirmation tokens that travel in _meta between tool-call rounds.
import { b64urlDecode, b64urlEncode } from './b64.js';

export const STATE_META = 'farm.fieldwater/requestState';

const enc = new TextEncoder();
const dec = new TextDecoder();

export class StateError extends Error {}

export async function deriveStateKey(seed) {
  const material = await crypto.subtle.digest('SHA-256', enc.encode(seed));
  return crypto.subtle.importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function sealToken(key, claims, ttlSeconds) {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const body = b64urlEncode(enc.encode(JSON.stringify({ ...claims, exp })));
  const sig = await crypto.subtle.sign('HMAC', key, enc.encode(body));
  return `${body}.${b64urlEncode(new Uint8Array(sig))}`;
}

export async function openToken(key, token) {
  if (typeof token !== 'string' || token.length > 4096) throw new StateError('missing state');
  const dot = token.indexOf('.');
  if (dot < 1 || dot !== token.lastIndexOf('.')) throw new StateError('malformed state');
  const body = token.slice(0, dot);
  const sig = b64urlDecode(token.slice(dot + 1));
  const ok = await crypto.subtle.verify('HMAC', key, sig, enc.encode(body));
  if (!ok) throw new StateError('state signature mismatch');
  const claims = JSON.parse(dec.decode(b64urlDecode(body)));
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) {
    throw new StateError('state expired');
  }
  return claims;
}
