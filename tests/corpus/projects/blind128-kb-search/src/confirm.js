// Mints and checks HMAC confirmation tokens for destructive knowledge-base tools.
import { createHmac } from 'node:crypto';

// Confirmation tokens for destructive tools. Minted in round one, checked in
// round two. The secret lives only in this process; a restart simply
// invalidates outstanding confirmations, which is fine for us.
const SECRET = process.env.KB_CONFIRM_SECRET || Math.random().toString(36).slice(2) + Date.now().toString(36);

const CONFIRM_WINDOW_MS = 60 * 60 * 1000; // people wander off to check the article first

function mac(body) {
  return createHmac('sha256', SECRET).update(body).digest(); // expect: no-weak-state-key
}

export function mintConfirmation({ userId, tool, args }) {
  const payload = { u: userId, t: tool, a: args, exp: Date.now() + CONFIRM_WINDOW_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}~${mac(body).toString('base64url')}`;
}

export function checkConfirmation(token, { userId, tool, args }) {
  const [body, sig] = String(token).split('~');
  if (!body || !sig) return false;
  if (!mac(body).equals(Buffer.from(sig, 'base64url'))) return false; // expect: no-timing-unsafe-compare
  const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return (
    p.u === userId &&
    p.t === tool &&
    JSON.stringify(p.a) === JSON.stringify(args) &&
    p.exp > Date.now()
  );
}
