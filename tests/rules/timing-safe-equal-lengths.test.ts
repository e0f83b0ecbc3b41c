import rule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

// timingSafeEqual() whose two lengths are equal by construction (issue 17), and the look-alikes that still throw.

const SEAL = 'eslint-plugin-mcp-state/seal';
const IMPORT_SAFE_EQUAL = `import { safeEqual } from '${SEAL}';`;

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'a buffer swapped for the other when the lengths differ',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(expected, supplied) {',
        '  const candidate = expected.length === supplied.length ? Buffer.from(supplied) : expected;',
        '  return timingSafeEqual(expected, candidate) && expected.length === supplied.length;',
        '}',
      ),
    },
    {
      name: 'the swap written inline as the argument',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export const matches = (expected, supplied) =>',
        '  timingSafeEqual(expected, expected.length === supplied.length ? Buffer.from(supplied) : expected) && expected.length === supplied.length;',
      ),
    },
    {
      name: 'the swap with the test negated (!==, the other buffer first)',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(expected, supplied) {',
        '  const candidate = supplied.byteLength !== expected.byteLength ? expected : supplied;',
        '  return timingSafeEqual(candidate, expected);',
        '}',
      ),
    },
    {
      name: 'the swap through a const holding the length test',
      code: lines(
        "const crypto = require('node:crypto');",
        'module.exports = function matches(expected, supplied) {',
        '  const sameLength = expected.length === supplied.length;',
        '  const candidate = !sameLength ? expected : supplied;',
        '  return crypto.timingSafeEqual(expected, candidate) && sameLength;',
        '};',
      ),
      languageOptions: commonJs,
    },
    {
      name: 'both buffers allocated with the same length and filled (express-basic-auth)',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function safeCompare(userInput, secret) {',
        '  const userInputLength = Buffer.byteLength(userInput);',
        '  const secretLength = Buffer.byteLength(secret);',
        "  const userInputBuffer = Buffer.alloc(userInputLength, 0, 'utf8');",
        '  userInputBuffer.write(userInput);',
        "  const secretBuffer = Buffer.alloc(userInputLength, 0, 'utf8');",
        '  secretBuffer.write(secret);',
        '  return !!(timingSafeEqual(userInputBuffer, secretBuffer) & (userInputLength === secretLength));',
        '}',
      ),
    },
    {
      name: 'Buffer.alloc(n) twice with the same never reassigned n',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function equalPadded(a, b, size) {',
        '  const left = Buffer.alloc(size);',
        '  const right = Buffer.allocUnsafe(size).fill(0);',
        '  left.write(a);',
        '  right.write(b);',
        '  return timingSafeEqual(left, right);',
        '}',
      ),
    },
    {
      name: "one allocated to the other's length and filled",
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(secret, supplied) {',
        '  const expected = Buffer.from(secret);',
        '  const actual = Buffer.alloc(expected.length);',
        '  actual.write(supplied);',
        '  return timingSafeEqual(expected, actual) && Buffer.byteLength(supplied) === expected.length;',
        '}',
      ),
    },
    {
      name: 'one allocated to Buffer.byteLength of what the other is made from',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(secret, supplied) {',
        '  const actual = Buffer.alloc(Buffer.byteLength(secret));',
        '  actual.write(supplied);',
        '  return timingSafeEqual(Buffer.from(secret), actual);',
        '}',
      ),
    },
    {
      name: 'hash both, then compare: two SHA-256 digests',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        "export const equal = (a, b) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());",
      ),
    },
    {
      name: 'an HMAC and a hash of the same algorithm, one through a helper that returns hex decoded again',
      code: lines(
        "import { createHash, createHmac, timingSafeEqual } from 'node:crypto';",
        "const fingerprint = (value) => createHash('SHA256').update(value).digest('hex');",
        'export function verify(body, signature) {',
        "  const expected = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest();",
        "  return timingSafeEqual(expected, Buffer.from(fingerprint(signature), 'hex'));",
        '}',
      ),
    },
    {
      name: 'a helper taking the algorithm, called with the same one twice',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        'function digestOf(value, algorithm) {',
        '  const hash = createHash(algorithm);',
        '  hash.update(value);',
        "  return hash.digest('base64url');",
        '}',
        "export const equal = (a, b) => timingSafeEqual(Buffer.from(digestOf(a, 'sha512')), Buffer.from(digestOf(b, 'sha512')));",
      ),
    },
    {
      name: 'the same configured algorithm on both sides, crypto.hash on one',
      code: lines(
        "import { createHash, hash, timingSafeEqual } from 'node:crypto';",
        "const ALGORITHM = process.env.CHECKSUM_ALGORITHM ?? 'sha256';",
        "export const equal = (a, b) => timingSafeEqual(Buffer.from(hash(ALGORITHM, a), 'hex'), createHash(ALGORITHM).update(b).digest());",
      ),
    },
  ],
  invalid: [
    {
      name: 'a swap whose test has the wrong polarity',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(expected, supplied) {',
        '  const candidate = expected.length !== supplied.length ? Buffer.from(supplied) : expected;',
        '  return timingSafeEqual(expected, candidate);',
        '}',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'expected', second: 'candidate', sealModule: SEAL },
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 46,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export function matches(expected, supplied) {',
                '  const candidate = expected.length !== supplied.length ? Buffer.from(supplied) : expected;',
                '  return safeEqual(expected, candidate);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'timingSafeEqual required under another name, beside a local function that is not it',
      code: lines(
        "const { timingSafeEqual: same } = require('node:crypto');",
        'function equalSizes(a, b) { return a.length === b.length; }',
        'exports.matches = (expected, supplied) => equalSizes(expected, expected) && same(expected, supplied);',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'expected', second: 'supplied', sealModule: SEAL },
          line: 3,
          column: 77,
          endLine: 3,
          endColumn: 101,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "const { timingSafeEqual: same } = require('node:crypto');",
                "const { safeEqual } = require('eslint-plugin-mcp-state/seal');",
                'function equalSizes(a, b) { return a.length === b.length; }',
                'exports.matches = (expected, supplied) => equalSizes(expected, expected) && safeEqual(expected, supplied);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a guard that holds on one path only: the other branch is a third buffer',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export const matches = (expected, supplied, fallback) =>',
        '  timingSafeEqual(expected, expected.length === supplied.length ? supplied : fallback);',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'expected', second: 'expected.length === supplied.length ? s…', sealModule: SEAL },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export const matches = (expected, supplied, fallback) =>',
                '  safeEqual(expected, expected.length === supplied.length ? supplied : fallback);',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a swap tested with >= proves nothing',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(expected, supplied) {',
        '  const candidate = supplied.length >= expected.length ? supplied : expected;',
        '  return timingSafeEqual(candidate, expected);',
        '}',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'candidate', second: 'expected', sealModule: SEAL },
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 46,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export function matches(expected, supplied) {',
                '  const candidate = supplied.length >= expected.length ? supplied : expected;',
                '  return safeEqual(candidate, expected);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'two buffers allocated with different sizes',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export const equal = (a, b) => timingSafeEqual(Buffer.alloc(Buffer.byteLength(a)), Buffer.alloc(Buffer.byteLength(b)));',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'Buffer.alloc(Buffer.byteLength(a))', second: 'Buffer.alloc(Buffer.byteLength(b))', sealModule: SEAL },
          line: 2,
          column: 32,
          endLine: 2,
          endColumn: 119,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export const equal = (a, b) => safeEqual(Buffer.alloc(Buffer.byteLength(a)), Buffer.alloc(Buffer.byteLength(b)));',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the size is reassigned between the two allocations',
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function equal(a, b) {',
        '  let size = a.length;',
        '  const left = Buffer.alloc(size);',
        '  size = b.length;',
        '  const right = Buffer.alloc(size);',
        '  return timingSafeEqual(left, right);',
        '}',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'left', second: 'right', sealModule: SEAL },
          line: 7,
          column: 10,
          endLine: 7,
          endColumn: 38,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export function equal(a, b) {',
                '  let size = a.length;',
                '  const left = Buffer.alloc(size);',
                '  size = b.length;',
                '  const right = Buffer.alloc(size);',
                '  return safeEqual(left, right);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "allocated to the other's string length, not its byte length",
      code: lines(
        "import { timingSafeEqual } from 'node:crypto';",
        'export function matches(secret, supplied) {',
        '  const actual = Buffer.alloc(secret.length);',
        '  actual.write(supplied);',
        '  return timingSafeEqual(Buffer.from(secret), actual);',
        '}',
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'Buffer.from(secret)', second: 'actual', sealModule: SEAL },
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 54,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                'export function matches(secret, supplied) {',
                '  const actual = Buffer.alloc(secret.length);',
                '  actual.write(supplied);',
                '  return safeEqual(Buffer.from(secret), actual);',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a digest of one side only',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        "export const equal = (a, b) => timingSafeEqual(createHash('sha256').update(a).digest(), Buffer.from(b));",
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: "createHash('sha256').update(a).digest()", second: 'Buffer.from(b)', sealModule: SEAL },
          line: 2,
          column: 32,
          endLine: 2,
          endColumn: 104,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { createHash, timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                "export const equal = (a, b) => safeEqual(createHash('sha256').update(a).digest(), Buffer.from(b));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'digests of different algorithms',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        "export const equal = (a, b) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha512').update(b).digest());",
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: "createHash('sha256').update(a).digest()", second: "createHash('sha512').update(b).digest()", sealModule: SEAL },
          line: 2,
          column: 32,
          endLine: 2,
          endColumn: 129,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { createHash, timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                "export const equal = (a, b) => safeEqual(createHash('sha256').update(a).digest(), createHash('sha512').update(b).digest());",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a helper taking the algorithm, called with two different ones',
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const tag = (body, algorithm) => createHmac(algorithm, process.env.STATE_KEY).update(body).digest();",
        "export const equal = (a, b) => timingSafeEqual(tag(a, 'sha256'), tag(b, 'sha1'));",
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: "tag(a, 'sha256')", second: "tag(b, 'sha1')", sealModule: SEAL },
          line: 3,
          column: 32,
          endLine: 3,
          endColumn: 81,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { createHmac, timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                "const tag = (body, algorithm) => createHmac(algorithm, process.env.STATE_KEY).update(body).digest();",
                "export const equal = (a, b) => safeEqual(tag(a, 'sha256'), tag(b, 'sha1'));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the same algorithm in different encodings: hex text against raw bytes',
      code: lines(
        "import { createHash, timingSafeEqual } from 'node:crypto';",
        "const hexDigest = (value) => createHash('sha256').update(value).digest('hex');",
        "export const equal = (a, b) => timingSafeEqual(Buffer.from(hexDigest(a)), createHash('sha256').update(b).digest());",
      ),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'Buffer.from(hexDigest(a))', second: "createHash('sha256').update(b).digest()", sealModule: SEAL },
          line: 3,
          column: 32,
          endLine: 3,
          endColumn: 115,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: SEAL },
              output: lines(
                "import { createHash, timingSafeEqual } from 'node:crypto';",
                IMPORT_SAFE_EQUAL,
                "const hexDigest = (value) => createHash('sha256').update(value).digest('hex');",
                "export const equal = (a, b) => safeEqual(Buffer.from(hexDigest(a)), createHash('sha256').update(b).digest());",
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'TS: the swap through assertions',
        code: lines(
          "import { timingSafeEqual } from 'node:crypto';",
          'export function matches(expected: Buffer, supplied: Uint8Array): boolean {',
          '  const candidate = (expected.length === supplied.length ? supplied : expected) as Uint8Array;',
          '  return timingSafeEqual(expected, candidate!) && expected.length === supplied.length;',
          '}',
        ),
      },
      {
        name: 'TS: typed digests of one algorithm through a helper',
        code: lines(
          "import { createHash, timingSafeEqual } from 'node:crypto';",
          "const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();",
          'export const equal = (a: string, b: string): boolean => timingSafeEqual(sha256(a) as Buffer, sha256(b));',
        ),
      },
    ],
    invalid: [
      {
        name: 'TS: digests of different algorithms through typed helpers',
        code: lines(
          "import { createHash, timingSafeEqual } from 'node:crypto';",
          "const md5 = (value: string): Buffer => createHash('md5').update(value).digest();",
          "const sha1 = (value: string): Buffer => createHash('sha1').update(value).digest();",
          'export const equal = (a: string, b: string): boolean => timingSafeEqual(md5(a), sha1(b));',
        ),
        errors: [
          {
            messageId: 'timingSafeEqualWithoutLengthCheck',
            data: { first: 'md5(a)', second: 'sha1(b)', sealModule: SEAL },
            line: 4,
            column: 57,
            endLine: 4,
            endColumn: 89,
            suggestions: [
              {
                messageId: 'replaceWithSafeEqual',
                data: { sealModule: SEAL },
                output: lines(
                  "import { createHash, timingSafeEqual } from 'node:crypto';",
                  IMPORT_SAFE_EQUAL,
                  "const md5 = (value: string): Buffer => createHash('md5').update(value).digest();",
                  "const sha1 = (value: string): Buffer => createHash('sha1').update(value).digest();",
                  'export const equal = (a: string, b: string): boolean => safeEqual(md5(a), sha1(b));',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});
