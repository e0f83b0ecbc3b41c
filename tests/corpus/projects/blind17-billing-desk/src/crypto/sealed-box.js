import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM box for requestState. The payload is encrypted, so it may carry
 * things the client must not read; user, tool and (for destructive tools) an
 * argument digest go into the AAD so a state minted for one call cannot be
 * replayed on another.
 */
export function createSealedBox({ key, ttlSeconds, now = () => Math.floor(Date.now() / 1000) }) {
  if (!Buffer.isBuffer(key) || key.length !== 32) throw new TypeError('sealed box key must be 32 bytes');
  if (!(ttlSeconds > 0 && ttlSeconds <= 600)) throw new RangeError('ttlSeconds must be in (0, 600]');

  const aad = ({ sub, tool, argsDigest = '-' }) => Buffer.from(`${VERSION}|${sub}|${tool}|${argsDigest}`, 'utf8');

  function seal(data, binding) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(binding));
    const plaintext = Buffer.from(
      JSON.stringify({ sub: binding.sub, tool: binding.tool, exp: now() + ttlSeconds, data }),
      'utf8',
    );
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  }

  function open(token, binding) {
    if (typeof token !== 'string' || !token.startsWith(`${VERSION}.`)) return null;
    const raw = Buffer.from(token.slice(VERSION.length + 1), 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;

    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(raw.length - TAG_BYTES);
    const ciphertext = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);

    let envelope;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(binding));
      decipher.setAuthTag(tag);
      envelope = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
    } catch {
      return null; // tampered, wrong key, or bound to another user/tool/arguments
    }

    if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return null;
    return envelope.data;
  }

  return { seal, open };
}
