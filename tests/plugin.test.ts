import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import plugin, { configs, rules } from '../src/index.js';
import { buildConfigs } from '../src/configs.js';
import { createRule, ruleDocsUrl } from '../src/create-rule.js';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

describe('plugin object', () => {
  it('names itself after package.json', () => {
    expect(plugin.meta).toEqual({ name: packageJson.name, version: packageJson.version, namespace: 'mcp-state' });
  });

  it('exposes rules and the three named flat configs', () => {
    expect(plugin.rules).toBe(rules);
    expect(Object.keys(configs).sort()).toEqual(['all', 'recommended', 'strict']);
    for (const [name, config] of Object.entries(configs)) {
      expect(config.name).toBe(`mcp-state/${name}`);
      expect(config.plugins?.['mcp-state']).toBe(plugin);
    }
  });

  it('lists every rule in `all`, and only recommended ones in `recommended`', () => {
    expect(Object.keys(configs.all.rules ?? {}).sort()).toEqual(Object.keys(rules).map((name) => `mcp-state/${name}`).sort());
    for (const [name, rule] of Object.entries(rules)) {
      expect(rule.name).toBe(name);
      expect(configs.recommended.rules?.[`mcp-state/${name}`]).toBe(
        rule.meta.docs.recommended === 'recommended' ? 'error' : undefined,
      );
    }
  });
});

describe('test files', () => {
  const code = [
    "import { createHmac } from 'node:crypto';",
    "export const macOf = (body) => createHmac('sha256', 'fixed-test-key').update(body).digest('base64url');",
  ].join('\n');
  const lint = async (filename: string) => {
    const { Linter } = await import('eslint');
    const linter = new Linter({ configType: 'flat', cwd: '/project' });
    return linter.verify(code, [configs.recommended as never], { filename: `/project/${filename}` }).map((message) => `${message.ruleId}:${message.line}:${message.column}`);
  };

  it('leaves out the files test runners find by convention, in every config', () => {
    for (const config of Object.values(configs)) expect(config.ignores).toEqual(['**/*.{test,spec}.{js,jsx,mjs,cjs,ts,tsx,mts,cts}', '**/{test,tests,testing,__tests__,__mocks__}/**']);
  });

  it('lints a production module, and not the same code in a test or a test helper', async () => {
    expect(await lint('src/state.js')).toEqual(['mcp-state/no-weak-state-key:2:53']);
    expect(await lint('src/state.test.js')).toEqual([]);
    expect(await lint('test/helpers/state.js')).toEqual([]);
    expect(await lint('src/__tests__/state.js')).toEqual([]);
  });
});

describe('messages', () => {
  /** A finding reads as one line of a terminal or a pull-request annotation; the reasons are in the rule's doc. */
  const MAX_TEMPLATE_LENGTH = 160;

  const templates = Object.entries(rules).flatMap(([name, rule]) =>
    Object.entries(rule.meta.messages as Record<string, string>).map(([messageId, template]) => ({ name, messageId, template })),
  );

  it('reads every rule’s templates', () => {
    expect(templates.length).toBeGreaterThanOrEqual(Object.keys(rules).length * 2);
    expect(new Set(templates.map(({ name }) => name))).toEqual(new Set(Object.keys(rules)));
  });

  it(`keeps every template at most ${MAX_TEMPLATE_LENGTH} characters`, () => {
    const tooLong = templates.filter(({ template }) => template.length > MAX_TEMPLATE_LENGTH).map(({ name, messageId, template }) => `${name}/${messageId}: ${template.length}`);
    expect(tooLong).toEqual([]);
  });

  it('writes every template as one sentence ending with a period', () => {
    const unfinished = templates.filter(({ template }) => !template.endsWith('.') || /[.!?] [A-Z]/.test(template)).map(({ name, messageId }) => `${name}/${messageId}`);
    expect(unfinished).toEqual([]);
  });
});

describe('createRule', () => {
  const rule = createRule({
    name: 'example-rule',
    meta: {
      type: 'problem',
      docs: { description: 'Disallow examples', recommended: 'strict', strictOptions: { deep: true } },
      messages: { found: 'found' },
      schema: [{ type: 'object', properties: { deep: { type: 'boolean' } }, additionalProperties: false }],
    },
    defaultOptions: [{ deep: false }],
    create: () => ({}),
  });

  it('points docs.url at the rule doc and hands defaultOptions to ESLint', () => {
    expect(rule.meta.docs.url).toBe(ruleDocsUrl('example-rule'));
    expect(rule.meta.docs.url).toMatch(/\/docs\/rules\/example-rule\.md$/);
    expect(rule.meta.defaultOptions).toEqual([{ deep: false }]);
  });

  it('builds configs from docs.recommended and strictOptions', () => {
    const built = buildConfigs({}, { 'example-rule': rule as never });
    expect(built.recommended.rules).toEqual({});
    expect(built.strict.rules).toEqual({ 'mcp-state/example-rule': ['error', { deep: true }] });
    expect(built.all.rules).toEqual({ 'mcp-state/example-rule': ['error', { deep: true }] });
  });
});
