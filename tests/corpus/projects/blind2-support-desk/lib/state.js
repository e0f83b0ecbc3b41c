import { sign, verifyAny, verifyLegacy } from './keyring.js';

const TTL_MS = 10 * 60 * 1000;

const b64 = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const unb64 = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));

/** v1.<body>.<hexmac> — body carries the user, the tool and the expiry. */
export function sealState(state, { userId, tool }) {
  const body = b64({ s: state, u: userId, t: tool, e: Date.now() + TTL_MS });
  return `v1.${body}.${sign(`v1.${body}`)}`;
}

export function openState(token, { userId, tool }) {
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  let verified = false;
  if (parts.length === 3 && parts[0] === 'v1') {
    verified = verifyAny(`v1.${parts[1]}`, parts[2]);
  } else if (parts.length === 2) {
    verified = verifyLegacy(parts[0], parts[1]); // v0: <body>.<hexmac>
  } else {
    return { ok: false, reason: 'malformed' };
  }
  if (!verified) return { ok: false, reason: 'signature' };

  const claims = unb64(parts.length === 3 ? parts[1] : parts[0]);
  if (claims.u !== userId) return { ok: false, reason: 'user' };
  if (claims.t !== tool) return { ok: false, reason: 'tool' };
  if (typeof claims.e !== 'number' || claims.e <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, state: claims.s };
}
