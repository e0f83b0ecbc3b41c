import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stateCodec } from '../utils/codec.js';

const TOOL = 'close_ticket';

// Plain SHA-256 of the arguments: a public value used for equality only.
const digestArgs = ({ ticketId, resolution }) =>
  createHash('sha256').update(JSON.stringify([ticketId, resolution])).digest('base64url');

export function buildServer(helpdesk) {
  const server = new McpServer(
    { name: 'ticket-closer', version: '0.9.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );

  server.registerTool(
    TOOL,
    {
      description: 'Close a helpdesk ticket with a resolution note',
      inputSchema: { ticketId: z.string(), resolution: z.enum(['fixed', 'wontfix', 'duplicate']) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const state = ctx.mcpReq.requestState(); // already verified by the codec hook
      if (!state) {
        const ticket = await helpdesk.get(args.ticketId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close #${ticket.id} "${ticket.title}" as ${args.resolution}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, args: digestArgs(args) }, ctx),
        });
      }
      if (state.tool !== TOOL || state.args !== digestArgs(args)) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.ok !== true) return { content: [{ type: 'text', text: 'Ticket left open' }] };
      await helpdesk.close(args.ticketId, args.resolution, ctx.http.authInfo.extra.userId);
      return { content: [{ type: 'text', text: `Closed #${args.ticketId}` }] };
    },
  );

  return server;
}
