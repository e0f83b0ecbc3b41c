import { sign, verify } from 'node:crypto';

const PREFIX = 'st1';
const MAX_TTL_SECONDS = 600;

/**
 * requestState = "st1.<kid>.<b64url(json claims)>.<b64url(ed25519 sig)>"
 * Claims are signed, not encrypted: never put anything secret in them.
 */
export function createStateSigner({ privateKey, publicKey, kid, ttlSeconds = 300, clock = () => Date.now() }) {
  if (ttlSeconds > MAX_TTL_SECONDS) {
    throw new RangeError(`requestState ttl ${ttlSeconds}s exceeds ${MAX_TTL_SECONDS}s`);
  }
  const nowSeconds = () => Math.floor(clock() / 1000);

  function seal(claims, { sub, tool, digest }) {
    const body = Buffer.from(
      JSON.stringify({ ...claims, sub, tool, digest, exp: nowSeconds() + ttlSeconds }),
    ).toString('base64url');
    const signingInput = `${PREFIX}.${kid}.${body}`;
    const sig = sign(null, Buffer.from(signingInput), privateKey).toString('base64url');
    return `${signingInput}.${sig}`;
  }

  /** Returns the claims, or null when the token is forged, expired or meant for another call. */
  function open(token, { sub, tool, digest }) {
    if (typeof token !== 'string' || !token.startsWith(`${PREFIX}.`)) return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [, tokenKid, body, sigText] = parts;
    if (tokenKid !== kid) return null; // unknown or rotated-out key
    const sig = Buffer.from(sigText, 'base64url');
    if (sig.length !== 64 || sig.toString('base64url') !== sigText) return null; // canonical encoding only
    if (!verify(null, Buffer.from(`${PREFIX}.${tokenKid}.${body}`), publicKey, sig)) return null;

    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return null;
    if (claims.sub !== sub || claims.tool !== tool || claims.digest !== digest) return null;
    return claims;
  }

  return { seal, open };
}
