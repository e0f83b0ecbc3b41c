// HMAC-signed requestState for tools whose pending data is small enough to travel with the client.
import { createHmac, timingSafeEqual } from 'node:crypto';

const DEFAULTS = { maxAgeSec: 300, algorithm: 'sha256' };
const MAX_AGE_CAP_SEC = 600;

const encode = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const decode = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

export function createSealer({ key, ...options }) {
  const { maxAgeSec, algorithm } = { ...DEFAULTS, ...options };
  if (!Buffer.isBuffer(key) || key.length < 32) throw new Error('state sealer needs a key of at least 32 bytes');
  const lifetimeMs = Math.min(maxAgeSec, MAX_AGE_CAP_SEC) * 1000;
  const mac = (body) => createHmac(algorithm, key).update(body).digest();

  return {
    seal(payload, { userId, tool }) {
      const body = encode({ p: payload, sub: userId, tool, exp: Date.now() + lifetimeMs });
      return `${body}.${mac(body).toString('base64url')}`;
    },

    open(token, { userId, tool }) {
      if (typeof token !== 'string') return null;
      const parts = token.split('.');
      if (parts.length !== 2) return null;
      const [body, sig] = parts;
      const given = Buffer.from(sig, 'base64url');
      if (given.toString('base64url') !== sig) return null;
      const computed = mac(body);
      if (given.length !== computed.length || !timingSafeEqual(given, computed)) return null;

      const claims = decode(body);
      if (claims.sub !== userId || claims.tool !== tool || !(claims.exp > Date.now())) return null;
      return claims.p;
    },
  };
}
