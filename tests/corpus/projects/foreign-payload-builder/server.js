// A calendar tool that seals the pending invite, built in lib/pending.js, into its state.
import { sealState } from 'eslint-plugin-mcp-state/seal';
import { pendingInvite, pendingSummary } from './lib/pending.js';

export async function invite(args, session) {
  const pending = pendingInvite(session, args.slot);
  const sealed = sealState(pending, { userId: session.userId, tool: 'invite' }); // expect: no-secrets-in-state
  return { resultType: 'input_required', inputRequests: {}, requestState: sealed };
}

export async function summarize(args, session) {
  // refreshedAt is a time, not a token: nothing to report
  const state = sealState(pendingSummary(session, args.slot), { userId: session.userId, tool: 'summarize' });
  return { resultType: 'input_required', inputRequests: {}, requestState: state };
}
