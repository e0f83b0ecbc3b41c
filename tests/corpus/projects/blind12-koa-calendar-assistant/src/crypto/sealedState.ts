import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../config.js';

export const STATE_TTL_MS = 10 * 60 * 1000;
const FORMAT = 'gcm1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface StateBinding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  u: string;
  t: string;
  exp: number;
  p: T;
}

export class StateRejected extends Error {
  readonly rpcCode = -32602;
  constructor(readonly reason: string) {
    super('Invalid or expired requestState');
  }
}

const aad = ({ userId, tool }: StateBinding) => Buffer.from(`${FORMAT}\u0000${userId}\u0000${tool}`, 'utf8');

/**
 * AES-256-GCM: the payload is both confidential and authenticated, and the
 * user + tool are mixed in as associated data so a state cannot be replayed
 * against another principal or tool.
 */
export function sealState<T>(payload: T, binding: StateBinding, now: number = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', config.stateKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(binding));
  const envelope: Envelope<T> = { u: binding.userId, t: binding.tool, exp: now + STATE_TTL_MS, p: payload };
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openState<T>(token: string, binding: StateBinding, now: number = Date.now()): T {
  if (typeof token !== 'string' || !token.startsWith(`${FORMAT}.`)) {
    throw new StateRejected('format');
  }
  const [, ivPart, ctPart, tagPart, ...rest] = token.split('.');
  if (!ivPart || !ctPart || !tagPart || rest.length > 0) throw new StateRejected('format');

  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new StateRejected('format');

  const decipher = createDecipheriv('aes-256-gcm', config.stateKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(binding));
  decipher.setAuthTag(tag);

  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]);
  } catch {
    throw new StateRejected('authentication');
  }

  const envelope = JSON.parse(plaintext.toString('utf8')) as Envelope<T>;
  if (envelope.u !== binding.userId || envelope.t !== binding.tool) throw new StateRejected('binding');
  if (typeof envelope.exp !== 'number' || envelope.exp <= now || envelope.exp - now > STATE_TTL_MS) {
    throw new StateRejected('expired');
  }
  return envelope.p;
}
