// A MAC written out byte by byte (`text += String.fromCharCode(byte)` over its bytes, then `btoa`) is still the MAC.
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

const check = (compared: string) =>
  lines(
    "const enc = new TextEncoder();",
    "",
    "function toBase64(bytes) {",
    "  let text = '';",
    "  for (const byte of bytes) text += String.fromCharCode(byte);",
    "  return btoa(text);",
    "}",
    "",
    "async function macOf(key, body) {",
    "  return toBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body))));",
    "}",
    "",
    "export async function check(key, body, mac) {",
    "  const expected = await macOf(key, body);",
    `  return ${compared};`,
    "}",
  );

testRule('no-timing-unsafe-compare', rule, {
  valid: [{ name: 'only the lengths compared, which are public', code: check("expected.length === mac.length") }],
  invalid: [
    {
      name: 'the base64 of a WebCrypto HMAC, made one character per byte, compared with ===',
      code: check('expected === mac'),
      errors: [{ messageId: 'timingUnsafeCompare', line: 15, column: 10, endLine: 15, endColumn: 26 }],
      output: `import { safeEqual } from 'eslint-plugin-mcp-state/seal';\n${check('safeEqual(expected, mac)')}`,
    },
  ],
});
