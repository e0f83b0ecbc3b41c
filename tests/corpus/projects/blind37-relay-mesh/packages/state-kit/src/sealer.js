import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_TTL_SECONDS = 600;

// 32 MAC bytes are 43 base64url characters, and the last one carries two unused bits that must
// be zero. Anything else is refused before we decode it, so no second spelling of a MAC verifies.
const CANONICAL_MAC = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** JSON with object keys sorted, so equal arguments always hash alike. */
export function stableStringify(value) {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * HMAC-SHA256 sealer for MCP round-trip state.
 *
 *   seal(state, { userId, tool, args? })  -> token
 *   open(token, { userId, tool, args? })  -> { ok: true, state } | { ok: false, reason }
 *
 * The token is signed, not encrypted: put ids and steps in it, never credentials.
 */
export function createSealer({ secret, ttlSeconds = 300, now = Date.now } = {}) {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'base64') : secret;
  if (!key || key.length < 32) throw new Error('createSealer: secret must decode to at least 32 bytes');
  if (!(ttlSeconds > 0 && ttlSeconds <= MAX_TTL_SECONDS)) {
    throw new RangeError(`createSealer: ttlSeconds must be between 1 and ${MAX_TTL_SECONDS}`);
  }

  const tag = (body) => createHmac('sha256', key).update(body).digest();
  const digestArgs = (args) => (args === undefined ? null : createHash('sha256').update(stableStringify(args)).digest('base64url'));

  function seal(state, { userId, tool, args } = {}) {
    if (!userId || !tool) throw new TypeError('seal: the binding needs userId and tool');
    const claims = { s: state, u: userId, t: tool, a: digestArgs(args), exp: now() + ttlSeconds * 1000 };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${body}.${tag(body).toString('base64url')}`;
  }

  function open(token, { userId, tool, args } = {}) {
    if (typeof token !== 'string' || token.length > 16_384) return { ok: false, reason: 'malformed' };
    const parts = token.split('.');
    if (parts.length !== 2 || !CANONICAL_MAC.test(parts[1])) return { ok: false, reason: 'malformed' };
    const [body, mac] = parts;

    if (!timingSafeEqual(Buffer.from(mac, 'base64url'), tag(body))) return { ok: false, reason: 'signature' };

    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof claims.exp !== 'number' || claims.exp <= now()) return { ok: false, reason: 'expired' };
    if (claims.u !== userId) return { ok: false, reason: 'user' };
    if (claims.t !== tool) return { ok: false, reason: 'tool' };
    if (claims.a !== digestArgs(args)) return { ok: false, reason: 'args' };
    return { ok: true, state: claims.s };
  }

  return { seal, open };
}
