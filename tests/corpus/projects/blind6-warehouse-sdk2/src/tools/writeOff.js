import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { codecFor, digestArgs, looksLikeState, principalOf } from '../codecs.js';
import { inventoryUrl } from '../keys.js';

const TOOL = 'write_off_stock';
const codec = codecFor(TOOL);

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerWriteOff(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Write off damaged or lost stock. Asks the operator to confirm.',
      inputSchema: z.object({ sku: z.string(), quantity: z.number().int().positive(), reason: z.enum(['damaged', 'lost', 'expired']) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const user = principalOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Write off ${args.quantity} x ${args.sku} (${args.reason})?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, user, args: digestArgs(args) }, ctx),
        });
      }

      if (!looksLikeState(raw)) return refuse('malformed confirmation state');
      let payload;
      try {
        payload = await codec.verify(raw, ctx);
      } catch {
        return refuse('confirmation expired or was altered; please start again');
      }
      if (payload.tool !== TOOL || payload.user !== user) return refuse('confirmation belongs to another call');
      if (payload.args !== digestArgs(args)) return refuse('arguments changed after confirmation');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'nothing written off' }] };

      const res = await fetch(`${inventoryUrl}/skus/${encodeURIComponent(args.sku)}/write-offs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-actor': user },
        body: JSON.stringify({ quantity: args.quantity, reason: args.reason }),
      });
      return res.ok ? { content: [{ type: 'text', text: 'written off' }] } : refuse(`inventory said ${res.status}`);
    },
  );
}
