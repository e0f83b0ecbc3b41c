// AES-256-GCM sealing of requestState. User and tool are in the AAD and the payload; expiry is capped at 10 minutes.
// @ts-nocheck
import { randomBytes, createCipheriv, createDecipheriv } from 'node:crypto';
import { stateKeys } from './keys.js';
import { config } from './config.js';
import { left, right, type Either } from './either.js';

const FORMAT = 't1';

export type Binding = { userId: string; tool: string };
export type OpenFailure = 'malformed' | 'unknown-key' | 'forged' | 'expired' | 'wrong-user' | 'wrong-tool';

/** Decodes base64url only in its canonical spelling, so no two token strings open to the same bytes. */
function canonicalBytes(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function additionalData(kid: string, b: Binding): Buffer {
  return Buffer.from(JSON.stringify([FORMAT, kid, b.userId, b.tool]));
}

export function sealState(payload: Record<string, unknown>, binding: Binding): string {
  const { kid, key } = stateKeys.current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(additionalData(kid, binding));
  const plain = JSON.stringify({ ...payload, sub: binding.userId, tool: binding.tool, exp: Date.now() + config.stateTtlMs });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, kid, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function openState<T>(token: unknown, binding: Binding, now = Date.now()): Either<OpenFailure, T> {
  if (typeof token !== 'string' || token.length > 16_384) return left('malformed');
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) return left('malformed');
  const [, kid, ivText, bodyText, tagText] = parts;
  const key = stateKeys.forKid(kid);
  if (!key) return left('unknown-key');

  const iv = canonicalBytes(ivText);
  const body = canonicalBytes(bodyText);
  const tag = canonicalBytes(tagText);
  if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return left('malformed');

  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    decipher.setAAD(additionalData(kid, binding));
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return left('forged');
  }

  const payload = JSON.parse(plain);
  if (payload.sub !== binding.userId) return left('wrong-user');
  if (payload.tool !== binding.tool) return left('wrong-tool');
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + config.stateTtlMs) return left('expired');
  return right(payload as T);
}

export function failureText(reason: OpenFailure): string {
  switch (reason) {
    case 'expired':
      return 'That step timed out after 10 minutes. Please start again.';
    case 'wrong-user':
    case 'wrong-tool':
      return 'That answer belongs to a different request.';
    default:
      return 'That answer could not be verified.';
  }
}
