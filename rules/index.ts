import type { McpStateRule } from '../src/create-rule.js';
import noSecretsInState from './no-secrets-in-state.js';
import noTimingUnsafeCompare from './no-timing-unsafe-compare.js';
import noWeakStateKey from './no-weak-state-key.js';
import requireSealedState from './require-sealed-state.js';
import requireStateBinding from './require-state-binding.js';

/** Every rule of the plugin, by name (without the `mcp-state/` prefix). */
export const rules: Record<string, McpStateRule> = {
  'no-secrets-in-state': noSecretsInState,
  'no-timing-unsafe-compare': noTimingUnsafeCompare,
  'no-weak-state-key': noWeakStateKey,
  'require-sealed-state': requireSealedState,
  'require-state-binding': requireStateBinding,
};
