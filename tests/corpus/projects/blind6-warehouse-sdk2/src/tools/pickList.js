import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { codecFor, principalOf } from '../codecs.js';
import { placeHold, takeHold } from '../pending.js';
import { region } from '../keys.js';

const TOOL = 'build_pick_list';
const codec = codecFor(TOOL);

export function registerPickList(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Reserve items for an order and choose the dock to pick to',
      inputSchema: z.object({ orderId: z.string(), lines: z.array(z.object({ sku: z.string(), qty: z.number().int() })) }),
    },
    async (args, ctx) => {
      const user = principalOf(ctx);
      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const handle = placeHold(user, args.lines);
        return inputRequired({
          inputRequests: {
            dock: inputRequired.elicit({
              message: `Which ${region} dock should order ${args.orderId} go to?`,
              requestedSchema: { type: 'object', properties: { dock: { type: 'string', enum: ['A', 'B', 'C'] } } },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, user, orderId: args.orderId, handle }, ctx),
        });
      }
      const payload = await codec.verify(raw, ctx);
      if (payload.tool !== TOOL || payload.user !== user || payload.orderId !== args.orderId) {
        return { isError: true, content: [{ type: 'text', text: 'state does not belong to this order' }] };
      }
      const hold = takeHold(payload.handle, user);
      if (!hold) return { isError: true, content: [{ type: 'text', text: 'reservation lapsed' }] };
      const dock = acceptedContent(ctx.mcpReq.inputResponses, 'dock')?.dock ?? 'A';
      return { content: [{ type: 'text', text: `${hold.lines.length} lines for ${args.orderId} to dock ${dock}` }] };
    },
  );
}
