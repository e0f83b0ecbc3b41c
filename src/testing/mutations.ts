const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SYMBOL_SWAPS: Readonly<Record<string, string>> = { '-': '_', _: '-', '+': '/', '/': '+' };

/** Where the kit changes one character of a `requestState`. */
export type TamperSite = 'first' | 'middle' | 'last' | 'mac';

/** A `requestState` with one character changed. */
export type Tampered = {
  readonly site: TamperSite;
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly token: string;
};

/** A `requestState` with one character changed in bits no decoded byte uses: another encoding of the same bytes. */
export type Reencoded = {
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly token: string;
};

/**
 * The base64 / base64url character whose 6-bit value differs from `char`'s in the lowest bit only (`A`↔`B`, `-`↔`_`),
 * or `undefined` for a character that is not base64 data (separators such as `.` and `=`). Every bit of a character
 * is decoded except in the last character of a segment whose length is not a multiple of 4: there the lowest 2 or 4
 * bits are unused, so {@link tamper} changes a higher bit of that one.
 */
export function flipBase64Character(char: string): string | undefined {
  const index = ALPHANUMERIC.indexOf(char);
  if (char.length === 1 && index >= 0) return ALPHANUMERIC[index ^ 1];
  return SYMBOL_SWAPS[char];
}

/** The 6-bit value of a base64 or base64url character (`-` and `+` are 62, `_` and `/` 63), or `undefined`. */
function sixBits(char: string): number | undefined {
  if (char.length !== 1) return undefined;
  const index = ALPHANUMERIC.indexOf(char);
  if (index >= 0) return index;
  if (char === '-' || char === '+') return 62;
  if (char === '_' || char === '/') return 63;
  return undefined;
}

function isData(char: string): boolean {
  return sixBits(char) !== undefined;
}

/**
 * What a segment is written in, so that a changed character stays in it: hex digits (in the case the segment uses),
 * letters and digits only, base64url (`-`, `_`), base64 (`+`, `/`), or both symbol pairs.
 */
type Alphabet = 'hex' | 'alphanumeric' | 'base64url' | 'base64' | 'mixed';

/** A maximal run of base64 data characters: a segment between separators (`.`, `=`, anything not base64). */
type Segment = {
  readonly start: number;
  readonly end: number;
  readonly alphabet: Alphabet;
  /** The characters a hex segment may take: digits, and the letters in the case(s) it uses. */
  readonly hexDigits: string;
  /** The low bits of the segment's last character that decode to no byte: 0, 2 (length 3 mod 4) or 4 (2 mod 4). */
  readonly unusedBits: 0 | 2 | 4;
};

function alphabetOf(text: string): Alphabet {
  if (/^[0-9a-fA-F]+$/.test(text)) return 'hex';
  if (/^[A-Za-z0-9]+$/.test(text)) return 'alphanumeric';
  const url = /[-_]/.test(text);
  const standard = /[+/]/.test(text);
  if (url && standard) return 'mixed';
  return url ? 'base64url' : 'base64';
}

function hexDigitsOf(text: string): string {
  const lower = /[a-f]/.test(text);
  const upper = /[A-F]/.test(text);
  return `0123456789${lower || !upper ? 'abcdef' : ''}${upper ? 'ABCDEF' : ''}`;
}

/** The unused low bits of the last of `length` base64 characters (a length of 1 mod 4 is not base64: 0). */
function unusedBitsOf(length: number): 0 | 2 | 4 {
  switch (length % 4) {
    case 2:
      return 4;
    case 3:
      return 2;
    default:
      return 0;
  }
}

/** The segment holding the data character at `index`. */
function segmentAt(token: string, index: number): Segment {
  let start = index;
  while (start > 0 && isData(token.charAt(start - 1))) start -= 1;
  let end = index + 1;
  while (end < token.length && isData(token.charAt(end))) end += 1;
  const text = token.slice(start, end);
  return { start, end, alphabet: alphabetOf(text), hexDigits: hexDigitsOf(text), unusedBits: unusedBitsOf(end - start) };
}

/** The character of `value` in `segment`'s alphabet, or `undefined` when the alphabet has none. */
function characterOf(value: number, segment: Segment): string | undefined {
  const char = value < 62 ? ALPHANUMERIC.charAt(value) : segment.alphabet === 'base64' ? '+/'.charAt(value - 62) : '-_'.charAt(value - 62);
  switch (segment.alphabet) {
    case 'hex':
      return segment.hexDigits.includes(char) ? char : undefined;
    case 'alphanumeric':
      return value < 62 ? char : undefined;
    default:
      return char;
  }
}

