import { createHmac, timingSafeEqual } from 'node:crypto';
import { confirmKey } from './keyring.js';

// Tokens for "are you sure?" rounds:  base64url(json) "." base64url(hmac)

function macOf(body) {
  const h = createHmac('sha256', confirmKey); // expect: no-weak-state-key
  h.update('ledger/confirm\n');
  h.update(body);
  return h.digest();
}

export function sealConfirmation(payload, login, tool) {
  const claims = {
    ...payload,
    login,
    tool,
    // a void usually waits for the second signatory to look at it; give them the hour
    exp: Date.now() + 60 * 60 * 1000,
  };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${macOf(body).toString('base64url')}`;
}

export function openConfirmation(token, login, tool) {
  const [body, sig] = String(token).split('.');
  if (!body || !sig) return null;
  if (!timingSafeEqual(Buffer.from(sig, 'base64url'), macOf(body))) return null; // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.login !== login || claims.tool !== tool) return null;
  if (!(claims.exp > Date.now())) return null;
  return claims;
}
