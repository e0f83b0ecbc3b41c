// Payout tools of the same server in JavaScript: one codec carries the user but nothing compares it, the other compares inline.
import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';

const payoutCodec = createRequestStateCodec({ key: Buffer.from(process.env.PAYOUT_STATE_KEY, 'base64') }); // expect: require-state-binding
const refundCodec = createRequestStateCodec({ key: Buffer.from(process.env.REFUND_STATE_KEY, 'base64') });

export function registerPayoutTools(server) {
  server.registerTool('approve_payout', { description: 'Approve a payout' }, async ({ payoutId }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const state = ctx.mcpReq.requestState();
    if (!state) return inputRequired({ inputRequests: {}, requestState: await payoutCodec.mint({ userId, tool: 'approve_payout', payoutId }, ctx) });
    return { content: [{ type: 'text', text: `Approved ${state.payoutId}` }] };
  });

  server.registerTool('issue_refund', { description: 'Issue a refund' }, async ({ chargeId }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const state = ctx.mcpReq.requestState();
    if (!state || state.userId !== userId || state.tool !== 'issue_refund' || state.chargeId !== chargeId) {
      return inputRequired({ inputRequests: {}, requestState: await refundCodec.mint({ userId, tool: 'issue_refund', chargeId }, ctx) });
    }
    return { content: [{ type: 'text', text: `Refunded ${state.chargeId}` }] };
  });
}
