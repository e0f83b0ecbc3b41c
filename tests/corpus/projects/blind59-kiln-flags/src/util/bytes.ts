export const utf8 = {
  enc: new TextEncoder(),
  dec: new TextDecoder('utf-8', { fatal: true }),
} as const;

export const b64u = {
  encode: (bytes: Uint8Array | ArrayBuffer): string =>
    Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).toString('base64url'),
  decode: (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64url')),
} as const;

/**
 * Compares two MACs. Lengths are public (always 32 for HMAC-SHA256), so a length
 * mismatch may return early.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let equal = true;
  bytes: for (let i = 0; i < a.byteLength; i++) {
    if (a[i] !== b[i]) { // expect: no-timing-unsafe-compare
      equal = false;
      break bytes;
    }
  }
  return equal;
}
