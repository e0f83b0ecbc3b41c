// Seals requestState with AES-256-GCM; the user and tool are bound as additional authenticated data.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v2';

const aad = (kid, userId, tool) => Buffer.from(`${VERSION}|${kid}|${userId}|${tool}`, 'utf8');

function strictBase64url(text) {
  const buf = Buffer.from(text, 'base64url');
  return buf.toString('base64url') === text ? buf : null;
}

export function createStateBox(keyring, { ttlMs, now = () => Date.now() }) {
  function seal(data, { userId, tool }) {
    const { id, key } = keyring.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(aad(id, userId, tool));
    const body = Buffer.from(JSON.stringify({ data, exp: now() + ttlMs }), 'utf8');
    const ciphertext = Buffer.concat([cipher.update(body), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, id, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
  }

  function open(token, { userId, tool }) {
    if (typeof token !== 'string' || token.length > 16_384) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return null;
    const [, kid, ivText, ctText, tagText] = parts;
    const key = keyring.lookup(kid);
    if (!key) return null;
    const iv = strictBase64url(ivText);
    const tag = strictBase64url(tagText);
    const ciphertext = strictBase64url(ctText);
    if (!iv || !tag || !ciphertext || iv.length !== 12 || tag.length !== 16) return null;

    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAAD(aad(kid, userId, tool));
    decipher.setAuthTag(tag);
    let plain;
    try {
      plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      return null;
    }
    const body = JSON.parse(plain.toString('utf8'));
    if (typeof body.exp !== 'number' || body.exp <= now()) return null;
    return body.data;
  }

  return { seal, open };
}
