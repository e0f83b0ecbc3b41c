import tsParser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import { analyzeFile, type FileAnalysis } from '../../src/analysis/index.js';
import type { Provenance } from '../../src/analysis/values/index.js';
import { getMcpFile, type McpFile } from '../../src/analysis/mcp/file.js';

export interface ProbeOptions {
  typescript?: boolean;
  commonJs?: boolean;
  settings?: Record<string, unknown>;
  /** Defaults to file.ts / file.js. */
  filename?: string;
}

/**
 * Lints `code` with one rule whose listeners `create` makes (it reports nothing) and returns ESLint's messages;
 * throws when the code does not parse.
 */
export function lintWithRule(
  code: string,
  create: (context: Readonly<TSESLint.RuleContext<never, []>>) => TSESLint.RuleListener,
  config: Linter.Config = {},
  filename?: string,
): Linter.LintMessage[] {
  const rule: TSESLint.RuleModule<never> = { defaultOptions: [], meta: { type: 'problem', messages: {}, schema: [] }, create };
  const messages = new Linter({ configType: 'flat' }).verify(
    code,
    [{ files: ['**/*.js', '**/*.ts'], ...config, plugins: { test: { rules: { rule: rule as never } } }, rules: { 'test/rule': 'error' } }],
    filename,
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`code does not parse: ${fatal.message}`);
  return messages;
}

/** The settings and language options `options` ask for. */
function configOf(options: ProbeOptions): Linter.Config {
  return {
    settings: options.settings ?? {},
    languageOptions: {
      sourceType: options.commonJs ? 'commonjs' : 'module',
      ...(options.typescript ? { parser: tsParser as never } : {}),
    },
  };
}

/**
 * Lints `code` with a rule that asks the analysis about the argument of every `probe(…)` call,
 * and returns the answers in source order.
 */
export function probe(code: string, options: ProbeOptions = {}): Provenance[] {
  const answers: Provenance[] = [];
  lintWithRule(
    code,
    (context) => {
      const { provenance } = analyzeFile(context);
      return {
        'CallExpression[callee.name="probe"]'(call: TSESTree.CallExpression) {
          const [argument] = call.arguments;
          if (argument && argument.type !== 'SpreadElement') answers.push(provenance.of(argument));
        },
      };
    },
    configOf(options),
    options.typescript ? 'probe.ts' : 'probe.js',
  );
  return answers;
}

/** The kind of each probed value. */
export const kindsOf = (code: string, options?: ProbeOptions): string[] => probe(code, options).map((value) => value.kind);

/** Lints `code` with a rule that hands the file's analysis to `inspect` once the whole file is read. */
export function withFileAnalysis<T>(code: string, inspect: (analysis: FileAnalysis) => T, options: ProbeOptions = {}): T {
  let result: { value: T } | undefined;
  lintWithRule(
    code,
    (context) => ({
      'Program:exit'() {
        result = { value: inspect(analyzeFile(context)) };
      },
    }),
    configOf(options),
    options.filename ?? (options.typescript ? 'file.ts' : 'file.js'),
  );
  if (!result) throw new Error('the rule did not run');
  return result.value;
}

/** Lints `code` with a rule that hands the file's MCP analysis to `inspect` once the whole file is read. */
export function withMcpFile<T>(
  code: string,
  inspect: (mcp: McpFile, sourceCode: Readonly<TSESLint.SourceCode>) => T,
  options: ProbeOptions = {},
): T {
  return withFileAnalysis(code, ({ sourceCode, provenance }) => inspect(getMcpFile(sourceCode, provenance), sourceCode), options);
}
