import { randomUUID } from 'node:crypto';
import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateCodec, stateFor, StaleStateError } from '#lib/state.js';
import { argsDigest } from '#lib/args-digest.js';
import { userIdOf } from '../auth.js';
import { wmsClient } from './wms-client.js';

const TOOL = 'transfer_stock';

const schema = z.object({
  sku: z.string().min(1),
  from: z.string().min(1),
  to: z.string().min(1),
  qty: z.number().int().positive(),
});

export function registerTransferStock(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Transfer stock between locations',
      inputSchema: schema,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const actor = userIdOf(ctx);

      let pending;
      try {
        pending = stateFor(ctx, TOOL, args);
      } catch (err) {
        if (err instanceof StaleStateError) return { isError: true, content: [{ type: 'text', text: err.message }] };
        throw err;
      }

      if (!pending) {
        const row = await wmsClient.onHand(args.sku, args.from);
        if (row.onHand < args.qty) {
          return { isError: true, content: [{ type: 'text', text: `Only ${row.onHand} of ${args.sku} at ${args.from}.` }] };
        }
        const requestState = await stateCodec.mint(
          { tool: TOOL, argsDigest: argsDigest(args), idempotencyKey: randomUUID(), reservedAt: Date.now() },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Move ${args.qty} x ${args.sku} from ${args.from} to ${args.to}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState,
        });
      }

      if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };
      }
      const { moveId } = await wmsClient.transfer({ ...args, actor }, pending.idempotencyKey);
      return { content: [{ type: 'text', text: `Move ${moveId} recorded.` }] };
    },
  );
}
