import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { compareDigestLengths } from '../../../src/analysis/timing/digest-lengths.js';
import { lintWithRule } from '../probe.js';

/** What compareDigestLengths says about the two arguments of every `compare(a, b)` call of `code`. */
function comparisons(code: string): (string | undefined)[] {
  const answers: (string | undefined)[] = [];
  lintWithRule(code, (context) => {
    const { provenance, sourceCode } = analyzeFile(context);
    return {
      'CallExpression[callee.name="compare"]'(call: TSESTree.CallExpression) {
        const [first, second] = call.arguments as TSESTree.Expression[];
        answers.push(compareDigestLengths(sourceCode, provenance, first!, second!));
      },
    };
  });
  return answers;
}

const PRELUDE = "import { createHash, createHmac, hash } from 'node:crypto';";

describe('compareDigestLengths', () => {
  it.each([
    ["createHash('sha256').update(a).digest()", "createHmac('SHA256', k).update(b).digest()", 'equal'],
    ["createHash('sha256').update(a).digest('hex')", "createHash('sha-256').update(b).digest('hex')", 'equal'],
    ["Buffer.from(createHash('sha1').update(a).digest('base64'), 'base64')", "createHash('sha1').update(b).digest()", 'equal'],
    ["Buffer.from(createHash('md5').update(a).digest('hex'))", "createHash('md5').update(b).digest('hex')", 'equal'],
    ["hash('sha512', a)", "createHash('sha512').update(b).digest('hex')", 'equal'],
    ["createHash('sha256').update(a).digest().toString('latin1')", "createHash('sha256').update(b).digest()", 'equal'],
    ["createHash('sha256').update(a).digest('base64')", "createHash('sha256').update(b).digest('base64url')", 'different'],
    ["createHash('sha256').update(a).digest()", "createHash('sha384').update(b).digest()", 'different'],
    ["createHash('sha512-256').update(a).digest()", "createHash('sha3-256').update(b).digest()", 'equal'],
    ["createHash('shake256').update(a).digest()", "createHash('shake256').update(b).digest()", 'equal'],
    ["createHash('shake256').update(a).digest()", "createHash('sha256').update(b).digest()", undefined],
    ["createHash(alg).update(a).digest()", "createHash(alg).update(b).digest()", undefined],
    ["createHash('sha256').update(a).digest(encoding)", "createHash('sha256').update(b).digest(encoding)", undefined],
    ["createHash('sha256').update(a).digest().toString()", "createHash('sha256').update(b).digest()", undefined],
    ["createHash('sha256').update(a).digest()", 'b', undefined],
  ])('%s against %s: %s', (first, second, expected) => {
    expect(comparisons(`${PRELUDE}\nexport const f = (a, b, k, alg, encoding) => compare(${first}, ${second});`)).toEqual([expected]);
  });

  it('reads a helper’s algorithm parameter from each call, a module constant by its name', () => {
    const code = [
      PRELUDE,
      'const ALGORITHM = process.env.ALGORITHM;',
      'const digest = (value, algorithm) => createHash(algorithm).update(value).digest();',
      'function local(value) { const algorithm = pick(value); return createHash(algorithm).update(value).digest(); }',
      "compare(digest(a, 'sha256'), digest(b, 'sha256'));",
      "compare(digest(a, 'sha256'), digest(b, 'sha1'));",
      'compare(digest(a, ALGORITHM), createHash(ALGORITHM).update(b).digest());',
      'compare(local(a), local(b));',
    ].join('\n');
    expect(comparisons(code)).toEqual(['equal', 'different', 'equal', undefined]);
  });
});
