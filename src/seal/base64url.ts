const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Encodes bytes as unpadded base64url. */
export function encodeBase64url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
}

/**
 * Decodes unpadded base64url, or returns `undefined` unless `text` is the one canonical encoding of its bytes.
 *
 * Node's decoder skips foreign characters and ignores the unused low bits of the last character, so several
 * strings decode to the same bytes; accepting them would let a changed token still verify.
 */
export function decodeCanonicalBase64url(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
