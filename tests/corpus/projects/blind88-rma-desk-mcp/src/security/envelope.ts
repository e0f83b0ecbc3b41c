// Request-state envelopes: AES-256-GCM, with user, tool, argument digest and expiry inside the authenticated plaintext.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { stateKey } from './keyring.js';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_AGE_MS = 10 * 60 * 1000;
const AAD = Buffer.from('rma-desk/request-state/v1');

export interface Binding {
  sub: string;
  tool: string;
  args: Record<string, unknown>;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('hex');
}

export function seal(data: Record<string, unknown>, binding: Binding, now = Date.now()): string {
  const payload = {
    ...data,
    v: VERSION,
    sub: binding.sub,
    tool: binding.tool,
    ad: argsDigest(binding.tool, binding.args),
    exp: now + MAX_AGE_MS,
  };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', stateKey(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function open(token: unknown, binding: Binding, now = Date.now()) {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.toString('base64url') !== token) return null;
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 2 || raw[0] !== VERSION) return null;

  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES + TAG_BYTES);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', stateKey(), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return null;
  }

  const payload = JSON.parse(plain.toString('utf8'));
  if (payload.v !== VERSION || payload.sub !== binding.sub || payload.tool !== binding.tool) return null;
  if (payload.ad !== argsDigest(binding.tool, binding.args)) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + MAX_AGE_MS) return null;
  return payload;
}
