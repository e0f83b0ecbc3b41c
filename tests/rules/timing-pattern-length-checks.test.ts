import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A value tested against an anchored pattern of one length (`/^[0-9a-f]{64}$/.test(sig)`) has that length from then on,
 * as one whose `.length` was compared has: `timingSafeEqual` after it cannot throw for a length the client chose. A
 * pattern that admits several lengths (`+`, `{40,64}`, an alternation) checks no length. The pattern may be a `const`
 * of the module (`SIG_RE.test(sig)`, session 57).
 */

const constantPattern = (pattern: string) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    `const SIG_RE = ${pattern};`,
    'export function verify(secret, body, header) {',
    "  if (typeof header !== 'string' || !SIG_RE.test(header)) return false;",
    "  return timingSafeEqual(createHmac('sha256', secret).update(body).digest(), Buffer.from(header, 'hex'));",
    '}',
  );

const verifier = (pattern: string, compare = 'timingSafeEqual', seal = false) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    ...(seal ? ["import { safeEqual } from 'eslint-plugin-mcp-state/seal';"] : []),
    'export function verify(secret, body, header) {',
    `  if (!${pattern}.test(header ?? '')) return false;`,
    "  const expected = createHmac('sha256', secret).update(body).digest();",
    `  return ${compare}(expected, Buffer.from(header, 'hex'));`,
    '}',
  );
const unchecked = (pattern: string) => ({
  code: verifier(pattern),
  errors: [
    {
      messageId: 'timingSafeEqualWithoutLengthCheck' as const,
      line: 5, column: 10, endLine: 5, endColumn: 63,
      suggestions: [{ messageId: 'replaceWithSafeEqual' as const, output: verifier(pattern, 'safeEqual', true) }],
    },
  ],
});

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    { name: 'a hex pattern of one length', code: verifier('/^[0-9a-f]{64}$/') },
    { name: 'a prefixed pattern of one length', code: verifier('/^v1=[0-9a-f]{64}$/') },
    { name: 'a constant pattern of one length', code: constantPattern('/^[0-9a-f]{64}$/') },
  ],
  invalid: [
    { name: 'a pattern of any length', ...unchecked('/^[0-9a-f]+$/') },
    { name: 'a pattern of a range of lengths', ...unchecked('/^[0-9a-f]{40,64}$/') },
    { name: 'an alternation of lengths', ...unchecked('/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/') },
    {
      name: 'a constant pattern of any length',
      code: constantPattern('/^[0-9a-f]+$/'),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          line: 5, column: 10, endLine: 5, endColumn: 105,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: constantPattern('/^[0-9a-f]+$/').replace("import { createHmac, timingSafeEqual } from 'node:crypto';", "import { createHmac, timingSafeEqual } from 'node:crypto';\nimport { safeEqual } from 'eslint-plugin-mcp-state/seal';").replace('return timingSafeEqual(', 'return safeEqual(') }],
        },
      ],
    },
  ],
});