/**
 * The character that replaces the data character at `index`: its value with the lowest bit the decoder uses flipped
 * (bit 0, or bit 2 or 4 in a segment's last character), else the first value of the alphabet that differs in the used
 * bits — so the decoded bytes always change, and the character stays in the segment's alphabet (hex stays hex).
 */
function usedBitsReplacement(token: string, index: number): string {
  const char = token.charAt(index);
  const value = sixBits(char) as number;
  const segment = segmentAt(token, index);
  const unused = index === segment.end - 1 ? segment.unusedBits : 0;
  const flips = [0, 1, 2, 3, 4, 5].filter((bit) => bit >= unused).map((bit) => value ^ (1 << bit));
  const others = Array.from({ length: 64 }, (_, other) => other).filter((other) => other >> unused !== value >> unused);
  for (const candidate of [...flips, ...others]) {
    const replacement = characterOf(candidate, segment);
    if (replacement !== undefined) return replacement;
  }
  return flipBase64Character(char) as string; // not reached: every alphabet has a value in another group
}

/** The index of the first base64 data character at or after `start` (or before it, with `step` -1). */
function nearestDataIndex(token: string, start: number, step: 1 | -1): number | undefined {
  for (let index = start; index >= 0 && index < token.length; index += step) {
    if (isData(token.charAt(index))) return index;
  }
  return undefined;
}

/**
 * Where each site is: the first, middle and last data character, and the middle of the MAC — the segment after the
 * last `.`, or, in a token without one, where a trailing 32-byte MAC (43 characters) would be.
 */
function siteStart(token: string, site: TamperSite): { start: number; step: 1 | -1 } {
  switch (site) {
    case 'first':
      return { start: 0, step: 1 };
    case 'middle':
      return { start: Math.floor(token.length / 2), step: 1 };
    case 'last':
      return { start: token.length - 1, step: -1 };
    case 'mac': {
      const lastDot = token.lastIndexOf('.');
      const macStart = lastDot >= 0 ? lastDot + 1 : Math.max(0, token.length - 43);
      return { start: Math.floor((macStart + token.length) / 2), step: 1 };
    }
  }
}

/**
 * `token` with the character at `index` changed. A base64 data character gets a value that differs in bits the
 * decoder uses — never only in the unused low bits of a segment's last character — so base64 and base64url segments
 * decode to other bytes, and the character stays in its segment's alphabet (a hex segment stays hex). Any other
 * character gets its code's lowest bit flipped.
 */
export function tamperAt(token: string, index: number): Omit<Tampered, 'site'> {
  const from = token.charAt(index);
  const to = isData(from) ? usedBitsReplacement(token, index) : String.fromCharCode((from.charCodeAt(0) || 0x40) ^ 1);
  return { index, from, to, token: token.slice(0, index) + to + token.slice(index + 1) };
}

/**
 * `token` with one character changed at `site` (see {@link tamperAt}): the token stays well-formed and only its
 * content changes. A token with no base64 character gets its first character's code flipped instead.
 */
export function tamper(token: string, site: TamperSite): Tampered {
  const { start, step } = siteStart(token, site);
  const index = nearestDataIndex(token, start, step) ?? nearestDataIndex(token, start, step === 1 ? -1 : 1) ?? 0;
  return { site, ...tamperAt(token, index) };
}

/**
 * `token` with the last character of its last base64 segment that has unused bits (a length of 2 or 3 mod 4, `=`
 * padding not counted; normally the MAC) changed in its lowest, unused bit: a non-canonical encoding of the same bytes,
 * which a decoder that ignores those bits (Node's, `atob`, the SDK's `createRequestStateCodec`, `jose`) reads as the
 * original. `undefined` when no segment has unused bits, or the only ones are hex digits (hex decodes every bit).
 */
export function reencode(token: string): Reencoded | undefined {
  for (let index = nearestDataIndex(token, token.length - 1, -1); index !== undefined; ) {
    const segment = segmentAt(token, index);
    if (segment.unusedBits > 0 && segment.alphabet !== 'hex') {
      const last = segment.end - 1;
      const from = token.charAt(last);
      const to = characterOf((sixBits(from) as number) ^ 1, segment) as string;
      return { index: last, from, to, token: token.slice(0, last) + to + token.slice(last + 1) };
    }
    index = nearestDataIndex(token, segment.start - 1, -1);
  }
  return undefined;
}

/** The first half of `token`. */
export function truncate(token: string): string {
  return token.slice(0, Math.floor(token.length / 2));
}

/** Not a token at all: text with a NUL, non-ASCII and 4 KiB of characters no base64 alphabet has. */
export const GARBAGE_STATE = `not a sealed state \u0000 é ${'%'.repeat(4096)}`;
