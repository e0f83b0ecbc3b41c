// Signer worker: seals and opens requestState tokens on behalf of the main thread.
//
// token = keyId "." base64url(JSON claims) "." base64url(HMAC-SHA256(subkey, claims))
// claims = { p: payload, sub: userId, tool, ad: argsDigest | null, exp: epoch seconds }
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { loadKeyring } from './keyring.js';

const TTL_SECONDS = 600;
const MAX_TOKEN_LENGTH = 16 * 1024;

const ring = loadKeyring();
const nowSeconds = () => Math.floor(Date.now() / 1000);
const macOf = (key, body) => createHmac('sha256', key).update(body).digest();

function seal(payload, binding) {
  const claims = {
    p: payload,
    sub: binding.userId,
    tool: binding.tool,
    ad: binding.argsDigest ?? null,
    exp: nowSeconds() + TTL_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return { ok: true, token: `${ring.current.id}.${body}.${macOf(ring.current.key, body).toString('base64url')}` };
}

function open(token, binding) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [keyId, body, tag] = parts;

  const key = ring.byId.get(keyId);
  if (!key) return { ok: false, reason: 'key' };

  const presented = Buffer.from(tag, 'base64url');
  // Reject other spellings of the same bytes (unused trailing bits of base64url).
  if (presented.toString('base64url') !== tag) return { ok: false, reason: 'malformed' };
  const expected = macOf(key, body);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { ok: false, reason: 'signature' };

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if ((claims.ad ?? null) !== (binding.argsDigest ?? null)) return { ok: false, reason: 'args' };
  return { ok: true, state: claims.p };
}

parentPort.once('message', ({ port }) => {
  port.on('message', ({ id, op, payload, token, binding }) => {
    try {
      const reply = op === 'seal' ? seal(payload, binding) : op === 'open' ? open(token, binding) : { ok: false, reason: 'op' };
      port.postMessage({ id, ...reply });
    } catch (err) {
      port.postMessage({ id, ok: false, reason: 'internal', detail: String(err?.message ?? err) });
    }
  });
  port.postMessage({ id: 0, ok: true, ready: true });
});
