// An SDK 1.x server that puts an upstream credential imported from lib/config.js into the state it hands out.
import { REGION, UPSTREAM_TOKEN } from './lib/config.js';
import { toState } from './lib/state.js';

export function exportReport(args) {
  return {
    resultType: 'input_required',
    inputRequests: { format: { method: 'elicitation/create', params: { message: 'CSV or PDF?' } } },
    requestState: toState({ // expect: require-sealed-state
      report: args.report,
      region: REGION,
      forward: UPSTREAM_TOKEN, // expect: no-secrets-in-state
    }),
  };
}
