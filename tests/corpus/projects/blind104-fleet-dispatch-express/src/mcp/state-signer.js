// HMAC-SHA256 sealing for request state that travels through the MCP client between rounds.
import { createHmac, randomUUID } from 'node:crypto';

const TTL_MS = 10 * 60 * 1000;

export function createStateSigner({ key, now = () => Date.now() }) {
  if (!key || key.length < 32) throw new Error('state signing key must be at least 32 bytes');
  const mac = (body) => createHmac('sha256', key).update(body).digest();

  return {
    seal(payload, { sub, tool }) {
      const claims = { ...payload, sub, tool, exp: now() + TTL_MS, jti: randomUUID() };
      const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },

    open(token) {
      if (typeof token !== 'string') return null;
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      const provided = Buffer.from(sig, 'base64url');
      if (!provided.equals(mac(body))) return null; // expect: no-timing-unsafe-compare
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (typeof claims.exp !== 'number' || claims.exp <= now()) return null;
      return claims;
    },
  };
}
