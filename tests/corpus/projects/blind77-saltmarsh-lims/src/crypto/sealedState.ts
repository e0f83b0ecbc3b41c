// Seals requestState with AES-256-GCM (Web Crypto): HKDF-derived key, user and tool in the AAD and the payload, short expiry.
// @ts-nocheck
import { settings } from '../settings.ts';
import { utf8, fromUtf8, toB64url, fromB64urlStrict } from '../bytes.ts';

const FORMAT = 'v2';
const MAX_TTL_SECONDS = 600;

const keyPromise: Promise<CryptoKey> = (async () => {
  const master = await crypto.subtle.importKey('raw', settings.stateMasterKey, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: utf8('saltmarsh-lims'), info: utf8('request-state/aes-256-gcm/v2') },
    master,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
})();

export class StateRejected extends Error {}

export interface StateScope {
  userId: string;
  tool: string;
}

const aad = ({ userId, tool }: StateScope) => utf8(`${FORMAT}\n${userId}\n${tool}`);

export async function sealState(data: Record<string, unknown>, scope: StateScope): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ttl = Math.min(settings.stateTtlSeconds, MAX_TTL_SECONDS);
  const claims = { sub: scope.userId, tool: scope.tool, exp: Math.floor(Date.now() / 1000) + ttl, data };
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aad(scope), tagLength: 128 },
    await keyPromise,
    utf8(JSON.stringify(claims)),
  );
  return `${FORMAT}.${toB64url(iv)}.${toB64url(new Uint8Array(sealed))}`;
}

export async function openState<T = any>(token: unknown, scope: StateScope): Promise<T> {
  if (typeof token !== 'string' || token.length > 12_000) throw new StateRejected('state missing');
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== FORMAT) throw new StateRejected('unknown state format');
  let plaintext: ArrayBuffer;
  try {
    const iv = fromB64urlStrict(parts[1]);
    if (iv.length !== 12) throw new Error('iv length');
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: aad(scope), tagLength: 128 },
      await keyPromise,
      fromB64urlStrict(parts[2]),
    );
  } catch {
    throw new StateRejected('state does not verify');
  }
  const claims = JSON.parse(fromUtf8(plaintext));
  if (claims.sub !== scope.userId || claims.tool !== scope.tool) throw new StateRejected('state belongs to another request');
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) throw new StateRejected('state expired');
  return claims.data as T;
}
