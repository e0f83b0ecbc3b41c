// Public surface of the refund desk package. Other internal services embed
// the tool into their own MCP servers, so everything needed to do that is
// re-exported from here.

export * from './security/index.js';
export { default as registerRefundTool, REFUND_TOOL } from './tools/refund.js';

export const PACKAGE_NAME = '@shopco/refund-desk';
export const PACKAGE_VERSION = '3.0.0';

/**
 * Convenience for embedders: everything the refund tool depends on, wired
 * from environment variables.
 */
export async function defaultDependencies(env = process.env) {
  const { resolveStateKey, createRefundState, loadManagerKey } = await import('./security/index.js');
  const { key, source } = resolveStateKey(env);
  const state = createRefundState({
    key, // expect: no-weak-state-key
    onReject: (reason) => console.warn(`[refund-desk] state rejected: ${reason}`),
  });
  return { state, keySource: source, managerKey: loadManagerKey(env) };
}

export function describeDependencies(deps) {
  return {
    keySource: deps.keySource,
    managerApprovals: deps.managerKey ? 'enabled' : 'disabled',
    ...deps.state.stats(),
  };
}

export function assertProductionReady(deps) {
  const problems = [];
  if (deps.keySource !== 'env') problems.push('REFUND_STATE_KEY not configured');
  if (!deps.managerKey) problems.push('REFUND_MANAGER_KEY not configured');
  return problems;
}
