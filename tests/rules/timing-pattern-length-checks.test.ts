import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A value tested against an anchored pattern of one length (`/^[0-9a-f]{64}$/.test(sig)`) has that length from then on,
 * as one whose `.length` was compared has: `timingSafeEqual` after it cannot throw for a length the client chose. A
 * pattern that admits several lengths (`+`, `{40,64}`, an alternation) checks no length.
 */

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
  ],
  invalid: [
    { name: 'a pattern of any length', ...unchecked('/^[0-9a-f]+$/') },
    { name: 'a pattern of a range of lengths', ...unchecked('/^[0-9a-f]{40,64}$/') },
    { name: 'an alternation of lengths', ...unchecked('/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/') },
  ],
});
