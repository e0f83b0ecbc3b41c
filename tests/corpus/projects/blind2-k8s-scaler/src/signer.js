import { createHmac } from 'node:crypto';

const MAX_AGE_MS = 10 * 60 * 1000;

/**
 * createSigner({ secret }) -> { sign(payload, binding), verify(token, binding) }
 *
 * The payload carries the binding (who, which tool) and an expiry, and verify()
 * checks all of it.
 */
export function createSigner({ secret, maxAgeMs = MAX_AGE_MS }) {
  const tag = (body) => createHmac('sha256', secret).update(body).digest('hex');

  function sign(payload, { user, tool }) {
    const body = Buffer.from(JSON.stringify({ ...payload, user, tool, exp: Date.now() + maxAgeMs })).toString('base64url');
    return `${body}.${tag(body)}`;
  }

  function verify(token, { user, tool }) {
    if (typeof token !== 'string') return null;
    const [body, mac] = token.split('.', 2);
    if (!body || !mac) return null;
    if (mac === tag(body)) { // expect: no-timing-unsafe-compare
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (claims.user !== user || claims.tool !== tool) return null;
      if (!(claims.exp > Date.now())) return null;
      return claims;
    }
    return null;
  }

  return { sign, verify };
}
