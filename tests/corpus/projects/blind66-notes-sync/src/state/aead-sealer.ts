import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { aeadKeys } from '../secrets.js';
import { canonicalJson, type Binding, type Sealer } from './types.js';

// a1.<kid>.<iv>.<ciphertext>.<tag>. The user, the tool and the arguments are the additional
// data: a state opened for anyone else, or for other arguments, fails authentication.
const VERSION = 'a1';
const TTL_MS = 10 * 60 * 1000;

function additionalData(binding: Binding): Buffer {
  const args = binding.args === undefined ? null : canonicalJson(binding.args);
  return Buffer.from(JSON.stringify([VERSION, binding.userId, binding.tool, args]), 'utf8');
}

export const aeadSealer: Sealer = {
  seal(state, binding) {
    const key = aeadKeys[0];
    if (!key) throw new Error('NOTES_STATE_SEALER=aead but no AEAD keys are loaded');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
    cipher.setAAD(additionalData(binding));
    const plain = Buffer.from(JSON.stringify({ exp: Date.now() + TTL_MS, state }), 'utf8');
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [VERSION, key.id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  },

  open(token, binding) {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
    const [, kid, iv, body, tag] = parts;
    const key = aeadKeys.find((candidate) => candidate.id === kid);
    if (!key) return { ok: false, reason: 'key' };

    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAAD(additionalData(binding));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    } catch {
      return { ok: false, reason: 'signature' };
    }

    const { exp, state } = JSON.parse(plain.toString('utf8')) as { exp: unknown; state: unknown };
    if (typeof exp !== 'number' || exp <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, state };
  },
};
