import type { McpStateRule } from '../src/create-rule.js';

/** Every rule of the plugin, by name (without the `mcp-state/` prefix). */
export const rules: Record<string, McpStateRule> = {};
