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
  const counting =
    <A extends unknown[], R>(question: string, answer: (...args: A) => R) =>
    (...args: A): R => {
      counts.set(question, (counts.get(question) ?? 0) + 1);
      return answer(...args);
    };
  return { counts, counting };
});

vi.mock(import('../../../src/analysis/mcp/tool-handlers.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, enclosingToolHandler: asked.counting('handlerOf', original.enclosingToolHandler) };
});
vi.mock(import('../../../src/analysis/mcp/incoming-state.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, isIncomingState: asked.counting('isIncomingState', original.isIncomingState) };
});
vi.mock(import('../../../src/analysis/mcp/verification-steps.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, hasVerificationStep: asked.counting('hasVerificationStep', original.hasVerificationStep) };
});
vi.mock(import('../../../src/analysis/mcp/seals.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, sealOf: asked.counting('sealOf', original.sealOf) };
});
vi.mock(import('../../../src/analysis/mcp/opens.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, openOf: asked.counting('openOf', original.openOf) };
});
vi.mock(import('../../../src/analysis/mcp/value-terminals.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, terminalsOf: asked.counting('terminalsOf', original.terminalsOf) };
});
vi.mock(import('../../../src/analysis/mcp/call-sites.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, callSitesOf: asked.counting('callSitesOf', original.callSitesOf) };
});

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
