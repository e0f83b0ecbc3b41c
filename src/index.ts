import type { TSESLint } from '@typescript-eslint/utils';
import { rules } from '../rules/index.js';
import { buildConfigs, type ConfigName, type FlatConfig } from './configs.js';

export const PLUGIN_NAME = 'eslint-plugin-mcp-state';
export const PLUGIN_VERSION = '0.1.0';

interface McpStatePlugin {
  meta: { name: string; version: string; namespace: string };
  rules: typeof rules;
  configs: Record<ConfigName, FlatConfig>;
}

const plugin: McpStatePlugin = {
  meta: { name: PLUGIN_NAME, version: PLUGIN_VERSION, namespace: 'mcp-state' },
  rules,
  configs: {} as Record<ConfigName, FlatConfig>,
};
Object.assign(plugin.configs, buildConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin, rules));

export { rules };
export const configs = plugin.configs;
export default plugin;
