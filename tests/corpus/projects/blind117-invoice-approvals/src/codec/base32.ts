// RFC 4648 base32 encoder and case-insensitive decoder without padding.
// @ts-nocheck
// RFC 4648 base32, no padding. Case-insensitive on input so that state
// survives clients that upper/lower-case opaque strings.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LOOKUP = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

export function toBase32(bytes: Uint8Array): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = ((acc & 0xff) << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of text.toUpperCase()) {
    const v = LOOKUP.get(ch);
    if (v === undefined) throw new TypeError(`invalid base32 character ${JSON.stringify(ch)}`);
    acc = ((acc & 0xff) << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
