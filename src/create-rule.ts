import type { TSESLint } from '@typescript-eslint/utils';
import { experiment } from './experiments.js';

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-mcp-state/eslint-plugin-mcp-state';

/** The config a rule belongs to: `recommended` rules are in every config, `strict` ones only in `strict` and `all`. */
export type RuleConfigName = 'recommended' | 'strict';

export interface McpStateRuleDocs {
  description: string;
  recommended?: RuleConfigName;
  /** Options the `strict` config sets for this rule (its first option object). */
  strictOptions?: Record<string, unknown>;
  url?: string;
}

export type McpStateRule<
  MessageIds extends string = string,
  Options extends readonly unknown[] = readonly unknown[],
> = TSESLint.RuleModule<MessageIds, Options, McpStateRuleDocs> & {
  name: string;
  meta: { docs: McpStateRuleDocs };
};

type RuleMetaWithoutUrl<MessageIds extends string, Options extends readonly unknown[]> = Omit<
  TSESLint.RuleMetaData<MessageIds, McpStateRuleDocs, Options>,
  'docs' | 'defaultOptions'
> & { docs: Omit<McpStateRuleDocs, 'url'> };

export interface RuleDefinition<MessageIds extends string, Options extends readonly unknown[]> {
  name: string;
  meta: RuleMetaWithoutUrl<MessageIds, Options>;
  defaultOptions: Options;
  create: (context: Readonly<TSESLint.RuleContext<MessageIds, Options>>) => TSESLint.RuleListener;
}

export function ruleDocsUrl(name: string): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`;
}

/**
 * Defines a rule. Options are merged with `defaultOptions` by ESLint itself
 * (`meta.defaultOptions`, ESLint ≥ 9.15), so `context.options` is complete inside `create`.
 */
export function createRule<MessageIds extends string, Options extends readonly unknown[]>({
  name,
  meta,
  defaultOptions,
  create,
}: RuleDefinition<MessageIds, Options>): McpStateRule<MessageIds, Options> {
  return {
    name,
    meta: {
      ...meta,
      docs: { ...meta.docs, url: ruleDocsUrl(name) },
      defaultOptions,
    },
    defaultOptions,
    create: measuringSwitches(name, create),
  };
}

/** `create`, or a rule that does nothing where a measuring switch ({@link experiment}) turns it off. */
function measuringSwitches<Context extends { sourceCode: { text: string } }>(name: string, create: (context: Context) => TSESLint.RuleListener) {
  if (experiment(`off:${name}`)) return () => ({});
  if (experiment('state-files-only')) return (context: Context) => (context.sourceCode.text.includes('requestState') ? create(context) : {});
  return create;
}
