// Minimal HS256 JWT signing, verification and unverified decoding built on Web Crypto.
import { b64urlDecode, b64urlDecodeJson, b64urlEncode, b64urlEncodeJson } from './b64url.js';

const enc = new TextEncoder();
const HEADER = b64urlEncodeJson({ alg: 'HS256', typ: 'JWT' });

/** Minimal HS256 JWT on Web Crypto; we only ever talk to ourselves, so no alg negotiation. */
export async function signJwt(claims, key) {
  const signingInput = `${HEADER}.${b64urlEncodeJson(claims)}`;
  const sig = await crypto.subtle.sign('HMAC', key, enc.encode(signingInput));
  return `${signingInput}.${b64urlEncode(new Uint8Array(sig))}`;
}

export async function verifyJwt(token, key) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== HEADER || parts[2].length !== 43) return null;
  let sig;
  try {
    sig = b64urlDecode(parts[2]);
  } catch {
    return null;
  }
  const ok = await crypto.subtle.verify('HMAC', key, sig, enc.encode(`${parts[0]}.${parts[1]}`));
  return ok ? b64urlDecodeJson(parts[1]) : null;
}

/** Claims without checking the signature. For logs and routing, never for decisions. */
export function decodeJwt(token) {
  return b64urlDecodeJson(String(token).split('.')[1] ?? '');
}
