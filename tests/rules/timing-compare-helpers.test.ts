import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A comparison inside a project function whose two parameters it compares (`equals(a, b)` → `String(a) === String(b)`)
 * leaks only for what a call hands it: it is reported at the call that hands it a MAC and the client's value, wherever
 * the function is written. A list of MACs made one per key (`keys.map((k) => hmac(k, body))`, through `Promise.all`)
 * is searched item by item, as a list written out is.
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-timing-helpers-'));
writeFileSync(
  join(project, 'compare.js'),
  lines(
    "'use strict';",
    'function equals(a, b) {',
    '  return String(a) === String(b);',
    '}',
    'function sameShape(a, b) {',
    '  return typeof a === typeof b && String(a).length === String(b).length;',
    '}',
    'module.exports = { equals, sameShape };',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const [MAC_IMPORT, MAC_HELPER] = [
  "import { createHmac } from 'node:crypto';",
  "const mac = (body) => createHmac('sha256', process.env.STATE_SECRET).update(body).digest('base64url');",
] as const;
const MAC = [MAC_IMPORT, MAC_HELPER];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: "another module's helper that compares lengths only",
      filename: join(project, 'shape.js'),
      code: lines(...MAC, "import { sameShape } from './compare.js';", "export const open = (token) => { const [body, sig] = token.split('.'); return sameShape(sig, mac(body)); };"),
    },
    {
      name: 'a comparing helper handed two values that hold no secret',
      code: lines('function equals(a, b) { return a === b; }', 'export const sameTicket = (args, saved) => equals(args.ticketId, saved.ticketId);'),
    },
    {
      name: "a comparing helper's result nothing decides on (handed to a logger) is no check",
      code: lines(...MAC, 'function equals(a, b) { return a === b; }', "export const audit = (log, token) => { const [body, sig] = token.split('.'); log(equals(sig, mac(body))); };"),
    },
    {
      name: 'a list of hashes of public values, searched',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "export const known = (ids, given) => ids.map((id) => createHash('sha256').update(id).digest('hex')).includes(given);",
      ),
    },
  ],
  invalid: [
    {
      name: 'a helper named like a constant-time compare is reported once, at its own comparison, not at its calls',
      code: lines(...MAC, 'function safeCompare(a, b) { return a === b; }', "export const open = (token) => { const [body, sig] = token.split('.'); return safeCompare(sig, mac(body)); };"),
      errors: [{ messageId: 'misnamedConstantTimeHelper', line: 3, column: 37, endLine: 3, endColumn: 44 }],
    },
    {
      name: "another module's CommonJS helper compares the MAC with ===: reported at the call that hands it over",
      filename: join(project, 'open.js'),
      code: lines(...MAC, "import { equals } from './compare.js';", 'export function open(token) {', "  const [body, sig] = token.split('.');", '  if (!equals(sig, mac(body))) return null;', '  return body;', '}'),
      errors: [
        {
          messageId: 'timingUnsafeCompareThrough',
          line: 6, column: 8, endLine: 6, endColumn: 30,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                ...MAC,
                "import { equals } from './compare.js';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                'export function open(token) {',
                "  const [body, sig] = token.split('.');",
                '  if (!safeEqual(sig, mac(body))) return null;',
                '  return body;',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a local arrow that leaves at the first differing character',
      code: lines(
        ...MAC,
        'const same = (a, b) => { for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false; return true; };',
        "export const open = (token) => { const [body, sig] = token.split('.'); return same(mac(body), sig) ? body : null; };",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompareThrough',
          line: 4, column: 79, endLine: 4, endColumn: 99,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                MAC_IMPORT,
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                MAC_HELPER,
                'const same = (a, b) => { for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false; return true; };',
                "export const open = (token) => { const [body, sig] = token.split('.'); return safeEqual(mac(body), sig) ? body : null; };",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a class's static helper",
      code: lines(
        ...MAC,
        'class Tokens { static matches(a, b) { return a.toLowerCase() === b.toLowerCase(); } }',
        "export const open = (token) => { const [body, sig] = token.split('.'); return Tokens.matches(sig, mac(body)); };",
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompareThrough',
          line: 4, column: 79, endLine: 4, endColumn: 109,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                MAC_IMPORT,
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                MAC_HELPER,
                'class Tokens { static matches(a, b) { return a.toLowerCase() === b.toLowerCase(); } }',
                "export const open = (token) => { const [body, sig] = token.split('.'); return safeEqual(sig, mac(body)); };",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a list of MACs, one per rotated key, made with map and Promise.all, searched with includes",
      code: lines(
        'async function hmacHex(key, body) {',
        "  const bytes = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));",
        "  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');",
        '}',
        'export async function open(keys, token) {',
        "  const [body, sig] = token.split('.');",
        '  const candidates = await Promise.all(keys.map((key) => hmacHex(key, body)));',
        '  return candidates.includes(sig) ? body : null;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeSearch', line: 8, column: 10, endLine: 8, endColumn: 34, suggestions: null }],
    },
    {
      name: 'a list of MACs made with map, searched with includes',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "export const open = (keys, body, sig) => keys.map((k) => createHmac('sha256', k).update(body).digest('hex')).includes(sig);",
      ),
      errors: [{ messageId: 'timingUnsafeSearch', line: 2, column: 42, endLine: 2, endColumn: 123, suggestions: null }],
    },
  ],
});
