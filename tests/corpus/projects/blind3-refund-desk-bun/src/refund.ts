import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { issueStateToken, readStateToken } from './tokens';
import { payments } from './payments';

const refundArgs = { orderId: z.string(), amountCents: z.number().int().positive(), reason: z.string() };

export function registerRefund(server: McpServer) {
  server.registerTool(
    'issue_refund',
    { description: 'Refund (part of) an order', inputSchema: refundArgs, annotations: { destructiveHint: true } },
    async (args, ctx) => {
      const agent = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!agent) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const token = await ctx.mcpReq.requestState<string>();
      if (!token) {
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Refund ${(args.amountCents / 100).toFixed(2)} on order ${args.orderId}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            }),
          },
          requestState: issueStateToken(args, agent),
        });
      }

      const claims = readStateToken(token); // expect: require-sealed-state
      if (!claims || claims.sub !== agent || claims.tool !== 'issue_refund') {
        return { isError: true, content: [{ type: 'text', text: 'Refund request expired, ask again.' }] };
      }
      if (claims.orderId !== args.orderId || claims.amountCents !== args.amountCents) {
        return { isError: true, content: [{ type: 'text', text: 'Arguments changed since approval.' }] };
      }
      if (acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve')?.approve !== true) {
        return { content: [{ type: 'text', text: 'Refund not issued.' }] };
      }
      const id = await payments.refund(claims.orderId, claims.amountCents, claims.reason);
      return { content: [{ type: 'text', text: `Refund ${id} issued.` }] };
    },
  );
}
