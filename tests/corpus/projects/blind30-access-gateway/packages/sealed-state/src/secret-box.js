import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'b1';
const PURPOSE = 'secret-box';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TTL_SECONDS = 600;

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** The user and the tool are authenticated as additional data: opening with another fails the tag. */
const associatedData = (userId, tool) => Buffer.from(`${FORMAT}\u0000${userId}\u0000${tool}`, 'utf8');

/**
 * Encrypted state (AES-256-GCM) for continuations that must carry something the client may not
 * read, e.g. a PKCE verifier. `b1.<kid>.<iv>.<ciphertext>.<tag>`, all base64url; `exp` (epoch
 * seconds) is inside the ciphertext.
 */
export class SecretBox {
  #ring;

  constructor(ring) {
    this.#ring = ring;
  }

  seal(payload, { userId, tool }) {
    if (!userId || !tool) throw new TypeError('SecretBox.seal needs userId and tool');
    const kid = this.#ring.currentId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#ring.subkey(kid, PURPOSE), iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(userId, tool));
    const plaintext = Buffer.from(JSON.stringify({ p: payload, exp: epochSeconds() + TTL_SECONDS }), 'utf8');
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [FORMAT, kid, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(token, { userId, tool }) {
    const parts = typeof token === 'string' ? token.split('.') : [];
    if (parts.length !== 5 || parts[0] !== FORMAT) return { ok: false, reason: 'malformed' };
    const [, kid, iv, ciphertext, tag] = parts;
    if (!this.#ring.has(kid)) return { ok: false, reason: 'key' };
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    // GCM would otherwise accept a truncated tag
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return { ok: false, reason: 'malformed' };

    let envelope;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.#ring.subkey(kid, PURPOSE), ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(userId, tool));
      decipher.setAuthTag(tagBytes);
      const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      envelope = JSON.parse(plaintext.toString('utf8'));
    } catch {
      // wrong key, wrong user/tool (AAD) or a modified token: all fail authentication
      return { ok: false, reason: 'signature' };
    }
    if (typeof envelope.exp !== 'number' || envelope.exp <= epochSeconds()) return { ok: false, reason: 'expired' };
    return { ok: true, state: envelope.p };
  }
}
