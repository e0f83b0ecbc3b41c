// Seals request state as "kid.body.mac" (HMAC-SHA256) bound to user, tool, argument digest and a 10-minute expiry.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const STATE_API_VERSION = '2026-07-28';
const MAX_STATE_LENGTH = 16 * 1024;

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArguments(args) {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export class StateEnvelope {
  #ring;
  #now;

  constructor(ring, now = () => Date.now()) {
    this.#ring = ring;
    this.#now = now;
  }

  #mac(key, keyId, body) {
    return createHmac('sha256', key).update(`${keyId}.${body}`).digest('base64url');
  }

  seal(data, { userId, tool, args }) {
    const payload = {
      v: 2,
      apiVersion: STATE_API_VERSION,
      uid: userId,
      tool,
      arg: digestArguments(args),
      exp: this.#now() + STATE_TTL_MS,
      data,
    };
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    const keyId = this.#ring.currentId;
    return `${keyId}.${body}.${this.#mac(this.#ring.current, keyId, body)}`;
  }

  open(token, { userId, tool, args }) {
    if (typeof token !== 'string' || token.length > MAX_STATE_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [keyId, body, mac] = parts;
    const key = this.#ring.lookup(keyId);
    if (!key) return null;
    const wanted = Buffer.from(this.#mac(key, keyId, body));
    const given = Buffer.from(mac);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;

    let payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (payload.v !== 2 || payload.uid !== userId || payload.tool !== tool) return null;
    if (payload.arg !== digestArguments(args)) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= this.#now()) return null;
    return payload.data;
  }
}
