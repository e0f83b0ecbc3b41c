import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * HOTP's dynamic truncation (RFC 4226, 5.3) reads four bytes of a digest at the offset the low four bits of its last
 * byte give. It is done only to turn an HMAC into a one-time code, so the code is a MAC's whatever made the digest: a
 * callback the caller configures, a plugin, another package the file never imports.
 */

/** A generator whose digest comes from a function the caller hands in: nothing in the file computes an HMAC. */
const INJECTED_DIGEST = [
  'function codeOf(bytes) {',
  '  const start = bytes[bytes.length - 1] & 0xf;',
  '  const word = ((bytes[start] & 0x7f) << 24) | ((bytes[start + 1] & 0xff) << 16) | ((bytes[start + 2] & 0xff) << 8) | (bytes[start + 3] & 0xff);',
  "  return String(word % 10 ** 6).padStart(6, '0');",
  '}',
  'export function expectedCode(settings, seed, step) {',
  '  return codeOf(settings.digestWith(seed, step));',
  '}',
];

/** The same truncation through a buffer reader, the last byte read with at(-1). */
const READER_TRUNCATION = [
  'export function pinFrom(raw) {',
  '  const bytes = Buffer.from(raw, "hex");',
  '  const pick = bytes.at(-1) & 15;',
  '  return `${(bytes.readUInt32BE(pick) & 0x7fffffff) % 100000000}`;',
  '}',
];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'the truncated code compared as a number',
      code: lines(...INJECTED_DIGEST, 'export function accepts(settings, seed, step, typed) {', '  return Number(expectedCode(settings, seed, step)) === Number(typed);', '}'),
    },
    {
      name: 'an index made from the last byte of another array',
      code: lines(
        'export function colourOf(pixels, palette) {',
        '  const slot = pixels[pixels.length - 1] & 0xf;',
        '  return String(palette[slot]);',
        '}',
        'export function sameColour(pixels, palette, wanted) {',
        '  return colourOf(pixels, palette) === wanted;',
        '}',
      ),
    },
    {
      name: 'a byte masked with 0xff, not the offset of a truncation',
      code: lines(
        'export function tagOf(bytes) {',
        '  const slot = bytes[bytes.length - 1] & 0xff;',
        '  return String(bytes[slot]);',
        '}',
        'export function sameTag(bytes, label) {',
        '  return tagOf(bytes) === label;',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a code truncated from a digest an injected function computes, compared with ===',
      code: lines(...INJECTED_DIGEST, 'export function accepts(settings, seed, step, typed) {', '  return typed === expectedCode(settings, seed, step);', '}'),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        ...INJECTED_DIGEST,
        'export function accepts(settings, seed, step, typed) {',
        '  return safeEqual(typed, expectedCode(settings, seed, step));',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 10, column: 10, endLine: 10, endColumn: 54 }],
    },
    {
      name: 'a code read with readUInt32BE at the truncation offset, compared with !==',
      code: lines(...READER_TRUNCATION, 'export function rejects(raw, entered) {', '  if (pinFrom(raw) !== entered) throw new Error("wrong pin");', '}'),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        ...READER_TRUNCATION,
        'export function rejects(raw, entered) {',
        '  if (!safeEqual(pinFrom(raw), entered)) throw new Error("wrong pin");',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 7, column: 7, endLine: 7, endColumn: 31 }],
    },
  ],
});
