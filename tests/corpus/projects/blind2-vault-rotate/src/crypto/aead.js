// AES-256-GCM sealing for requestState.
//
// The binding (user, tool, digest of the arguments) is not stored in the token
// at all: it is the additional authenticated data. A token minted for one
// user/tool/arguments triple fails authentication for any other triple, so the
// binding cannot be forgotten at the read side.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'g1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TTL_MS = 5 * 60 * 1000;

function loadKey() {
  const hex = process.env.ROTATE_STATE_KEY ?? '';
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error('ROTATE_STATE_KEY must be 32 random bytes, hex encoded (openssl rand -hex 32)');
  }
  return Buffer.from(hex, 'hex');
}

const KEY = loadKey();

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function additionalData({ userId, tool, args }) {
  if (!userId || !tool) throw new TypeError('sealing needs both userId and tool');
  const argsDigest = args === undefined ? '-' : createHash('sha256').update(canonical(args)).digest('hex');
  return Buffer.from(`${VERSION}\n${userId}\n${tool}\n${argsDigest}`, 'utf8');
}

/**
 * @param {object} payload  progress to carry to the next round (no secrets: the AAD is not secret, the payload is
 *                          encrypted, but we still keep credentials out of it)
 * @param {{userId: string, tool: string, args?: object}} binding
 */
export function seal(payload, binding) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(binding));
  const plaintext = Buffer.from(JSON.stringify({ payload, exp: Date.now() + TTL_MS }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** @returns the payload, or null when the token is forged, changed, expired or bound to something else */
export function open(token, binding) {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, ivText, ctText, tagText] = parts;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;

  let plaintext;
  try {
    const decipher = createDecipheriv('aes-256-gcm', KEY, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(binding));
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(Buffer.from(ctText, 'base64url')), decipher.final()]);
  } catch {
    return null; // authentication failed
  }

  const { payload, exp } = JSON.parse(plaintext.toString('utf8'));
  if (typeof exp !== 'number' || Date.now() >= exp) return null;
  return payload;
}
