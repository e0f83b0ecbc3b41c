// How many times the analysis answers its per-node questions while every rule lints a generated MCP module, at two
// sizes: linear work asks about four times as often for four times the units; work quadratic in the number of tools
// (each seal re-reading every result of the file, as confirmsRiskyAction once did) asks sixteen times as often.
import { Linter } from 'eslint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateModule, LINES_PER_UNIT } from '../../../bench/lib/generate.js';
import { McpAnalysis } from '../../../src/analysis/mcp/mcp.js';
import plugin from '../../../src/index.js';

const QUESTIONS = ['handlerOf', 'isIncomingState', 'hasVerificationStep', 'sealOf', 'openOf', 'terminalsOf', 'callSitesOf'] as const;

function countQuestions(units: number): Record<(typeof QUESTIONS)[number], number> {
  const spies = QUESTIONS.map((question) => vi.spyOn(McpAnalysis.prototype, question));
  const messages = new Linter({ configType: 'flat' }).verify(generateModule(units * LINES_PER_UNIT), [
    { plugins: { 'mcp-state': plugin as never }, rules: plugin.configs.all.rules as Linter.RulesRecord },
  ]);
  expect(messages.filter((message) => message.ruleId === null)).toEqual([]);
  expect(messages.length).toBe(5 * units + 1);
  const counts = Object.fromEntries(QUESTIONS.map((question, index) => [question, spies[index]!.mock.calls.length]));
  vi.restoreAllMocks();
  return counts as Record<(typeof QUESTIONS)[number], number>;
}

describe('questions asked while linting a generated module (config all)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('grow linearly with the number of tools', () => {
    const small = countQuestions(25);
    const large = countQuestions(100);
    for (const question of QUESTIONS) {
      expect(small[question], question).toBeGreaterThan(0);
      expect(large[question] / small[question], question).toBeLessThan(4.5);
    }
  });
});
