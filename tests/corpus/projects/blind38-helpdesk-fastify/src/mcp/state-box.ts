import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../config.js';

/**
 * requestState for the helpdesk tools: AES-256-GCM over JSON, so the client can neither read
 * nor change it. The user and the tool are both inside the plaintext and in the additional
 * data, and the state expires after five minutes.
 */

const FORMAT = 'hd1';
const TAG_BYTES = 16;
const STATE_TTL_SECONDS = 5 * 60;

export interface Binding {
  userId: string;
  tool: string;
}

interface Plain<T> {
  v: T;
  uid: string;
  tool: string;
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const additionalData = ({ userId, tool }: Binding) => Buffer.from(`${FORMAT}\u0000${userId}\u0000${tool}`, 'utf8');

export function seal<T>(value: T, binding: Binding): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', config.stateKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(binding));
  const plain: Plain<T> = { v: value, uid: binding.userId, tool: binding.tool, exp: nowSeconds() + STATE_TTL_SECONDS };
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The sealed value, or undefined when the state is forged, expired, or was sealed for someone or something else. */
export function open<T>(token: string, binding: Binding): T | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT) return undefined;
  const iv = Buffer.from(parts[1], 'base64url');
  const body = Buffer.from(parts[2], 'base64url');
  const tag = Buffer.from(parts[3], 'base64url');
  if (iv.length !== 12 || tag.length !== TAG_BYTES) return undefined;

  let plain: Plain<T>;
  try {
    const decipher = createDecipheriv('aes-256-gcm', config.stateKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(binding));
    decipher.setAuthTag(tag);
    plain = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as Plain<T>;
  } catch {
    return undefined;
  }

  if (plain.uid !== binding.userId || plain.tool !== binding.tool) return undefined;
  if (plain.exp <= nowSeconds()) return undefined;
  return plain.v;
}
