// Derives request-state HMAC keys from master secrets with HKDF and keeps a keyring indexed by key id.
import { hkdfSync } from 'node:crypto';

const SALT = 'hr-leave-mcp/request-state';
const INFO = 'hs256-v1';

const master = (label, b64) => {
  const buf = Buffer.from(b64 ?? '', 'base64');
  if (buf.length < 32) throw new Error(`${label} must be at least 32 random bytes (base64)`);
  return buf;
};
const derive = (label, b64) => new Uint8Array(hkdfSync('sha256', master(label, b64), SALT, INFO, 32));

export const deriveStateKeys = ({ current: { kid, secret }, previous }) => {
  const ring = new Map([[kid, derive('STATE_MASTER_SECRET', secret)], ...(previous?.secret && previous?.kid ? [[previous.kid, derive('STATE_MASTER_SECRET_PREVIOUS', previous.secret)]] : [])]);
  return { kid, signingKey: ring.get(kid), keyFor: (id) => ring.get(id) };
};
