import rule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * A helper named like a constant-time compare (timingSafeEqual, safeCompare, secureCompare, …) whose body compares its
 * two parameters with ===, .equals() or Buffer.compare, or leaves a loop at the first differing character, is
 * reported once, at that comparison inside it; its callers are not. The name is never trusted: a body that XORs every
 * character, or hands the work to crypto.timingSafeEqual or safeEqual, stays silent, and so do helpers not named
 * constant-time, lengths, and comparisons of anything but the two parameters.
 */

const WHOLE = (operator: string) => ({ helper: 'timingSafeEqual', how: `compares its inputs with ${operator}`, sealModule: 'eslint-plugin-mcp-state/seal' });

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'a real constant-time helper: a length check, then XOR over every character',
      code: lines(
        'export function safeCompare(a, b) {',
        '  if (a.length !== b.length) return false;',
        '  let diff = 0;',
        '  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);',
        '  return diff === 0;',
        '}',
      ),
    },
    {
      name: 'a helper delegating to crypto.timingSafeEqual after comparing the lengths',
      code: lines(
        "import { timingSafeEqual as equalBytes } from 'node:crypto';",
        'export function timingSafeEqual(a, b) {',
        '  const left = Buffer.from(a);',
        '  const right = Buffer.from(b);',
        '  return left.length === right.length && equalBytes(left, right);',
        '}',
      ),
    },
    {
      name: "a helper delegating to the plugin's safeEqual",
      code: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export const secureCompare = (a, b) => safeEqual(String(a), String(b));',
      ),
    },
    {
      name: 'a generic isEqual is not named constant-time',
      code: lines('export function isEqual(a, b) {', '  return String(a) === String(b);', '}'),
    },
    {
      name: 'an honest insecureCompare and unsafeEqual',
      code: lines('export const insecureCompare = (a, b) => a === b;', 'export const unsafeEqual = (a, b) => a === b;'),
    },
    {
      name: 'a safeCompare comparing what are not its parameters',
      code: lines(
        'let expected = load();',
        'export function safeCompare(a, b) {',
        '  const received = read(a, b);',
        "  return received === expected && a.kind === b.kind && a[0] === 'x';",
        '}',
      ),
    },
    {
      name: 'only the lengths are compared',
      code: lines(
        'export function secureCompare(a, b) {',
        '  if (a.length !== b.length || a.byteLength !== b.byteLength) return false;',
        '  return Buffer.byteLength(a) === Buffer.byteLength(b);',
        '}',
      ),
    },
    {
      name: 'characters compared without leaving the loop',
      code: lines(
        'export function constantTimeEquals(a, b) {',
        '  let diff = a.length === b.length ? 0 : 1;',
        '  for (let i = 0; i < a.length; i++) {',
        '    diff |= a[i] === b[i] ? 0 : 1;',
        '    if (a[i] !== b[i]) diff += 0;',
        '  }',
        '  return diff === 0;',
        '}',
      ),
    },
    {
      name: 'secure-compare: b swapped for a when the lengths differ, then XOR',
      code: lines(
        'export function secureCompare(a, b) {',
        "  if (typeof a !== 'string' || typeof b !== 'string') return false;",
        '  let mismatch = a.length === b.length ? 0 : 1;',
        '  if (mismatch) b = a;',
        '  for (let i = 0; i < a.length; ++i) mismatch |= a.charCodeAt(i) ^ b.charCodeAt(i);',
        '  return mismatch === 0;',
        '}',
      ),
    },
    {
      name: 'tsscmp: the inputs compared only after their HMACs under a random key were found equal',
      code: lines(
        "import crypto from 'node:crypto';",
        'export function timeSafeCompare(a, b) {',
        '  const key = crypto.randomBytes(32);',
        "  const ah = crypto.createHmac('sha256', key).update(String(a)).digest();",
        "  const bh = crypto.createHmac('sha256', key).update(String(b)).digest();",
        '  return bufferEqual(ah, bh) && a === b;',
        '}',
      ),
    },
    {
      name: 'inputs compared as wholes only where one is absent or not a string, then an XOR loop',
      code: lines(
        'export function safeCompare(a, b) {',
        '  if (!a || !b) return a === b;',
        "  if (typeof a !== 'string' || typeof b !== 'string') return a === b;",
        '  const same = a == null ? a === b : undefined;',
        '  let diff = a.length ^ b.length;',
        '  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ (b.charCodeAt(i) | 0);',
        '  return same ?? diff === 0;',
        '}',
      ),
    },
    {
      name: 'three parameters are not a two-value compare',
      code: lines('export function safeCompare(a, b, encoding) {', '  return a === b;', '}'),
    },
  ],
  invalid: [
    {
      name: 'timingSafeEqual returning String(a) === String(b); its caller is not reported',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export function timingSafeEqual(a, b) {',
        '  return String(a) === String(b);',
        '}',
        "const sign = (body) => createHmac('sha256', process.env.RELAY_SECRET).update(body).digest('hex');",
        'export const accepts = (body, header) => timingSafeEqual(header, sign(body));',
      ),
      errors: [{ messageId: 'misnamedConstantTimeHelper', data: WHOLE('==='), line: 3, column: 10, endLine: 3, endColumn: 33, suggestions: [] }],
    },
    {
      name: 'safeCompare returning at the first differing character, after a length check',
      code: lines(
        'export function safeCompare(a, b) {',
        '  if (a.length !== b.length) return false;',
        '  for (let i = 0; i < a.length; i++) {',
        '    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;',
        '  }',
        '  return true;',
        '}',
      ),
      errors: [
        {
          messageId: 'misnamedConstantTimeHelper',
          data: { helper: 'safeCompare', how: 'stops at the first differing character or byte', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 44,
        },
      ],
    },
    {
      name: 'secureCompare walking while the characters are equal',
      code: lines(
        'export const secureCompare = (a, b) => {',
        '  let i = 0;',
        '  while (i < a.length && a[i] === b[i]) i++;',
        '  return i === a.length && i === b.length;',
        '};',
      ),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 3, column: 26, endLine: 3, endColumn: 39 }],
    },
    {
      name: 'an object method comparing with Buffer#equals',
      code: lines('export const kit = {', '  secureEquals(a, b) {', '    return Buffer.from(a).equals(Buffer.from(b));', '  },', '};'),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 3, column: 12, endLine: 3, endColumn: 49 }],
    },
    {
      name: 'a class method answering from every(): one report, not one more for the length check',
      code: lines(
        'export class Kit {',
        '  timingSafeEqual(a, b) {',
        '    if (a.byteLength !== b.byteLength) return false;',
        '    return a.every((byte, index) => byte === b[index]);',
        '  }',
        '}',
      ),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 4, column: 37, endLine: 4, endColumn: 54 }],
    },
    {
      name: 'a snake_case constant_time_compare with ==, parameters converted in place',
      code: lines('export function constant_time_compare(a, b) {', '  a = String(a);', '  b = `${b}`;', '  return a == b;', '}'),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 4, column: 10, endLine: 4, endColumn: 16 }],
    },
    {
      name: 'a CommonJS export breaking out of the loop at the first differing byte, reported once',
      code: lines(
        'exports.safeEqual = function (a, b) {',
        '  const left = Buffer.from(a);',
        '  const right = Buffer.from(b);',
        '  if (left.length !== right.length) return false;',
        '  let same = true;',
        '  for (let i = 0; i < left.length; i++) {',
        '    if (left[i] !== right[i]) {',
        '      same = false;',
        '      break;',
        '    }',
        '  }',
        '  return same && left.equals(right);',
        '};',
      ),
      languageOptions: commonJs,
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 7, column: 9, endLine: 7, endColumn: 29 }],
    },
    {
      name: 'inputs compared as wholes where both are present strings',
      code: lines('export function secureCompare(a, b) {', '  if (a && b) return a === b;', '  return false;', '}'),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 2, column: 22, endLine: 2, endColumn: 29 }],
    },
    {
      name: 'a for-of loop over the characters of one input',
      code: lines(
        'export const timingSafeCompare = function (a, b) {',
        '  let i = 0;',
        '  for (const ch of a) {',
        '    if (ch !== b[i++]) throw new Error("mismatch");',
        '  }',
        '  return i === b.length;',
        '};',
      ),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 4, column: 9, endLine: 4, endColumn: 22 }],
    },
    {
      name: 'one destructured parameter binding both values, Buffer.compare',
      code: lines('export function secureCompare({ expected, actual }) {', '  return Buffer.compare(Buffer.from(expected), Buffer.from(actual)) === 0;', '}'),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 2, column: 10, endLine: 2, endColumn: 74 }],
    },
    {
      name: 'an option with a default after the two values: digests compared first, then the values with ===',
      code: lines(
        "export async function timingSafeEqual(a, b, hash = (value) => crypto.subtle.digest('SHA-256', value)) {",
        '  const [x, y] = await Promise.all([hash(a), hash(b)]);',
        '  return x.byteLength === y.byteLength && a === b;',
        '}',
      ),
      errors: [{ messageId: 'misnamedConstantTimeHelper', data: WHOLE('==='), line: 3, column: 43, endLine: 3, endColumn: 50 }],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'a typed helper delegating to crypto.timingSafeEqual',
        code: lines(
          "import { timingSafeEqual } from 'node:crypto';",
          'export class Kit {',
          '  static secureCompare(a: string, b: string): boolean {',
          '    const left = Buffer.from(a) as Buffer;',
          '    const right = Buffer.from(b);',
          '    return left.length === right.length && timingSafeEqual(left, right);',
          '  }',
          '}',
        ),
      },
    ],
    invalid: [
      {
        name: 'an optional parameter after the two values is an option, not a side',
        code: lines(
          'export const timingSafeEqual = async (a: string | object, b: string | object, hashFunction?: (value: unknown) => Promise<string>): Promise<boolean> => {',
          '  const [sa, sb] = await Promise.all([hashFunction?.(a), hashFunction?.(b)]);',
          '  return sa === sb && a === b;',
          '};',
        ),
        errors: [{ messageId: 'misnamedConstantTimeHelper', data: WHOLE('==='), line: 3, column: 23, endLine: 3, endColumn: 30 }],
      },
      {
        name: 'a static method with typed parameters comparing with Buffer#equals',
        code: lines(
          'export class SignatureKit {',
          '  static secureCompare(a: string, b: string): boolean {',
          '    return Buffer.from(a as string).equals(Buffer.from(b!));',
          '  }',
          '  #safeEq = (a: Uint8Array, b: Uint8Array): boolean => a.some((byte, index) => byte !== b[index]) === false;',
          '}',
        ),
        errors: [
          { messageId: 'misnamedConstantTimeHelper', line: 3, column: 12, endLine: 3, endColumn: 60 },
          { messageId: 'misnamedConstantTimeHelper', line: 5, column: 80, endLine: 5, endColumn: 97 },
        ],
      },
    ],
  },
});
