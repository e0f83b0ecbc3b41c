// Models the refund desk MCP server on SDK 2.x registerTool, sealing requestState with its own HMAC helpers (no codec hook).
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { sealRefundState, openRefundState } from './sealing';
import { Payments } from './payments';

const payments = new Payments();
const server = new McpServer({ name: 'refund-desk', version: '0.4.2' }, { capabilities: { tools: {} } });
const reasonSchema = z.object({ reason: z.string().min(3) });

server.registerTool(
  'issue_refund',
  {
    description: 'Refund part or all of an order; asks the agent for a reason first',
    inputSchema: z.object({ orderId: z.string(), amountCents: z.number().int().positive() }),
    annotations: { openWorldHint: true },
  },
  async ({ orderId, amountCents }, ctx) => {
    const agentId = ctx.http?.authInfo?.extra?.agentId as string;
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'reason', reasonSchema);

    if (!answer) {
      const order = await payments.order(orderId);
      if (amountCents > order.totalCents - order.refundedCents) {
        return { isError: true, content: [{ type: 'text', text: 'Amount exceeds what is left to refund.' }] };
      }
      return inputRequired({
        inputRequests: {
          reason: inputRequired.elicit({ message: `Why refund ${amountCents / 100} on order ${orderId}?`, requestedSchema: reasonSchema }),
        },
        requestState: sealRefundState({ orderId, amountCents }, agentId),
      });
    }

    const flow = openRefundState(ctx.mcpReq.requestState()); // expect: require-state-binding
    if (!flow || flow.tool !== 'issue_refund') {
      return { isError: true, content: [{ type: 'text', text: 'Refund session expired, start again.' }] };
    }
    const { refundId } = await payments.refund(flow.orderId, flow.amountCents, answer.reason, agentId);
    return { content: [{ type: 'text', text: `Refund ${refundId} issued for order ${flow.orderId}.` }] };
  },
);

server.connect(new StdioServerTransport()).catch(err => {
  console.error(err);
  process.exit(1);
});
