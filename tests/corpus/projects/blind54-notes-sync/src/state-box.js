import nacl from 'tweetnacl';
import naclUtil from 'tweetnacl-util';
import { argsDigest } from './args-digest.js';
import { stateBoxKey } from './keys.js';

// Request state = nacl.secretbox (XSalsa20-Poly1305) of a small envelope.
// secretbox authenticates: a changed byte makes open() return null, so there is no separate MAC.
// Envelope: { v, sub, tool, exp (ms), args? (digest), data }

const VERSION = 1;
const LIFETIME_MS = 8 * 60 * 1000;

const b64url = (bytes) => naclUtil.encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text) => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return naclUtil.decodeBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
};

/**
 * @param {unknown} data what the next round needs
 * @param {{ userId: string, tool: string, args?: object }} binding
 */
export function sealEnvelope(data, { userId, tool, args }) {
  if (!userId || !tool) throw new Error('sealEnvelope needs a user and a tool');
  const envelope = { v: VERSION, sub: userId, tool, exp: Date.now() + LIFETIME_MS, data };
  if (args !== undefined) envelope.args = argsDigest(args);
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(naclUtil.decodeUTF8(JSON.stringify(envelope)), nonce, stateBoxKey);
  const out = new Uint8Array(nonce.length + box.length);
  out.set(nonce);
  out.set(box, nonce.length);
  return b64url(out);
}

/**
 * @returns {{ ok: true, data: any } | { ok: false, reason: string }}
 */
export function openEnvelope(token, { userId, tool, args }) {
  let bytes;
  try {
    bytes = fromB64url(String(token));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (bytes.length <= nacl.secretbox.nonceLength + nacl.secretbox.overheadLength) return { ok: false, reason: 'malformed' };
  const plain = nacl.secretbox.open(
    bytes.subarray(nacl.secretbox.nonceLength),
    bytes.subarray(0, nacl.secretbox.nonceLength),
    stateBoxKey,
  );
  if (!plain) return { ok: false, reason: 'forged' };

  const envelope = JSON.parse(naclUtil.encodeUTF8(plain));
  if (envelope.v !== VERSION) return { ok: false, reason: 'version' };
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (envelope.sub !== userId) return { ok: false, reason: 'user' };
  if (envelope.tool !== tool) return { ok: false, reason: 'tool' };
  // Both ends must agree on whether arguments are pinned: sealed with args => opened with the same args.
  const expectedArgs = args === undefined ? undefined : argsDigest(args);
  if (envelope.args !== expectedArgs) return { ok: false, reason: 'args' };
  return { ok: true, data: envelope.data };
}
