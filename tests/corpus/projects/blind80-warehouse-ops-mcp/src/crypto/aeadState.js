// AES-256-GCM envelope for requestState: authenticated, bound to user and tool, short-lived.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'g1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function decodeCanonical(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

export function createStateCipher({ stateKey, config }) {
  const ttlMs = config.stateTtlSeconds * 1000;
  const aad = (userId, tool) => Buffer.from(`${VERSION}\n${userId}\n${tool}`, 'utf8');

  return {
    seal(payload, { userId, tool }) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(userId, tool));
      const plain = Buffer.from(JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + ttlMs }), 'utf8');
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },

    open(token, { userId, tool }) {
      if (typeof token !== 'string' || token.length > 16_384) return null;
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) return null;
      const iv = decodeCanonical(parts[1]);
      const body = decodeCanonical(parts[2]);
      const tag = decodeCanonical(parts[3]);
      if (!iv || !body || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
      let plain;
      try {
        const decipher = createDecipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad(userId, tool));
        decipher.setAuthTag(tag);
        plain = Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        return null;
      }
      const payload = JSON.parse(plain.toString('utf8'));
      if (payload.sub !== userId || payload.tool !== tool) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
      return payload;
    },
  };
}
