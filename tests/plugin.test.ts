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
