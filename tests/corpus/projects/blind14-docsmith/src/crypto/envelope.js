import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'ds1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const b64u = (buf) => buf.toString('base64url');
const unb64u = (text) => Buffer.from(text ?? '', 'base64url');

/**
 * AES-256-GCM envelope. `aad` is bound into the tag, so a token sealed for one
 * (user, tool) pair does not open for another even before we look inside.
 *
 *   const { seal, open } = envelope(key);
 *   const token = seal(aad)(payload);
 *   const payload = open(aad)(token); // null when forged, truncated or for another aad
 */
export const envelope = (key) => ({
  seal: (aad) => (payload) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return [VERSION, b64u(iv), b64u(ciphertext), b64u(cipher.getAuthTag())].join('.');
  },

  open: (aad) => (token) => {
    if (typeof token !== 'string' || !token.startsWith(`${VERSION}.`)) return null;
    const [, ivPart, bodyPart, tagPart, extra] = token.split('.');
    if (extra !== undefined) return null;
    const iv = unb64u(ivPart);
    const tag = unb64u(tagPart);
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(unb64u(bodyPart)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      return null;
    }
  },
});
