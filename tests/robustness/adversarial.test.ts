// Adversarial inputs: nesting as deep as the parsers allow (and 10,000 levels, which they refuse), megabyte string
// literals shaped like secrets, minified bundles, long generated modules. A parse error is ESLint's business; a rule
// must never throw, never report without a rule id, and never take time out of proportion to the input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import { DEEP_INPUTS, megabyteStrings } from '../../bench/lib/adversarial.js';
import { REPOSITORY_ROOT } from '../../bench/lib/corpus.js';
import { generateModule } from '../../bench/lib/generate.js';
import plugin from '../../src/index.js';

type ParserName = 'espree' | 'typescript-eslint';

interface Outcome {
  /** Thrown by ESLint (a parser, the traversal or a rule). */
  readonly thrown?: string;
  readonly fatal: boolean;
  /** Messages that are neither a parse error nor from a rule. */
  readonly withoutRule: readonly string[];
  readonly reportingRules: ReadonlySet<string>;
  /** Time spent in the mcp-state rules (ESLint stats). */
  readonly rulesMilliseconds: number;
  readonly milliseconds: number;
}

const linter = new Linter({ configType: 'flat' });

function lint(code: string, parser: ParserName, withRules: boolean, sourceType: 'module' | 'commonjs' = 'module'): Outcome {
  const config: Linter.Config = {
    languageOptions: { sourceType, ...(parser === 'typescript-eslint' ? { parser: tsParser as Linter.Parser } : {}) },
    ...(withRules ? { plugins: { 'mcp-state': plugin as never }, rules: plugin.configs.all.rules as Linter.RulesRecord } : {}),
  };
  const started = performance.now();
  try {
    // `stats` (ESLint ≥ 9.0) is missing from the FixOptions type
    const options = { filename: 'input.js', fix: false, stats: true };
    const { messages } = linter.verifyAndFix(code, [config], options);
    const rulesMilliseconds = Object.entries(linter.getTimes().passes[0]?.rules ?? {})
      .filter(([ruleId]) => ruleId.startsWith('mcp-state/'))
      .reduce((sum, [, time]) => sum + time.total, 0);
    return {
      fatal: messages.some((message) => message.fatal === true),
      withoutRule: messages.filter((message) => message.ruleId === null && message.fatal !== true).map((message) => message.message),
      reportingRules: new Set(messages.flatMap((message) => (message.ruleId ? [message.ruleId.replace('mcp-state/', '')] : []))),
      rulesMilliseconds,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    return {
      thrown: String(error),
      fatal: false,
      withoutRule: [],
      reportingRules: new Set(),
      rulesMilliseconds: 0,
      milliseconds: performance.now() - started,
    };
  }
}

/** The least time the rules take over a few runs: the figure least disturbed by other processes and GC. */
function rulesTime(code: string, parser: ParserName, runs = 2): number {
  return Math.min(...Array.from({ length: runs }, () => lint(code, parser, true).rulesMilliseconds));
}

const lintsCleanly = (outcome: Outcome) => outcome.thrown === undefined && !outcome.fatal;

function parses(code: string, parser: ParserName): boolean {
  try {
    if (parser === 'espree') espree.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
    else tsParser.parse(code, { sourceType: 'module' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The deepest nesting up to 10,000 that ESLint itself (parser, scope analysis, traversal) gets through: bisected with
 * the parser alone, then stepped down until a lint without rules succeeds.
 */
function deepestLintable(make: (depth: number) => string, parser: ParserName): number {
  let [accepted, refused] = [1, 10_001];
  while (refused - accepted > 1) {
    const middle = (accepted + refused) >> 1;
    if (parses(make(middle), parser)) accepted = middle;
    else refused = middle;
  }
  while (accepted > 1 && !lintsCleanly(lint(make(accepted), parser, false))) accepted = Math.floor(accepted * 0.9);
  return accepted;
}

/** The rule each deep input is built to trigger (checked at a shallow depth, so the input means something). */
const DEEP_INPUT_RULE: Record<keyof typeof DEEP_INPUTS, string> = {
  parentheses: 'no-timing-unsafe-compare',
  'logical and': 'no-timing-unsafe-compare',
  'string concatenation in requestState': 'require-sealed-state',
  'nested objects in requestState': 'no-secrets-in-state',
  'nested arrow functions': 'no-timing-unsafe-compare',
  'nested conditionals': 'no-timing-unsafe-compare',
  'nested blocks': 'no-timing-unsafe-compare',
  'alias chain': 'no-timing-unsafe-compare',
};

const PARSERS: ParserName[] = ['espree', 'typescript-eslint'];

describe.each(PARSERS)('deep nesting under %s', (parser) => {
  describe.each(Object.keys(DEEP_INPUTS))('%s', (name) => {
    const make = DEEP_INPUTS[name]!;

    it('is an input the rules understand (10 levels)', () => {
      expect(lint(make(10), parser, true).reportingRules).toContain(DEEP_INPUT_RULE[name]);
    });

    it('at 10,000 levels: a parse error or a clean lint, never a rule crash', { timeout: 60_000 }, () => {
      const outcome = lint(make(10_000), parser, true);
      if (outcome.thrown !== undefined) expect(lint(make(10_000), parser, false).thrown, 'throws only without rules too').toBeDefined();
      expect(outcome.withoutRule).toEqual([]);
    });

    it('at the deepest nesting ESLint lints: no crash, time in proportion to depth', { timeout: 120_000 }, () => {
      const deepest = deepestLintable(make, parser);
      expect(deepest).toBeGreaterThan(300);
      // 10 % below the limit: how deep the stack may go shifts a little as functions get optimised, for ESLint too
      const depth = Math.floor(deepest * 0.9);
      const code = make(depth);
      const runs = [lint(code, parser, true), lint(code, parser, true)];
      for (const run of runs) {
        expect(run.thrown).toBeUndefined();
        expect(run.fatal).toBe(false);
        expect(run.withoutRule).toEqual([]);
      }
      const rules = Math.min(...runs.map((run) => run.rulesMilliseconds));
      expect(rules).toBeLessThan(250 + lint(code, parser, false).milliseconds);
      // linear time doubles from half the depth, quadratic quadruples, exponential explodes
      expect(rules).toBeLessThan(3 * rulesTime(make(depth >> 1), parser) + 50);
    });
  });
});

describe.each(PARSERS)('megabyte string literals under %s', (parser) => {
  it.each(Object.entries(megabyteStrings()))('%s', (_name, code) => {
    const outcome = lint(code, parser, true);
    expect(outcome.thrown).toBeUndefined();
    expect(outcome.fatal).toBe(false);
    expect(outcome.withoutRule).toEqual([]);
    expect(outcome.reportingRules.size).toBeGreaterThan(0);
    expect(rulesTime(code, parser)).toBeLessThan(250);
  });
});

describe('minified bundles from node_modules', () => {
  const bundles = ['ajv/dist/ajv.min.js', 'esquery/dist/esquery.min.js', 'js-yaml/dist/js-yaml.min.js'];
  it.each(bundles)('%s', (path) => {
    const code = readFileSync(join(REPOSITORY_ROOT, 'node_modules', path), 'utf8');
    expect(code.split('\n').length).toBeLessThan(20);
    const outcome = lint(code, 'espree', true, 'commonjs');
    expect(outcome.thrown).toBeUndefined();
    expect(outcome.fatal).toBe(false);
    expect(outcome.withoutRule).toEqual([]);
    const floor = lint(code, 'espree', false, 'commonjs').milliseconds;
    expect(outcome.rulesMilliseconds).toBeLessThan(100 + floor);
  });
});

describe('long generated modules (bench/lib/generate.ts)', () => {
  it('exercise every rule', () => {
    const outcome = lint(generateModule(500), 'espree', true);
    expect(outcome.withoutRule).toEqual([]);
    expect([...outcome.reportingRules].sort()).toEqual(Object.keys(plugin.rules).sort());
  });

  it('cost the rules about the same per line at 20,000 lines as at 2,000', { timeout: 60_000 }, () => {
    const short = generateModule(2_000);
    const long = generateModule(20_000);
    const perLine = (code: string) => rulesTime(code, 'espree') / code.split('\n').length;
    perLine(short);
    expect(perLine(long)).toBeLessThan(2 * perLine(short));
  });
});
