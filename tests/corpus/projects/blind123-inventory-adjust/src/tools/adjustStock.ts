// Registers the adjust_stock tool, which asks for a reason and approval before changing on-hand stock.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { digestArgs, vault, type Sealed } from '../state/index.js';
import { userIdFrom } from '../identity.js';
import { adjust, stockOf } from '../wms.js';

const TOOL = 'adjust_stock';

const Args = z.object({
  sku: z.string(),
  warehouse: z.string(),
  delta: z.number().int().refine((n) => n !== 0, 'delta must not be zero'),
});

interface AdjustData {
  before: number;
  etag: string;
}

const fail = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export function registerAdjustStock(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Correct the on-hand count of a SKU in one warehouse (write-off, found stock, recount).',
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdFrom(ctx);
      // already decrypted and checked for user and expiry by the server's verify hook
      const state = ctx.mcpReq.requestState<Sealed<AdjustData>>();

      if (!state) {
        const level = await stockOf(args.sku, args.warehouse);
        if (level.onHand + args.delta < 0) return fail(`Only ${level.onHand} on hand.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Change ${args.sku} in ${args.warehouse} from ${level.onHand} to ${level.onHand + args.delta}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  reason: { type: 'string', enum: ['damaged', 'recount', 'found', 'theft'] },
                  approve: { type: 'boolean' },
                },
                required: ['reason', 'approve'],
              },
            }),
          },
          requestState: vault.seal<AdjustData>(
            { before: level.onHand, etag: level.etag },
            { userId, tool: TOOL, argsDigest: digestArgs(args) },
          ),
        });
      }

      if (state.tool !== TOOL || state.argsDigest !== digestArgs(args)) {
        return fail('This confirmation was for a different request.');
      }
      const answer = acceptedContent<{ reason: string; approve: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return { content: [{ type: 'text' as const, text: 'No change made.' }] };
      const after = await adjust(args.sku, args.warehouse, args.delta, answer.reason, userId, state.data.etag);
      return { content: [{ type: 'text' as const, text: `${args.sku}@${args.warehouse}: ${state.data.before} -> ${after.onHand}` }] };
    },
  );
}
