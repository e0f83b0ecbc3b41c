// Request state for multi round-trip calls, encrypted and authenticated with
// AES-256-GCM. The client can neither read nor change it.
//
//   token = "w1." iv "." ciphertext "." tag     (each base64url)
//
// The plaintext names the user, the tool, a digest of the arguments and an expiry;
// the user and tool are also the GCM additional data.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'w1';

/** Thrown by tools when the client's requestState does not open; answered as JSON-RPC -32602. */
export class StateRefused extends Error {}

function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of a tool call's arguments (public data; only used to tell two calls apart). */
export const argsDigest = (args) => createHash('sha256').update(canonicalJson(args)).digest('base64url');

const additionalData = ({ userId, tool }) => Buffer.from(`${VERSION}\u0000${userId}\u0000${tool}`, 'utf8');

export function createStateBox({ key, ttlMs, now = Date.now }) {
  if (!Buffer.isBuffer(key) || key.length !== 32) throw new TypeError('state key must be a 32-byte Buffer');
  if (!(ttlMs > 0 && ttlMs <= 10 * 60 * 1000)) throw new RangeError('state lifetime must be at most 10 minutes');

  function seal(data, binding) {
    if (!binding?.userId || !binding?.tool) throw new TypeError('seal needs { userId, tool }');
    const plaintext = JSON.stringify({
      userId: binding.userId,
      tool: binding.tool,
      args: binding.args === undefined ? null : argsDigest(binding.args),
      exp: now() + ttlMs,
      data,
    });
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(additionalData(binding));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
  }

  function open(token, binding) {
    if (typeof token !== 'string' || token.length > 32_768) return { ok: false, reason: 'malformed' };
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
    const iv = Buffer.from(parts[1], 'base64url');
    const ciphertext = Buffer.from(parts[2], 'base64url');
    const tag = Buffer.from(parts[3], 'base64url');
    if (iv.length !== 12 || tag.length !== 16) return { ok: false, reason: 'malformed' };

    let envelope;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(additionalData(binding));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      envelope = JSON.parse(plaintext.toString('utf8'));
    } catch {
      return { ok: false, reason: 'signature' };
    }

    if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return { ok: false, reason: 'expired' };
    if (envelope.userId !== binding.userId) return { ok: false, reason: 'user' };
    if (envelope.tool !== binding.tool) return { ok: false, reason: 'tool' };
    const expectedArgs = binding.args === undefined ? null : argsDigest(binding.args);
    if (envelope.args !== expectedArgs) return { ok: false, reason: 'args' };
    return { ok: true, data: envelope.data };
  }

  return { seal, open };
}
