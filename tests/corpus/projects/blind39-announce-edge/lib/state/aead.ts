import { b64url, digestArgs, unb64url } from '../encoding';
import { stateKeys } from './key';

/**
 * requestState for announce-edge: AES-256-GCM, so the client can neither read a draft
 * (announcements are unreleased news) nor change a byte of it.
 *
 *   v1.<iv>.<ciphertext+tag>
 *
 * The user, the tool and a digest of the call's arguments are not stored in the token:
 * they are the additional authenticated data, rebuilt from the *current* request when the
 * token comes back. A token minted for another user, tool or set of arguments fails the
 * tag check exactly like a tampered one.
 */

const TTL_MS = 10 * 60 * 1000;
const te = new TextEncoder();
const td = new TextDecoder();

export interface StateBinding {
  userId: string;
  tool: string;
  args: unknown;
}

interface Sealed<T> {
  exp: number; // epoch ms
  data: T;
}

async function additionalData({ userId, tool, args }: StateBinding): Promise<Uint8Array> {
  return te.encode(`announce-edge/state/v1\n${userId}\n${tool}\n${await digestArgs(args)}`);
}

export async function sealFor<T>(data: T, binding: StateBinding): Promise<string> {
  const { current } = await stateKeys();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const payload: Sealed<T> = { exp: Date.now() + TTL_MS, data };
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: await additionalData(binding), tagLength: 128 },
    current,
    te.encode(JSON.stringify(payload)),
  );
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(ciphertext))}`;
}

/** The sealed data, or null when the token is forged, expired, or not for this user, tool and arguments. */
export async function openFrom<T>(token: string, binding: StateBinding): Promise<T | null> {
  const [version, ivText, bodyText, ...rest] = token.split('.');
  if (version !== 'v1' || !ivText || !bodyText || rest.length > 0) return null;

  let iv: Uint8Array;
  let body: Uint8Array;
  try {
    iv = unb64url(ivText);
    body = unb64url(bodyText);
  } catch {
    return null;
  }
  if (iv.byteLength !== 12) return null;

  const { current, previous } = await stateKeys();
  const aad = await additionalData(binding);
  for (const key of previous ? [current, previous] : [current]) {
    try {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: aad, tagLength: 128 }, key, body);
      const sealed = JSON.parse(td.decode(plain)) as Sealed<T>;
      return sealed.exp > Date.now() ? sealed.data : null;
    } catch {
      // wrong key (rotation) or failed authentication: try the next key, else refuse
    }
  }
  return null;
}
