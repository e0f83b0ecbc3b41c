import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { findRandomFallback } from '../../../src/analysis/mcp/key-fallbacks.js';
import { lintWithRule } from '../probe.js';

/** The random fallback of the argument of every `key(…)` call: its source and whether it is strong, or undefined. */
function fallbacks(code: string): ({ source: string | undefined; strong: boolean } | undefined)[] {
  const answers: ({ source: string | undefined; strong: boolean } | undefined)[] = [];
  lintWithRule(code, (context) => {
    const { provenance, sourceCode } = analyzeFile(context);
    return {
      'CallExpression[callee.name="key"]'(call: TSESTree.CallExpression) {
        const found = findRandomFallback(provenance, sourceCode, call.arguments[0] as TSESTree.Expression);
        answers.push(found && { source: found.source, strong: found.random.strongRandom === true });
      },
    };
  });
  return answers;
}

describe('findRandomFallback', () => {
  it('finds the random end of a chain of alternatives', () => {
    const code = [
      "import { randomBytes, randomUUID } from 'node:crypto';",
      'const chained = process.env.A ?? process.env.B ?? `dev-${Date.now()}`;',
      'function configured() { const value = process.env.C; if (value) return value; return randomUUID(); }',
      'key(process.env.STATE_KEY || Math.random().toString(36).slice(2));',
      'key(chained);',
      'key(configured());',
      "key(Buffer.from(process.env.D ?? randomBytes(32).toString('hex'), 'hex'));",
      'key(process.env.E ? process.env.E : randomUUID() + randomUUID());',
      'key(process.env.F ?? randomUUID() ?? Math.random().toString(36));',
    ].join('\n');
    expect(fallbacks(code)).toEqual([
      { source: 'STATE_KEY', strong: false },
      { source: 'A', strong: false },
      { source: 'C', strong: true },
      { source: 'D', strong: true },
      { source: 'E', strong: true },
      { source: 'F', strong: false },
    ]);
  });

  it('is undefined for a key that is random either way, or never random', () => {
    const code = [
      "import { randomBytes } from 'node:crypto';",
      'key(randomBytes(32));',
      'key(Math.random() > 0.5 ? randomBytes(32) : randomBytes(64));',
      'key(process.env.STATE_KEY ?? process.env.LEGACY_KEY);',
      "key(process.env.STATE_KEY && Math.random().toString(36));",
      'key(process.env.STATE_KEY);',
    ].join('\n');
    expect(fallbacks(code)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
