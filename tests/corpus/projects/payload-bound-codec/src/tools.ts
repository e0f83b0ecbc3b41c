// Payment tools (SDK 2.x) that mint their binding into the payload and compare it on the retry, inline or through a guard package.
// @ts-nocheck
import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { assertBound } from '@acme/mcp-guards';
import { sameArgs, transferCodec } from './state.js';

export function registerPaymentTools(server: McpServer): void {
  server.registerTool('transfer_funds', { description: 'Move money between accounts' }, async (args: { from: string; to: string; amount: number }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const state = ctx.mcpReq.requestState<{ userId: string; tool: string; args: unknown }>();
    if (!state || state.userId !== userId || state.tool !== 'transfer_funds' || !sameArgs(state.args, args)) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Send ${args.amount} to ${args.to}?`, requestedSchema: {} }) },
        requestState: await transferCodec.mint({ userId, tool: 'transfer_funds', args }, ctx),
      });
    }
    return { content: [{ type: 'text', text: `Sent ${args.amount}` }] };
  });

  server.registerTool('schedule_transfer', { description: 'Schedule a transfer' }, async (args: { to: string; amount: number; on: string }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const state = ctx.mcpReq.requestState();
    if (!state) {
      return inputRequired({ inputRequests: {}, requestState: await transferCodec.mint({ userId, tool: 'schedule_transfer', args }, ctx) });
    }
    assertBound(state, { userId, tool: 'schedule_transfer', args });
    return { content: [{ type: 'text', text: `Scheduled for ${args.on}` }] };
  });
}
