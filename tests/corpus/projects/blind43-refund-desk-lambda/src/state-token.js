import { createHmac } from 'node:crypto';
import { stateKey } from './config.js';

// Confirmation tokens: base64url(JSON) "." base64url(HMAC-SHA256). Five minutes is plenty for an agent to click.
const LIFETIME_SECONDS = 300;

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function macOf(body) {
  const key = await stateKey();
  return createHmac('sha256', key).update(body).digest('base64url'); // expect: no-weak-state-key
}

export async function issueToken(payload, { userId, tool }) {
  const claims = { ...payload, uid: userId, tool, exp: nowSeconds() + LIFETIME_SECONDS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${await macOf(body)}`;
}

export async function redeemToken(token, { userId }) {
  if (typeof token !== 'string') return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = await macOf(body);
  if (mac !== expected) return null; // expect: no-timing-unsafe-compare

  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (payload.uid !== userId) return null;
  if (typeof payload.exp !== 'number' || payload.exp < nowSeconds()) return null;
  return payload;
}
