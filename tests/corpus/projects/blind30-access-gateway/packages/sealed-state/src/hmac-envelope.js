import { createHash, createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../keyring/src/constant-time.js';

const FORMAT = 'e1';
const PURPOSE = 'hmac-envelope';
export const STATE_TTL_SECONDS = 600;

const epochSeconds = () => Math.floor(Date.now() / 1000);

function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const digestArgs = (args) => createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');

/**
 * Signed (not encrypted) state: `e1.<kid>.<base64url claims>.<base64url HMAC>`.
 * Claims: { p: payload, sub, tool, a: digest of the arguments or null, exp: epoch seconds }.
 * Use SecretBox instead for anything the client must not read.
 */
export class HmacEnvelope {
  #ring;

  constructor(ring) {
    this.#ring = ring;
  }

  seal(payload, { userId, tool, args }) {
    if (!userId || !tool) throw new TypeError('HmacEnvelope.seal needs userId and tool');
    const kid = this.#ring.currentId;
    const claims = {
      p: payload,
      sub: userId,
      tool,
      a: args === undefined ? null : digestArgs(args),
      exp: epochSeconds() + STATE_TTL_SECONDS,
    };
    const signed = `${FORMAT}.${kid}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signed}.${this.#tag(kid, signed)}`;
  }

  /** Never throws on a bad token: `{ ok: true, state }` or `{ ok: false, reason }`. */
  open(token, { userId, tool, args }) {
    const parts = typeof token === 'string' ? token.split('.') : [];
    if (parts.length !== 4 || parts[0] !== FORMAT) return { ok: false, reason: 'malformed' };
    const [, kid, body, tag] = parts;
    if (!this.#ring.has(kid)) return { ok: false, reason: 'key' };
    if (!constantTimeEqual(tag, this.#tag(kid, `${FORMAT}.${kid}.${body}`))) return { ok: false, reason: 'signature' };

    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof claims.exp !== 'number' || claims.exp <= epochSeconds()) return { ok: false, reason: 'expired' };
    if (claims.sub !== userId) return { ok: false, reason: 'user' };
    if (claims.tool !== tool) return { ok: false, reason: 'tool' };
    if (claims.a !== (args === undefined ? null : digestArgs(args))) return { ok: false, reason: 'args' };
    return { ok: true, state: claims.p };
  }

  #tag(kid, signed) {
    return createHmac('sha256', this.#ring.subkey(kid, PURPOSE)).update(signed).digest('base64url');
  }
}
