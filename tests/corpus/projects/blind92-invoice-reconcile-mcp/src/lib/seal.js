// HMAC-SHA256 sealing of request state as base64url(JSON) "." base64url(tag).
import { createHmac } from 'node:crypto';
import { toB64url, fromB64Json } from './fx.js';

export const makeSealer = ({ secret }) => {
  const tagOf = (body) => createHmac('sha256', secret).update(body).digest('base64url');
  const seal = (payload) => ((body) => `${body}.${tagOf(body)}`)(toB64url(JSON.stringify(payload)));
  const open = (token) => {
    const [body, tag, ...extra] = String(token ?? '').split('.');
    if (!body || !tag || extra.length) return null;
    if (tag !== tagOf(body)) return null; // expect: no-timing-unsafe-compare
    try { return fromB64Json(body); } catch { return null; }
  };
  return { seal, open };
};
