import type { McpStateRule } from '../src/create-rule.js';
import noTimingUnsafeCompare from './no-timing-unsafe-compare.js';

/** Every rule of the plugin, by name (without the `mcp-state/` prefix). */
export const rules: Record<string, McpStateRule> = {
  'no-timing-unsafe-compare': noTimingUnsafeCompare,
};
