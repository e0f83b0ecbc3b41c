import tsParser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter } from 'eslint';

export interface FixProbeOptions {
  typescript?: boolean;
  /** `languageOptions.sourceType`; `module` unless told. */
  sourceType?: 'module' | 'commonjs' | 'script';
}

/** Hands a fix (or its absence) for `node` to the probe; the probe applies each to the code as written. */
export type Offer = (node: TSESTree.Node, fix: TSESLint.ReportFixFunction | undefined) => void;

/**
 * Lints `code` with a rule whose listeners `create` makes, and returns, in source order of the nodes offered, the code
 * as each offered fix alone leaves it, or `no fix` where none was offered. Throws when the code does not parse.
 */
export function fixOutputs(
  code: string,
  create: (context: Readonly<TSESLint.RuleContext<'probe', []>>, offer: Offer) => TSESLint.RuleListener,
  options: FixProbeOptions = {},
): string[] {
  const rule: TSESLint.RuleModule<'probe'> = {
    defaultOptions: [],
    meta: { type: 'problem', fixable: 'code', messages: { probe: 'probe' }, schema: [] },
    create: (context) => create(context, (node, fix) => context.report({ node, messageId: 'probe', ...(fix ? { fix } : {}) })),
  };
  const messages = new Linter({ configType: 'flat' }).verify(
    code,
    [
      {
        files: ['**/*.js', '**/*.ts'],
        languageOptions: { sourceType: options.sourceType ?? 'module', ...(options.typescript ? { parser: tsParser as never } : {}) },
        plugins: { test: { rules: { probe: rule as never } } },
        rules: { 'test/probe': 'error' },
      },
    ],
    options.typescript ? 'probe.ts' : 'probe.js',
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`code does not parse: ${fatal.message}`);
  return messages.map(({ fix }) => (fix ? code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]) : 'no fix'));
}
