// How many times the analysis answers its per-node questions while every rule lints a generated MCP module, at two
// sizes: linear work asks about four times as often for four times the units; work quadratic in the number of tools
// (each seal re-reading every result of the file, as confirmsRiskyAction once did) asks sixteen times as often.
// Each question is counted where another module asks it (a module's calls to itself are not counted).
import { Linter } from 'eslint';
import { describe, expect, it, vi } from 'vitest';
import { generateModule, LINES_PER_UNIT } from '../../../bench/lib/generate.js';
import plugin from '../../../src/index.js';

const asked = vi.hoisted(() => {
  const counts = new Map<string, number>();
  /** The module with its export `name` counting each call as an ask of `question`. */
  function counting<M extends object, K extends keyof M>(module: M, name: K, question: string): M {
    const answer = module[name] as (...args: unknown[]) => unknown;
    const counted = (...args: unknown[]) => {
      counts.set(question, (counts.get(question) ?? 0) + 1);
      return answer(...args);
    };
    return { ...module, [name]: counted };
  }
  return { counts, counting };
});

vi.mock(import('../../../src/analysis/mcp/tool-handlers.js'), async (load) => asked.counting(await load(), 'enclosingToolHandler', 'handlerOf'));
vi.mock(import('../../../src/analysis/mcp/incoming-state.js'), async (load) => asked.counting(await load(), 'isIncomingState', 'isIncomingState'));
vi.mock(import('../../../src/analysis/mcp/verification-steps.js'), async (load) => asked.counting(await load(), 'hasVerificationStep', 'hasVerificationStep'));
vi.mock(import('../../../src/analysis/mcp/seals.js'), async (load) => asked.counting(await load(), 'sealOf', 'sealOf'));
vi.mock(import('../../../src/analysis/mcp/opens.js'), async (load) => asked.counting(await load(), 'openOf', 'openOf'));
vi.mock(import('../../../src/analysis/mcp/value-terminals.js'), async (load) => asked.counting(await load(), 'terminalsOf', 'terminalsOf'));
vi.mock(import('../../../src/analysis/mcp/call-sites.js'), async (load) => asked.counting(await load(), 'callSitesOf', 'callSitesOf'));

const QUESTIONS = ['handlerOf', 'isIncomingState', 'hasVerificationStep', 'sealOf', 'openOf', 'terminalsOf', 'callSitesOf'] as const;

function countQuestions(units: number): Record<(typeof QUESTIONS)[number], number> {
  asked.counts.clear();
  const messages = new Linter({ configType: 'flat' }).verify(generateModule(units * LINES_PER_UNIT), [
    { plugins: { 'mcp-state': plugin as never }, rules: plugin.configs.all.rules as Linter.RulesRecord },
  ]);
  expect(messages.filter((message) => message.ruleId === null)).toEqual([]);
  expect(messages.length).toBe(5 * units + 1);
  return Object.fromEntries(QUESTIONS.map((question) => [question, asked.counts.get(question) ?? 0])) as Record<
    (typeof QUESTIONS)[number],
    number
  >;
}

describe('questions asked while linting a generated module (config all)', () => {
  it('grow linearly with the number of tools', () => {
    const small = countQuestions(25);
    const large = countQuestions(100);
    for (const question of QUESTIONS) {
      expect(small[question], question).toBeGreaterThan(0);
      expect(large[question] / small[question], question).toBeLessThan(4.5);
    }
  });
});
