// Factory returning seal/open closures over an HMAC secret and a lifetime in seconds.
import { createHmac, timingSafeEqual } from 'node:crypto';

export default function makeSealer({ secret, ttl = 600, now = () => Date.now() }) {
  const sign = (body) => createHmac('sha256', secret).update(body).digest();

  function seal(payload, { userId, tool }) {
    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: now() + ttl * 1000 })).toString('base64url');
    return `${body}.${sign(body).toString('base64url')}`;
  }

  function open(token, { userId, tool }) {
    const [body, mac] = String(token).split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(sign(body).toString('base64url'));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const { p, u, t, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (u !== userId || t !== tool || exp <= now()) return null;
    return p;
  }

  return { seal, open };
}
