// Encrypts and decrypts round-trip state tokens with AES-256-GCM and versioned keys.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const TTL_MS = 5 * 60 * 1000;
const ALG = 'aes-256-gcm';

function canonicalArgs(args) {
  return JSON.stringify(
    Object.keys(args ?? {})
      .sort()
      .map((k) => [k, args[k]]),
  );
}

export function digestOf(tool, args) {
  return createHash('sha256').update(`${tool}\0${canonicalArgs(args)}`).digest('base64url');
}

/**
 * Encrypts round-trip state with AES-256-GCM so the client can neither read nor change it.
 * Token: <kid>.<iv>.<ciphertext>.<tag>, the kid is authenticated as AAD.
 */
export function createSealer({ primary, keys }, now = () => Date.now()) {
  function seal(payload, { userId, tool, args }) {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALG, keys.get(primary), iv);
    cipher.setAAD(Buffer.from(primary));
    const plaintext = JSON.stringify({
      ...payload,
      sub: userId,
      tool,
      argd: digestOf(tool, args),
      nonce: randomBytes(16).toString('base64url'),
      exp: now() + TTL_MS,
    });
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [primary, iv, ct, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  function open(token) {
    if (typeof token !== 'string') return null;
    const [kid, iv, ct, tag, extra] = token.split('.');
    if (extra !== undefined || !kid || !iv || !ct || !tag) return null;
    const key = keys.get(kid); // v2 tokens stay readable for one rotation window
    if (!key) return null;
    try {
      const decipher = createDecipheriv(ALG, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(kid));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]);
      const state = JSON.parse(plain.toString('utf8'));
      return typeof state.exp === 'number' && state.exp > now() ? state : null;
    } catch {
      return null; // wrong key, tampered ciphertext or bad tag
    }
  }

  return { seal, open };
}
