import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A one-time code truncated from an HMAC (HOTP, TOTP) is the MAC's bytes through arithmetic: spelled as a string and
 * compared with the user's code by ===, it leaks digit by digit. Compared as numbers it does not (no early exit on
 * the first differing digit), and numbers read from the client keep the result public.
 */

const HOTP = [
  "import { createHmac } from 'node:crypto';",
  'export function hotp(secret, counter) {',
  "  const mac = createHmac('sha1', secret).update(counter).digest();",
  '  const offset = mac[mac.length - 1] & 0xf;',
  '  const code = ((mac[offset] & 0x7f) << 24 | mac[offset + 1] << 16 | mac[offset + 2] << 8 | mac[offset + 3]) % 1000000;',
  "  return String(code).padStart(6, '0');",
  '}',
];

/** A hex HMAC split into bytes by a helper that pushes parsed pairs (older libraries' style). */
const HEX_PAIRS = [
  "import { createHmac } from 'node:crypto';",
  'function pairs(hex) {',
  '  const out = [];',
  '  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));',
  '  return out;',
  '}',
];

/** The generator a method of an object literal, its code in a variable reassigned from itself, padded by joining an Array. */
const OTP_OBJECT = [
  ...HEX_PAIRS,
  'const otp = {};',
  'otp.gen = function (key, counter) {',
  "  const b = pairs(createHmac('sha1', key).update(String(counter)).digest('hex'));",
  '  let v = ((b[b[19] & 0xf] & 0x7f) << 24) | (b[(b[19] & 0xf) + 1] << 16);',
  "  v = (v % 1000000) + '';",
  "  return new Array(7 - v.length).join('0') + v;",
  '};',
];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'the code of a generator on an object literal compared as a number, and a counter reassigned from itself',
      code: lines(
        ...OTP_OBJECT,
        'otp.check = function (given, key, counter) {',
        '  let tries = 0;',
        '  tries = tries + 1;',
        '  return Number(this.gen(key, counter)) === Number(given) || String(tries) === given;',
        '};',
      ),
    },
    {
      name: 'the pairs of a value the client sent',
      code: lines(...HEX_PAIRS, 'export function sameColour(left, right) {', '  return String(pairs(left)[0]) === String(pairs(right)[0]);', '}'),
    },
    {
      name: 'the code compared as a number',
      code: lines(...HOTP, 'export function verifyNumber(given, secret, counter) {', '  return Number(hotp(secret, counter)) === Number(given);', '}'),
    },
    {
      name: 'a MAC byte masked by client input, and the digest length',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export function probe(req) {',
        "  const mac = createHmac('sha256', process.env.OTP_KEY).update(req.body.id).digest();",
        '  if (String(mac[0] ^ req.body.mask) === req.body.expected) return true;',
        '  return String(mac.length * 2) === req.query.size;',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'the code of a generator on an object literal, called through this',
      code: lines(...OTP_OBJECT, 'otp.check = function (given, key, counter) {', '  return this.gen(key, counter) === given;', '};'),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        ...OTP_OBJECT.slice(1),
        'otp.check = function (given, key, counter) {',
        '  return safeEqual(this.gen(key, counter), given);',
        '};',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 15, column: 10, endLine: 15, endColumn: 42 }],
    },
    {
      name: "the helper's bytes read at a computed index, the code in a template literal, compared with ==",
      code: lines(
        ...HEX_PAIRS,
        'export function code(key, step) {',
        "  const bytes = pairs(createHmac('sha256', key).update(String(step)).digest('hex'));",
        '  const at = bytes[bytes.length - 1] & 0xf;',
        '  return `${(((bytes[at] & 0x7f) << 24) | (bytes[at + 1] << 16)) % 1000000}`;',
        '}',
        'export function verify(key, step, supplied) {',
        '  return code(key, step) == supplied;',
        '}',
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 13,
          column: 10,
          endLine: 13,
          endColumn: 37,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { createHmac } from 'node:crypto';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                ...HEX_PAIRS.slice(1),
                'export function code(key, step) {',
                "  const bytes = pairs(createHmac('sha256', key).update(String(step)).digest('hex'));",
                '  const at = bytes[bytes.length - 1] & 0xf;',
                '  return `${(((bytes[at] & 0x7f) << 24) | (bytes[at + 1] << 16)) % 1000000}`;',
                '}',
                'export function verify(key, step, supplied) {',
                '  return safeEqual(code(key, step), supplied);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the padded code compared with the given one',
      code: lines(...HOTP, 'export function verify(given, secret, counter) {', '  return hotp(secret, counter) === given;', '}'),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        ...HOTP.slice(1),
        'export function verify(given, secret, counter) {',
        '  return safeEqual(hotp(secret, counter), given);',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 9, column: 10, endLine: 9, endColumn: 41 }],
    },
    {
      name: 'a code read with readUInt32BE and toString, compared with !==',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export function checkBackup(secret, counter, supplied) {',
        "  const mac = createHmac('sha256', secret).update(counter).digest();",
        '  const expected = ((mac.readUInt32BE(mac[31] & 0xf) & 0x7fffffff) % 100000000).toString();',
        '  return supplied !== expected;',
        '}',
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export function checkBackup(secret, counter, supplied) {',
        "  const mac = createHmac('sha256', secret).update(counter).digest();",
        '  const expected = ((mac.readUInt32BE(mac[31] & 0xf) & 0x7fffffff) % 100000000).toString();',
        '  return !safeEqual(supplied, expected);',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 10, endLine: 5, endColumn: 31 }],
    },
    {
      name: 'a code read through a DataView over the bytes of a WebCrypto HMAC, compared in a drift loop',
      code: lines(
        'export async function accepts(key, counter, given) {',
        "  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(8)));",
        '  const value = new DataView(mac.buffer).getUint32(mac[19] & 0xf) & 0x7fffffff;',
        "  const expected = (value % 10 ** 6).toString().padStart(6, '0');",
        '  for (const drift of [0, 1]) if (drift === 0 && expected === given) return true;',
        '  return false;',
        '}',
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export async function accepts(key, counter, given) {',
        "  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(8)));",
        '  const value = new DataView(mac.buffer).getUint32(mac[19] & 0xf) & 0x7fffffff;',
        "  const expected = (value % 10 ** 6).toString().padStart(6, '0');",
        '  for (const drift of [0, 1]) if (drift === 0 && safeEqual(expected, given)) return true;',
        '  return false;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 50, endLine: 5, endColumn: 68 }],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'the current code of an authenticator a typed lookup gives, against the request body',
        code: lines(
          "import { createHmac } from 'node:crypto';",
          'class Authenticator {',
          '  constructor(private readonly secret: Buffer) {}',
          '  current(): string {',
          "    const mac = createHmac('sha1', this.secret).update(String(Math.floor(Date.now() / 30_000))).digest();",
          "    return String(mac.readUInt32BE(mac[19] & 0xf) % 1_000_000).padStart(6, '0');",
          '  }',
          '}',
          'export function confirm(lookup: (userId: string) => Promise<Authenticator>) {',
          '  return async (req: { user: string; body: { code: string } }) => {',
          '    const authenticator = await lookup(req.user);',
          '    return req.body.code !== authenticator.current();',
          '  };',
          '}',
        ),
        output: lines(
          "import { createHmac } from 'node:crypto';",
          "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
          'class Authenticator {',
          '  constructor(private readonly secret: Buffer) {}',
          '  current(): string {',
          "    const mac = createHmac('sha1', this.secret).update(String(Math.floor(Date.now() / 30_000))).digest();",
          "    return String(mac.readUInt32BE(mac[19] & 0xf) % 1_000_000).padStart(6, '0');",
          '  }',
          '}',
          'export function confirm(lookup: (userId: string) => Promise<Authenticator>) {',
          '  return async (req: { user: string; body: { code: string } }) => {',
          '    const authenticator = await lookup(req.user);',
          '    return !safeEqual(req.body.code, authenticator.current());',
          '  };',
          '}',
        ),
        errors: [{ messageId: 'timingUnsafeCompare', line: 12, column: 12, endLine: 12, endColumn: 53 }],
      },
    ],
  },
});
