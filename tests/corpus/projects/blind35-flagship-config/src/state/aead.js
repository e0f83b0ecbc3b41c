import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'f1';
const ROUND_TTL_MS = 10 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One AES-256 key per ring entry, derived from the secret so the same secret never doubles as an HMAC key. */
const deriveKey = (secret) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'flagship/request-state/a256gcm', 32));

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The binding goes into the additional authenticated data: a state opened for another user, another tool
 * or other arguments fails authentication exactly as a tampered one does.
 */
function additionalData({ userId, tool, args }) {
  if (typeof userId !== 'string' || !userId || typeof tool !== 'string' || !tool) {
    throw new TypeError('a state binding needs a userId and a tool');
  }
  const argsDigest = createHash('sha256').update(canonical(args ?? {})).digest('base64url');
  return Buffer.from(`${FORMAT}\n${userId}\n${tool}\n${argsDigest}`, 'utf8');
}

/** AES-256-GCM sealer with the same interface and refusal reasons as the bundled one. */
export function aeadSealer(ring, { now = Date.now } = {}) {
  const keys = ring.map(({ id, secret }) => ({ id, key: deriveKey(secret) }));

  return {
    kind: 'aead',

    seal(state, binding) {
      const { id, key } = keys[0];
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(binding));
      const plaintext = Buffer.from(JSON.stringify({ state, exp: now() + ROUND_TTL_MS }), 'utf8');
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return [FORMAT, id, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(token, binding) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 5 || parts[0] !== FORMAT) return { ok: false, reason: 'malformed' };
      const [, kid, ivText, ciphertextText, tagText] = parts;

      const entry = keys.find((candidate) => candidate.id === kid);
      if (!entry) return { ok: false, reason: 'key' };

      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return { ok: false, reason: 'malformed' };

      let envelope;
      try {
        const decipher = createDecipheriv('aes-256-gcm', entry.key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(additionalData(binding));
        decipher.setAuthTag(tag);
        const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]);
        envelope = JSON.parse(plaintext.toString('utf8'));
      } catch {
        return { ok: false, reason: 'signature' };
      }

      if (typeof envelope?.exp !== 'number' || envelope.exp <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, state: envelope.state };
    },
  };
}
