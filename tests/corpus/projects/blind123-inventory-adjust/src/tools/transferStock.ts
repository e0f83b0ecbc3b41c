// Registers the transfer_stock tool, which asks which warehouse to take stock from before a transfer.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { digestArgs, vault, type Sealed } from '../state/index.js';
import { userIdFrom } from '../identity.js';
import { transfer, warehousesWith } from '../wms.js';

const TOOL = 'transfer_stock';

interface TransferData {
  sources: string[];
}

export function registerTransferStock(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Move stock of a SKU into a warehouse, asking which warehouse to take it from.',
      inputSchema: z.object({ sku: z.string(), to: z.string(), qty: z.number().int().positive() }),
    },
    async (args, ctx) => {
      const userId = userIdFrom(ctx);
      const state = ctx.mcpReq.requestState<Sealed<TransferData>>();

      if (!state) {
        const levels = (await warehousesWith(args.sku)).filter((l) => l.warehouse !== args.to && l.onHand >= args.qty);
        if (levels.length === 0) {
          return { content: [{ type: 'text' as const, text: `No warehouse has ${args.qty} of ${args.sku} to spare.` }], isError: true };
        }
        const sources = levels.map((l) => l.warehouse);
        return inputRequired({
          inputRequests: {
            source: inputRequired.elicit({
              message: `Take ${args.qty} × ${args.sku} from which warehouse?`,
              requestedSchema: { type: 'object', properties: { from: { type: 'string', enum: sources } }, required: ['from'] },
            }),
          },
          requestState: vault.seal<TransferData>({ sources }, { userId, tool: TOOL, argsDigest: digestArgs(args) }),
        });
      }

      if (state.tool !== TOOL || state.argsDigest !== digestArgs(args)) {
        return { content: [{ type: 'text' as const, text: 'Stale transfer request, please retry.' }], isError: true };
      }
      const pick = acceptedContent<{ from: string }>(ctx.mcpReq.inputResponses, 'source');
      if (!pick || !state.data.sources.includes(pick.from)) {
        return { content: [{ type: 'text' as const, text: 'No source warehouse chosen.' }] };
      }
      const { transferId } = await transfer(args.sku, pick.from, args.to, args.qty, userId);
      return { content: [{ type: 'text' as const, text: `Transfer ${transferId} created.` }] };
    },
  );
}
