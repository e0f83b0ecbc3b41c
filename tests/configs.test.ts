import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { defineConfig } from 'eslint/config';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import type { ConfigName } from '../src/configs.js';

// The configs as ESLint itself reads them: the real ESLint class, both ways a user can enable them.
const mcpState = plugin as unknown as ESLint.Plugin;
const configNames = Object.keys(plugin.configs) as ConfigName[];
const cwd = new URL('..', import.meta.url).pathname;

const LEAK = `import { createHmac } from 'node:crypto';

export function open(sealed) {
  const [body, mac] = sealed.split('.');
  return mac === createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');
}
`;

function eslintWith(config: Linter.Config[]): ESLint {
  return new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config });
}

function viaExtends(name: ConfigName): Linter.Config[] {
  return defineConfig({ plugins: { 'mcp-state': mcpState }, extends: [`mcp-state/${name}`] });
}

function direct(name: ConfigName): Linter.Config[] {
  return [plugin.configs[name] as Linter.Config];
}

async function rulesFor(config: Linter.Config[], file = 'server.js'): Promise<Record<string, unknown>> {
  const calculated = (await eslintWith(config).calculateConfigForFile(file)) as { rules: Record<string, unknown> };
  return calculated.rules;
}

/** The rules a config should turn on, from each rule's `docs.recommended` alone. */
function expectedRuleNames(name: ConfigName): string[] {
  return Object.entries(plugin.rules)
    .filter(([, rule]) => {
      const level = rule.meta.docs.recommended;
      if (name === 'recommended') return level === 'recommended';
      if (name === 'strict') return level !== undefined;
      return true;
    })
    .map(([ruleName]) => `mcp-state/${ruleName}`)
    .sort();
}

describe("defineConfig({ plugins: { 'mcp-state': plugin }, extends: ['mcp-state/recommended'] })", () => {
  it('reports with the real ESLint class', async () => {
    const [result] = await eslintWith(viaExtends('recommended')).lintText(LEAK, { filePath: 'server.js' });
    expect(result?.messages.map(({ ruleId, line, column, endLine, endColumn }) => ({ ruleId, line, column, endLine, endColumn }))).toEqual([
      { ruleId: 'mcp-state/no-timing-unsafe-compare', line: 5, column: 10, endLine: 5, endColumn: 94 },
    ]);
  });

  it('keeps the config name for ESLint’s messages and the config inspector', () => {
    expect(viaExtends('recommended').map((config) => config.name)).toContainEqual(expect.stringMatching(/(^|> )mcp-state\/recommended$/));
  });
});

describe.each(configNames)('the %s config', (name) => {
  it(`is named mcp-state/${name} and has no files, so it applies wherever the user lints`, () => {
    expect(plugin.configs[name].name).toBe(`mcp-state/${name}`);
    expect(plugin.configs[name]).not.toHaveProperty('files');
  });

  it('turns on exactly the rules docs.recommended puts in it, as errors, strict options in strict and all', async () => {
    const rules = await rulesFor(direct(name));
    expect(Object.keys(rules).sort()).toEqual(expectedRuleNames(name));
    for (const [ruleName, rule] of Object.entries(plugin.rules)) {
      const entry = rules[`mcp-state/${ruleName}`];
      if (entry === undefined) continue;
      const { strictOptions } = rule.meta.docs;
      // Reaching here means ESLint validated the options against the rule's schema.
      expect(entry).toEqual(
        name !== 'recommended' && strictOptions !== undefined
          ? [2, expect.objectContaining(strictOptions)]
          : [2, ...((rule.meta.defaultOptions as unknown[] | undefined) ?? [])],
      );
    }
  });

  it('calculates to the same config through extends as used directly', async () => {
    expect(await rulesFor(viaExtends(name))).toEqual(await rulesFor(direct(name)));
  });

  it('applies to .ts files once a config gives them a parser', async () => {
    const config = [{ files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser } }, ...direct(name)];
    expect(await rulesFor(config, 'server.ts')).toEqual(await rulesFor(direct(name)));
    const [result] = await eslintWith(config).lintText(LEAK.replace('(sealed)', '(sealed: string)'), { filePath: 'server.ts' });
    expect(result?.messages.filter((message) => message.ruleId === 'mcp-state/no-timing-unsafe-compare')).toHaveLength(1);
    expect(result?.messages.filter((message) => message.fatal === true)).toEqual([]);
  });
});
