import type { TSESLint } from '@typescript-eslint/utils';
import type { McpStateRule } from './create-rule.js';

export type FlatConfig = TSESLint.FlatConfig.Config;
export type ConfigName = 'recommended' | 'strict' | 'all';

type RuleEntry = TSESLint.FlatConfig.RuleEntry;

function ruleEntries(
  rules: Record<string, McpStateRule>,
  pick: (rule: McpStateRule) => RuleEntry | undefined,
): Record<string, RuleEntry> {
  const entries: Record<string, RuleEntry> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const entry = pick(rule);
    if (entry !== undefined) entries[`mcp-state/${name}`] = entry;
  }
  return entries;
}

/**
 * Test code, by the conventions test runners find it by (and `testing/` folders of test harnesses and fakes): its keys, tokens and comparisons never run in production (a
 * fixed key in a test's sealer is how tests are written). Every config leaves these files out; a project that wants
 * them linted adds the rules in a config object of its own.
 */
export const TEST_FILES: readonly string[] = ['**/*.{test,spec}.{js,jsx,mjs,cjs,ts,tsx,mts,cts}', '**/{test,tests,testing,__tests__,__mocks__}/**'];

/** Builds the three flat configs from each rule's `docs.recommended` and `docs.strictOptions`. */
export function buildConfigs(
  plugin: TSESLint.FlatConfig.Plugin,
  rules: Record<string, McpStateRule>,
): Record<ConfigName, FlatConfig> {
  const plugins = { 'mcp-state': plugin };
  return {
    recommended: {
      name: 'mcp-state/recommended',
      plugins,
      ignores: [...TEST_FILES],
      rules: ruleEntries(rules, (rule) => (rule.meta.docs.recommended === 'recommended' ? 'error' : undefined)),
    },
    strict: {
      name: 'mcp-state/strict',
      plugins,
      ignores: [...TEST_FILES],
      rules: ruleEntries(rules, ({ meta: { docs } }) => {
        if (docs.recommended === undefined) return undefined;
        return docs.strictOptions ? ['error', docs.strictOptions] : 'error';
      }),
    },
    all: {
      name: 'mcp-state/all',
      plugins,
      ignores: [...TEST_FILES],
      rules: ruleEntries(rules, ({ meta: { docs } }) => (docs.strictOptions ? ['error', docs.strictOptions] : 'error')),
    },
  };
}
