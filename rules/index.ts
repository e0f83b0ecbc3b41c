import type { McpStateRule } from '../src/create-rule.js';
import noTimingUnsafeCompare from './no-timing-unsafe-compare.js';
import requireSealedState from './require-sealed-state.js';
import requireStateBinding from './require-state-binding.js';

/** Every rule of the plugin, by name (without the `mcp-state/` prefix). */
export const rules: Record<string, McpStateRule> = {
  'no-timing-unsafe-compare': noTimingUnsafeCompare,
  'require-sealed-state': requireSealedState,
  'require-state-binding': requireStateBinding,
};
