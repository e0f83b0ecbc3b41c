import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { signingKey, verificationKey } from './keyring.js';

// r1.<kid>.<body>.<mac>: the key id says which Key Vault version signed it, so rotation needs no guessing.
const VERSION = 'r1';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const macOf = (key, text) => createHmac('sha256', key).update(text).digest('base64url');

/**
 * @param {unknown} state what the next round needs, nothing secret
 * @param {{ userId: string, tool: string, argsDigest: string }} binding
 */
export async function issueResumeToken(state, binding) {
  const { kid, key } = await signingKey();
  const body = Buffer.from(
    JSON.stringify({
      s: state,
      sub: binding.userId,
      tool: binding.tool,
      args: binding.argsDigest,
      exp: nowSeconds() + config.resumeTtlSeconds,
      n: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  const signed = `${VERSION}.${kid}.${body}`;
  return `${signed}.${macOf(key, signed)}`;
}

/**
 * @param {unknown} token the requestState the client sent back
 * @param {{ userId: string, tool: string, argsDigest: string }} binding the current call
 * @returns {Promise<{ ok: true, state: any } | { ok: false, reason: string }>}
 */
export async function redeemResumeToken(token, binding) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
  const [, kid, body, mac] = parts;

  const entry = await verificationKey(kid);
  if (!entry) return { ok: false, reason: 'key' };

  // Compare the canonical base64url text, not decoded bytes, so no second spelling of a MAC passes.
  const expected = Buffer.from(macOf(entry.key, `${VERSION}.${kid}.${body}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (claims.args !== binding.argsDigest) return { ok: false, reason: 'args' };
  return { ok: true, state: claims.s };
}
