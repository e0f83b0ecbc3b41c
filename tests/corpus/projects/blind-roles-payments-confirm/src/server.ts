// MCP server (SDK 1.x McpServer) for payouts and refunds, each confirmed in a second round.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { payoutStateKey, refundStateKey } from './keys';
import { sealPayout, openPayout, sealRefund, openRefund, digestArgs } from './seal';

const confirmRequest = (message: string) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] } },
});
const refused = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function createServer(): McpServer {
  const server = new McpServer({ name: 'payments-confirm', version: '0.8.0' });

  server.registerTool(
    'confirm_payout',
    { description: 'Send a payout to a connected account', inputSchema: { accountId: z.string(), amount: z.number().int() }, annotations: { destructiveHint: true } },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId as string | undefined;
      if (!userId) return refused('Authentication required');
      const raw = (extra as any).requestState as string | undefined;
      if (!raw) {
        return {
          resultType: 'input_required',
          inputRequests: { confirm: confirmRequest(`Pay out ${args.amount} to ${args.accountId}?`) },
          requestState: sealPayout(payoutStateKey, { argsDigest: digestArgs(args), clientId: extra.authInfo?.clientId }, userId), // expect: no-weak-state-key
        };
      }
      const state = openPayout(payoutStateKey, raw, userId); // expect: require-state-binding
      if (!state || state.argsDigest !== digestArgs(args)) return refused('Invalid or expired requestState');
      return { content: [{ type: 'text', text: `Payout of ${args.amount} queued` }] };
    },
  );

  server.registerTool(
    'refund_charge',
    { description: 'Refund a card charge', inputSchema: { chargeId: z.string() }, annotations: { destructiveHint: true } },
    async ({ chargeId }, extra) => {
      const userId = extra.authInfo?.extra?.userId as string | undefined;
      if (!userId) return refused('Authentication required');
      const raw = (extra as any).requestState as string | undefined;
      if (!raw) {
        return {
          resultType: 'input_required',
          inputRequests: { confirm: confirmRequest(`Refund charge ${chargeId}?`) },
          requestState: sealRefund(refundStateKey, {
            chargeId,
            processor: process.env.STRIPE_SECRET_KEY, // expect: no-secrets-in-state
            livemode: process.env.STRIPE_LIVEMODE === 'true',
          }, userId),
        };
      }
      const state = openRefund(refundStateKey, raw, userId);
      if (!state || state.chargeId !== chargeId) return refused('Invalid or expired requestState');
      return { content: [{ type: 'text', text: `Refunded ${chargeId}` }] };
    },
  );

  return server;
}
