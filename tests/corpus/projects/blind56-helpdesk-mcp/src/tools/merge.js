import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

const TOOL = 'merge_tickets';

/**
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {{ codec: ReturnType<typeof import('../state-codec.js').createHelpdeskCodec>, zendesk: ReturnType<typeof import('../zendesk.js').createZendesk> }} deps
 */
export function registerMerge(server, { codec, zendesk }) {
  server.registerTool(
    TOOL,
    {
      description: 'Merge a duplicate ticket into another one. The duplicate is closed. Asks for confirmation.',
      inputSchema: z.object({
        survivorId: z.number().int().positive(),
        duplicateId: z.number().int().positive(),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ survivorId, duplicateId }, ctx) => {
      if (survivorId === duplicateId) {
        return { isError: true, content: [{ type: 'text', text: 'A ticket cannot be merged into itself.' }] };
      }
      const state = ctx.mcpReq.requestState();
      const grant = await zendesk.exchangeToken(ctx.http?.authInfo?.token);

      if (state === undefined) {
        const [survivor, duplicate] = await Promise.all([
          zendesk.getTicket(grant, survivorId),
          zendesk.getTicket(grant, duplicateId),
        ]);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge #${duplicate.id} "${duplicate.subject}" into #${survivor.id} "${survivor.subject}"? #${duplicate.id} will be closed.`,
              requestedSchema: {
                type: 'object',
                properties: { comment: { type: 'string', title: 'Comment on the surviving ticket' } },
              },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, survivorId, duplicateId }, ctx),
        });
      }

      if (state.tool !== TOOL || state.survivorId !== survivorId || state.duplicateId !== duplicateId) {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation was for another merge. Please ask again.' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer) return { content: [{ type: 'text', text: 'Nothing merged.' }] };

      await zendesk.merge(grant, state.survivorId, state.duplicateId, answer.comment ?? `Merged #${state.duplicateId}`);
      return { content: [{ type: 'text', text: `#${state.duplicateId} merged into #${state.survivorId}.` }] };
    },
  );
}
