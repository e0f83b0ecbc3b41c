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

/**
 * The base64 / base64url character whose 6-bit value differs from `char`'s in the lowest bit only (`A`↔`B`, `-`↔`_`),
 * or `undefined` for a character that is not base64 data (separators such as `.` and `=`). Flipping the lowest bit
 * catches verifiers that decode a MAC and compare bytes: in the last character of a 32-byte MAC that bit is unused.
 */
export function flipBase64Character(char: string): string | undefined {
  const index = ALPHANUMERIC.indexOf(char);
  if (char.length === 1 && index >= 0) return ALPHANUMERIC[index ^ 1];
  return SYMBOL_SWAPS[char];
}

/** The index of the first base64 data character at or after `start` (or before it, with `step` -1). */
function nearestDataIndex(token: string, start: number, step: 1 | -1): number | undefined {
  for (let index = start; index >= 0 && index < token.length; index += step) {
    if (flipBase64Character(token.charAt(index)) !== undefined) return index;
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
 * `token` with one character changed at `site`: a base64 data character becomes its lowest-bit neighbour, so the
 * token stays well-formed and only its content changes. A token with no base64 character gets its first character's
 * code flipped instead.
 */
export function tamper(token: string, site: TamperSite): Tampered {
  const { start, step } = siteStart(token, site);
  const index = nearestDataIndex(token, start, step) ?? nearestDataIndex(token, start, step === 1 ? -1 : 1) ?? 0;
  const from = token.charAt(index);
  const to = flipBase64Character(from) ?? String.fromCharCode((from.charCodeAt(0) || 0x40) ^ 1);
  return { site, index, from, to, token: token.slice(0, index) + to + token.slice(index + 1) };
}

/** The first half of `token`. */
export function truncate(token: string): string {
  return token.slice(0, Math.floor(token.length / 2));
}

/** Not a token at all: text with a NUL, non-ASCII and 4 KiB of characters no base64 alphabet has. */
export const GARBAGE_STATE = `not a sealed state \u0000 é ${'%'.repeat(4096)}`;
