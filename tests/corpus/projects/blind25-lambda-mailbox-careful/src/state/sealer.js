import nacl from 'tweetnacl';
import naclUtil from 'tweetnacl-util';

const PREFIX = 'sb1.';
const NONCE_BYTES = nacl.secretbox.nonceLength;
const MAX_TTL_SECONDS = 600;

const toB64Url = (bytes) =>
  naclUtil.encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64Url = (text) => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return naclUtil.decodeBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
};

/**
 * requestState sealer: XSalsa20-Poly1305 (nacl.secretbox), so the client can
 * neither read nor alter what we hand it. Every token is bound to the subject,
 * the tool and an expiry; the caller adds whatever else must match on retry.
 */
export function createSealer({ key, ttlSeconds, now = () => Math.floor(Date.now() / 1000) }) {
  if (!(key instanceof Uint8Array) || key.length !== nacl.secretbox.keyLength) {
    throw new TypeError('sealer key must be a 32-byte Uint8Array');
  }
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be 1..${MAX_TTL_SECONDS}`);
  }

  function seal(payload, { sub, tool }) {
    const nonce = nacl.randomBytes(NONCE_BYTES);
    const plain = naclUtil.decodeUTF8(JSON.stringify({ ...payload, sub, tool, exp: now() + ttlSeconds }));
    const box = nacl.secretbox(plain, nonce, key);
    const packed = new Uint8Array(NONCE_BYTES + box.length);
    packed.set(nonce, 0);
    packed.set(box, NONCE_BYTES);
    return PREFIX + toB64Url(packed);
  }

  /** @returns the payload, or null when the token is forged, foreign or stale. */
  function open(token, { sub, tool }) {
    if (typeof token !== 'string' || !token.startsWith(PREFIX)) return null;
    const body = token.slice(PREFIX.length);
    let packed;
    try {
      packed = fromB64Url(body);
    } catch {
      return null;
    }
    // Reject non-canonical spellings (spare bits in the last character) so that
    // every single-character change of a token is refused, not just most of them.
    if (toB64Url(packed) !== body) return null;
    if (packed.length <= NONCE_BYTES + nacl.secretbox.overheadLength) return null;
    const plain = nacl.secretbox.open(packed.subarray(NONCE_BYTES), packed.subarray(0, NONCE_BYTES), key);
    if (!plain) return null;

    let state;
    try {
      state = JSON.parse(naclUtil.encodeUTF8(plain));
    } catch {
      return null;
    }
    if (state.sub !== sub || state.tool !== tool) return null;
    if (typeof state.exp !== 'number' || state.exp <= now()) return null;
    return state;
  }

  return { seal, open };
}
