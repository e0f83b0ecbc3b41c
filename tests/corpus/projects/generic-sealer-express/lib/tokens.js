// A general-purpose signed token of a project tracker: HMAC over base64url JSON with an expiry; what it binds is up to the caller.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET = process.env.TOKEN_SECRET;

const tagOf = (body) => createHmac('sha256', SECRET).update(body).digest('base64url');

export function signToken(fields, ttlSeconds = 300) {
  const body = Buffer.from(JSON.stringify({ ...fields, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString('base64url');
  return `${body}.${tagOf(body)}`;
}

export function verifyToken(token) {
  const [body, tag] = String(token).split('.');
  const expected = tagOf(body);
  if (!tag || tag.length !== expected.length || !timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return claims.exp > Math.floor(Date.now() / 1000) ? claims : null;
}
