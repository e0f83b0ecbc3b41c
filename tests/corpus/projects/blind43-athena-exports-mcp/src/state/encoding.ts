const BASE64URL = /^[A-Za-z0-9_-]*$/;

export const toBase64url = (data: string | Uint8Array): string => Buffer.from(data).toString('base64url');

export function fromBase64url(text: string): Buffer {
  if (!BASE64URL.test(text)) throw new TypeError('not base64url');
  return Buffer.from(text, 'base64url');
}
