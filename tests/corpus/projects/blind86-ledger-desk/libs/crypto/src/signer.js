// HMAC-SHA256 stamps for round-trip state, plus a canonical fingerprint of tool arguments.
import { createHash, createHmac } from 'node:crypto';

function canonical(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
    .join(',')}}`;
}

export function digestArgs(args) {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export function createSigner(key, { ttlMs = 10 * 60 * 1000, now = Date.now } = {}) {
  const tag = (body) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign(payload, { sub, tool, args }) {
      const body = Buffer.from(JSON.stringify({ p: payload, sub, tool, args, exp: now() + ttlMs })).toString('base64url');
      return `${body}.${tag(body)}`;
    },

    verify(token, { sub, tool, args }) {
      if (typeof token !== 'string') return null;
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      if (!Buffer.from(sig).equals(Buffer.from(tag(body)))) return null; // expect: no-timing-unsafe-compare
      let stamped;
      try {
        stamped = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (stamped.sub !== sub || stamped.tool !== tool || stamped.args !== args) return null;
      if (typeof stamped.exp !== 'number' || stamped.exp <= now()) return null;
      return stamped.p;
    },
  };
}
