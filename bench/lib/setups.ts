// The ESLint setups the benchmark compares and the corpus run uses, as flat configs over the corpus.
import { createRequire } from 'node:module';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import plugin from '../../src/index.js';
import { analyzeFile } from '../../src/analysis/index.js';
import { getMcpFile } from '../../src/analysis/mcp/index.js';
import type { CorpusFile } from './corpus.js';

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

const SOURCE_GLOBS = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.ts', '**/*.mts', '**/*.cts'];
const TYPESCRIPT_GLOBS = ['**/*.ts', '**/*.mts', '**/*.cts'];

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/**
 * Parser and source type for each corpus file: ESLint's defaults (espree, ESM for .js) corrected by the package
 * type of the folder a .js file sits in, and `@typescript-eslint/parser` for TypeScript.
 */
export function languageConfigs(files: readonly CorpusFile[]): Linter.Config[] {
  const commonjsFolders = new Set<string>();
  for (const file of files) {
    if (file.parser === 'espree' && file.sourceType === 'commonjs' && file.path.endsWith('.js')) {
      commonjsFolders.add(directoryOf(file.path));
    }
  }
  const configs: Linter.Config[] = [
    { name: 'corpus/node-modules-too', ignores: ['!**/node_modules/'] },
    { name: 'corpus/sources', files: SOURCE_GLOBS, languageOptions: { ecmaVersion: 'latest' } },
    { name: 'corpus/typescript', files: TYPESCRIPT_GLOBS, languageOptions: { parser: tsParser as Linter.Parser } },
    { name: 'corpus/typescript-commonjs', files: ['**/*.cts'], languageOptions: { sourceType: 'commonjs' } },
  ];
  if (commonjsFolders.size > 0) {
    configs.push({
      name: 'corpus/commonjs-packages',
      files: [...commonjsFolders].sort().map((folder) => `${folder}/*.js`),
      languageOptions: { sourceType: 'commonjs' },
    });
  }
  return configs;
}

/** Every mcp-state rule at `error` with its default options. */
export function mcpStateDefaultsConfig(): Linter.Config {
  return {
    name: 'mcp-state/every-rule-with-default-options',
    plugins: { 'mcp-state': mcpStatePlugin },
    rules: Object.fromEntries(Object.keys(mcpStatePlugin.rules).map((name) => [`mcp-state/${name}`, 'error' as const])),
  };
}

/**
 * A rule with one empty listener: with no rule at all ESLint skips its traversal, so the floor every real
 * configuration pays is parsing, scope analysis and one walk of the AST.
 */
const floorPlugin: ESLint.Plugin = {
  meta: { name: 'bench-floor' },
  rules: { 'does-nothing': { meta: { type: 'problem', schema: [] }, create: () => ({ 'Program:exit'() {} }) } },
};

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

const FLOOR_CONFIG: Linter.Config = {
  name: 'bench/floor',
  plugins: { 'bench-floor': floorPlugin },
  rules: { 'bench-floor/does-nothing': 'error' },
};

export function setupConfig(setup: SetupName): Linter.Config[] {
  switch (setup) {
    case 'floor':
      return [FLOOR_CONFIG];
    case 'mcp-state':
      return [FLOOR_CONFIG, mcpStatePlugin.configs.all];
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
