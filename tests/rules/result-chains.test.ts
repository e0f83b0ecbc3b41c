// A value wrapped in a promise or a result type is the value itself, as `await` makes it: neverthrow's
// `ResultAsync.fromPromise(crypto.subtle.sign(…), f).map((buf) => encode(buf))` holds a MAC, and a later
// `.andThen((expected) => expected === sig ? …)` compares one. An array's `map` hands each element: not this.
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

const codec = (compare: string) =>
  lines(
    "import { ResultAsync, ok } from 'neverthrow';",
    'const utf8 = new TextEncoder();',
    "const encode = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');",
    'const mac = (key, input) =>',
    "  ResultAsync.fromPromise(crypto.subtle.sign('HMAC', key, utf8.encode(input)), (cause) => ({ kind: 'crypto', cause })).map((buf) => encode(new Uint8Array(buf)));",
    'export const verifyState = (key, body, sig) =>',
    `  mac(key, body).andThen((expected) => (${compare} ? ok(JSON.parse(atob(body))) : ok(null)));`,
  );

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    { name: "an array's map hands each element", code: "export const names = (rows, wanted) => rows.map((row) => row.name).filter((name) => name === wanted);" },
    { name: 'a public value of the chain compared', code: codec('body.length === 10') },
  ],
  invalid: [
    {
      name: 'the MAC the chain holds, compared with ===',
      code: codec('expected === sig'),
      output: codec('safeEqual(expected, sig)').replace("from 'neverthrow';", "from 'neverthrow';\nimport { safeEqual } from 'eslint-plugin-mcp-state/seal';"),
      errors: [{ messageId: 'timingUnsafeCompare', line: 7, column: 41, endLine: 7, endColumn: 57 }],
    },
  ],
});
