// A signed envelope for round state: the data travels next to an HMAC of it, both inside one base64url JSON object.
import { createHmac, timingSafeEqual } from 'node:crypto';

const macOf = (json, key) => createHmac('sha256', key).update(json).digest('hex');

export function wrap(data, key) {
  const json = JSON.stringify(data);
  return Buffer.from(JSON.stringify({ data: json, mac: macOf(json, key) })).toString('base64url');
}

export function unwrap(token, key, userId, tool) {
  const { data, mac } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  const expected = macOf(data, key);
  if (typeof mac !== 'string' || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const state = JSON.parse(data);
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}
