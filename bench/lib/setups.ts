// The ESLint setups the benchmark compares and the corpus run uses, as flat configs over the corpus.
import { createRequire } from 'node:module';
import { ESLint, type Linter } from 'eslint';
import plugin from '../../src/index.js';
import { analyzeFile } from '../../src/analysis/index.js';
import { getMcpFile } from '../../src/analysis/mcp/index.js';
import { FLOOR_CONFIG, languageConfigs } from './base-config.js';
import type { CorpusFile } from './corpus.js';

export { languageConfigs };

const require = createRequire(import.meta.url);
const securityPlugin = require('eslint-plugin-security') as ESLint.Plugin & {
  configs: { recommended: Linter.Config };
};

export const mcpStatePlugin = plugin as unknown as ESLint.Plugin & {
  rules: Record<string, unknown>;
  configs: Record<'recommended' | 'strict' | 'all', Linter.Config>;
};

export type SetupName = 'floor' | 'mcp-state' | 'no-unused-vars' | 'security' | 'mcp-state-start';

export const SETUP_LABELS: Record<SetupName, string> = {
  floor: '(a) one rule doing nothing: parse + traverse',
  'mcp-state': '(b) + all mcp-state rules',
  'no-unused-vars': '(c) + core no-unused-vars',
  security: '(d) + eslint-plugin-security recommended',
  'mcp-state-start': "(a) + the mcp-state rules' shared start alone: no rule's own question",
};

/** The setups users run, which the corpus sections compare. */
export const SETUP_NAMES: SetupName[] = ['floor', 'mcp-state', 'no-unused-vars', 'security'];

/** Every mcp-state rule at `error` with its default options. */
export function mcpStateDefaultsConfig(): Linter.Config {
  return {
    name: 'mcp-state/every-rule-with-default-options',
    plugins: { 'mcp-state': mcpStatePlugin },
    rules: Object.fromEntries(Object.keys(mcpStatePlugin.rules).map((name) => [`mcp-state/${name}`, 'error' as const])),
  };
}

/**
 * What every file pays before any mcp-state rule asks a question of its own: the shared analysis (`analyzeFile`), its
 * MCP view, and the two gates that look into the modules a file imports (may any of them compute a MAC, or read a
 * secret from the environment?). It reports nothing and no user runs it: it is the floor under the rules' own clocks
 * in the design as it stands, which tuning the rules' own questions cannot lower.
 */
const sharedStartPlugin: ESLint.Plugin = {
  meta: { name: 'bench-start' },
  rules: {
    'shared-start': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const { sourceCode, provenance } = analyzeFile(context as unknown as Parameters<typeof analyzeFile>[0]);
        getMcpFile(sourceCode, provenance);
        provenance.mayComputeMacs();
        provenance.mayReadSecretEnvironment();
        return {};
      },
    },
  },
};

/**
 * A config of the plugin without its `ignores` (test files): the bench and the corpus measure the rules on every file
 * they are given, as the floor lints every file.
 */
export function withoutIgnores(config: Linter.Config): Linter.Config {
  const rest = { ...config };
  delete rest.ignores;
  return rest;
}

export function setupConfig(setup: SetupName): Linter.Config[] {
  switch (setup) {
    case 'floor':
      return [FLOOR_CONFIG];
    case 'mcp-state':
      return [FLOOR_CONFIG, withoutIgnores(mcpStatePlugin.configs.all)];
    case 'no-unused-vars':
      return [FLOOR_CONFIG, { name: 'core/no-unused-vars', rules: { 'no-unused-vars': 'error' } }];
    case 'security':
      return [FLOOR_CONFIG, securityPlugin.configs.recommended];
    case 'mcp-state-start':
      return [FLOOR_CONFIG, { name: 'bench/shared-start', plugins: { 'bench-start': sharedStartPlugin }, rules: { 'bench-start/shared-start': 'error' } }];
  }
}

export interface EngineOptions {
  readonly cwd: string;
  readonly fix?: boolean;
  readonly stats?: boolean;
}

/** An ESLint instance over the corpus (node_modules included); no config file and no inline config is read. */
export function createEngine(
  files: readonly CorpusFile[],
  rules: readonly Linter.Config[],
  { cwd, fix = false, stats = false }: EngineOptions,
): ESLint {
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    // third-party eslint-disable and /* eslint … */ comments must neither hide findings nor add rules
    allowInlineConfig: false,
    overrideConfig: [...languageConfigs(files), ...rules],
    fix,
    stats,
  });
}

export function mcpStateRuleIds(): string[] {
  return Object.keys(mcpStatePlugin.rules).map((name) => `mcp-state/${name}`);
}
