import { timingSafeEqual } from 'node:crypto';

const typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Symbol.toStringTag,
)?.get;

/** Reads the internal typed-array kind, so neither a Proxy nor a forged `Symbol.toStringTag` passes. */
function isUint8Array(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && typedArrayTag?.call(value) === 'Uint8Array';
}

/** UTF-16LE keeps every code unit, lone surrogates included (UTF-8 would turn them all into U+FFFD). */
function codeUnits(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

function constantTimeBytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  const sameLength = a.byteLength === b.byteLength;
  // Always run one full comparison so a length mismatch costs the same as a content mismatch.
  const sameBytes = timingSafeEqual(a, sameLength ? b : a);
  return sameLength && sameBytes;
}

/**
 * Compares two secrets (MACs, tokens, tags) in time that depends only on their lengths, never on where they differ.
 *
 * - Two strings: returns exactly what `a === b` returns (UTF-16 code units are compared, so `'\uD800'` and
 *   `'\uD801'` differ).
 * - Two `Buffer`s / `Uint8Array`s: compares their bytes.
 * - Anything else, including a string against bytes: `false`.
 *
 * Never throws, whatever the lengths or types.
 */
export function safeEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    return constantTimeBytesEqual(codeUnits(a), codeUnits(b));
  }
  if (isUint8Array(a) && isUint8Array(b)) {
    return constantTimeBytesEqual(a, b);
  }
  return false;
}
