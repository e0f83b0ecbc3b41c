import { createHmac } from 'node:crypto';

const GATE_TTL_MS = 10 * 60 * 1000;

function hmacKey() {
  const key = process.env.GATE_SIGNING_KEY;
  if (!key) throw new Error('GATE_SIGNING_KEY is not set');
  return key;
}

function mac(body) {
  return createHmac('sha256', hmacKey()).update(body).digest('base64url');
}

/**
 * Issues a signed gate token carrying `data` for the caller. The token round-trips through the
 * client as requestState so the promotion can continue after the approval prompt.
 */
export function issueGateToken(data, userId) {
  const body = Buffer.from(JSON.stringify({ ...data, uid: userId, exp: Date.now() + GATE_TTL_MS })).toString('base64url');
  return `${body}.${mac(body)}`;
}

/** Returns the payload, or null when the token is forged, expired or not the caller's. */
export function openGateToken(token, userId) {
  if (typeof token !== 'string') return null;
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (payload.uid !== userId) return null;
  if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
  return payload;
}
