// Package statecodec: port of internal/statecodec/codec.go.
//
// requestState is AES-256-GCM sealed. The binding (user, tool, digest of the
// call's arguments) is not stored in the token at all: it goes into the
// additional authenticated data, so a token opens only when the retry presents
// exactly the same binding. The expiry is inside the ciphertext, in unix
// seconds, checked against the same clock that wrote it.
//
// Token: "r1." nonce "." ciphertext "." tag, each part base64url (no padding).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Clock } from '../clock/clock.js';

export const Version = 'r1';
export const TTLSeconds = 600;

const nonceSize = 12;
const tagSize = 16;

export interface Binding {
  UserID: string;
  Tool: string;
  ArgsDigest: string;
}

interface envelope<T> {
  exp: number;
  data: T;
}

export const ErrMalformed = new Error('statecodec: malformed state');
export const ErrAuth = new Error('statecodec: state failed authentication');
export const ErrExpired = new Error('statecodec: state expired');
export const ErrBinding = new Error('statecodec: binding needs a user, a tool and an args digest');

function additionalData(b: Binding): Buffer {
  // NUL cannot occur in a user id, a tool name or a hex digest.
  return Buffer.from([Version, b.UserID, b.Tool, b.ArgsDigest].join('\x00'), 'utf8');
}

function validBinding(b: Binding): boolean {
  return b.UserID !== '' && b.Tool !== '' && /^[0-9a-f]{64}$/.test(b.ArgsDigest);
}

// decodePart refuses non-canonical base64url: the last character of a part can
// carry unused bits, and we want exactly one spelling of every token.
function decodePart(part: string | undefined): Buffer | null {
  if (part === undefined || part === '') return null;
  const raw = Buffer.from(part, 'base64url');
  if (raw.toString('base64url') !== part) return null;
  return raw;
}

export class Codec {
  private readonly key: Buffer;
  private readonly now: Clock;

  constructor(key: Buffer, now: Clock) {
    if (key.length !== 32) {
      throw new Error('statecodec: key must be 32 bytes');
    }
    this.key = key;
    this.now = now;
  }

  Seal<T>(data: T, b: Binding): [Error | null, string] {
    if (!validBinding(b)) return [ErrBinding, ''];

    const nonce = randomBytes(nonceSize);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: tagSize });
    cipher.setAAD(additionalData(b));

    const env: envelope<T> = { exp: this.now() + TTLSeconds, data };
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(env), 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();

    return [null, [Version, nonce.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.')];
  }

  Open<T>(token: string, b: Binding): [Error | null, T | null] {
    if (!validBinding(b)) return [ErrBinding, null];

    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== Version) return [ErrMalformed, null];

    const nonce = decodePart(parts[1]);
    const ciphertext = decodePart(parts[2]);
    const tag = decodePart(parts[3]);
    if (nonce === null || ciphertext === null || tag === null) return [ErrMalformed, null];
    if (nonce.length !== nonceSize || tag.length !== tagSize) return [ErrMalformed, null];

    let plaintext: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, nonce, { authTagLength: tagSize });
      decipher.setAAD(additionalData(b));
      decipher.setAuthTag(tag);
      plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      // wrong key, edited bytes, or another user / tool / argument set
      return [ErrAuth, null];
    }

    const env = JSON.parse(plaintext) as envelope<T>;
    if (typeof env.exp !== 'number' || env.exp <= this.now()) return [ErrExpired, null];
    return [null, env.data];
  }
}
