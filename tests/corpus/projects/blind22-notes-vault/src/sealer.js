import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { stateKey } from './keys.js';

const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TTL_MS = 10 * 60 * 1000;

const DEFAULTS = Object.freeze({
  ttlMs: 5 * 60 * 1000,
  now: () => Date.now(),
});

const aad = (userId, tool) => Buffer.from(`${VERSION}\u0000${userId}\u0000${tool}`, 'utf8');

/**
 * requestState sealer: AES-256-GCM, bound (as AAD and inside the envelope) to the
 * user and the tool, with an expiry in epoch milliseconds. The client sees only ciphertext.
 */
export const sealer = {
  seal(payload, options) {
    const { userId, tool, ttlMs, now } = { ...DEFAULTS, ...options };
    if (!userId || !tool) throw new TypeError('sealer.seal() needs userId and tool');
    const exp = now() + Math.min(ttlMs, MAX_TTL_MS);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(userId, tool));
    const plaintext = Buffer.from(JSON.stringify({ sub: userId, tool, exp, p: payload }), 'utf8');
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  },

  open(token, options) {
    const { userId, tool, now } = { ...DEFAULTS, ...options };
    if (typeof token !== 'string' || !token.startsWith(`${VERSION}.`)) return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [, ivPart, ctPart, tagPart] = parts;
    const iv = Buffer.from(ivPart, 'base64url');
    const tag = Buffer.from(tagPart, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(userId, tool));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]);
      const envelope = JSON.parse(plaintext.toString('utf8'));
      if (envelope.sub !== userId || envelope.tool !== tool) return null;
      if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return null;
      return envelope.p;
    } catch {
      return null;
    }
  },
};
