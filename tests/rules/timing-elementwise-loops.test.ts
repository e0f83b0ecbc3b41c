import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A MAC compared one character or byte at a time, where the loop leaves at the first difference, leaks as `===` does,
 * wherever the loop is written: in the opener itself, or in a helper whose result the opener keeps in a variable
 * (`genuine = sameMac(mac, expected)`) before it tests it. A loop that walks every byte (XOR, or a flag set and never
 * left early) is constant time and silent.
 */

const MAC = [
  "import { createHmac } from 'node:crypto';",
  "const sign = (body) => createHmac('sha256', process.env.STATE_SECRET).update(body).digest('hex');",
] as const;

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'an XOR over every character leaves no early exit',
      code: lines(
        ...MAC,
        'export function open(token) {',
        "  const [body, mac] = token.split('.');",
        '  const expected = sign(body);',
        '  let diff = mac.length ^ expected.length;',
        '  for (let i = 0; i < mac.length; i++) diff |= mac.charCodeAt(i) ^ expected.charCodeAt(i);',
        '  return diff === 0 ? body : null;',
        '}',
      ),
    },
    {
      name: 'a flag set at a difference without leaving the loop',
      code: lines(
        ...MAC,
        'export function open(token) {',
        "  const [body, mac] = token.split('.');",
        '  const expected = sign(body);',
        '  let bad = mac.length !== expected.length;',
        '  for (let i = 0; i < mac.length; i++) { if (mac[i] !== expected[i]) bad = true; }',
        '  return bad ? null : body;',
        '}',
      ),
    },
    {
      name: 'two public lists compared item by item',
      code: lines('export function firstSame(names, wanted) {', '  for (let i = 0; i < names.length; i++) { if (names[i] === wanted[i]) return i; }', '  return -1;', '}'),
    },
    {
      name: "a comparing helper's result assigned to a member is not kept to be tested",
      code: lines(
        ...MAC,
        'const same = (a, b) => a === b;',
        "export function audit(token, log) { const [body, mac] = token.split('.'); log.last = same(mac, sign(body)); }",
      ),
    },
  ],
  invalid: [
    {
      name: 'an early-exit character loop in the opener itself',
      code: lines(
        ...MAC,
        'export function open(token) {',
        "  const [body, mac] = token.split('.');",
        '  const expected = sign(body);',
        '  if (mac.length !== expected.length) return null;',
        '  for (let i = 0; i < mac.length; i++) {',
        '    if (mac.charCodeAt(i) !== expected.charCodeAt(i)) return null;',
        '  }',
        '  return body;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeElementwise', line: 8, column: 9, endLine: 8, endColumn: 53 }],
    },
    {
      name: 'a while loop walking the matching prefix',
      code: lines(
        ...MAC,
        'export function open(token) {',
        "  const [body, mac] = token.split('.');",
        '  const expected = sign(body);',
        '  let i = 0;',
        '  while (i < expected.length && mac[i] === expected[i]) i++;',
        '  return i === expected.length && mac.length === i ? body : null;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeElementwise', line: 7, column: 33, endLine: 7, endColumn: 55 }],
    },
    {
      name: 'every() over the spread characters of the MAC',
      code: lines(
        ...MAC,
        "export const open = (token) => { const [body, mac] = token.split('.'); const expected = sign(body);",
        '  return mac.length === expected.length && [...mac].every((c, i) => c === expected[i]) ? body : null; };',
      ),
      errors: [{ messageId: 'timingUnsafeElementwise', line: 4, column: 69, endLine: 4, endColumn: 86 }],
    },
    {
      name: "a helper's early exit, its result assigned to a let that is tested later",
      code: lines(
        ...MAC,
        'function sameMac(a, b) {',
        '  if (a.length !== b.length) return false;',
        '  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;',
        '  return true;',
        '}',
        'export function open(token) {',
        "  const [body, mac] = token.split('.');",
        '  let genuine;',
        '  genuine = sameMac(mac, sign(body));',
        '  return genuine ? body : null;',
        '}',
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompareThrough',
          line: 11, column: 13, endLine: 11, endColumn: 37,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                MAC[0],
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                MAC[1],
                'function sameMac(a, b) {',
                '  if (a.length !== b.length) return false;',
                '  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;',
                '  return true;',
                '}',
                'export function open(token) {',
                "  const [body, mac] = token.split('.');",
                '  let genuine;',
                '  genuine = safeEqual(mac, sign(body));',
                '  return genuine ? body : null;',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
