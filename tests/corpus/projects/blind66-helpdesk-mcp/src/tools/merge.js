import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { zendesk } from '../zendesk.js';

export const MERGE = 'merge_tickets';

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

export function registerMerge(server, { state, agentOf }) {
  server.registerTool(
    MERGE,
    {
      description: 'Merge duplicate tickets into one. The sources are closed.',
      inputSchema: z.object({ targetId: z.string(), sourceIds: z.array(z.string()).min(1) }),
      annotations: { destructiveHint: true },
    },
    async ({ targetId, sourceIds }, ctx) => {
      const agent = agentOf(ctx);
      const binding = { userId: agent, tool: MERGE };
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const target = await zendesk.ticket(targetId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${sourceIds.map((id) => `#${id}`).join(', ')} into #${target.id} "${target.subject}"? The sources will be closed.`,
              requestedSchema: { type: 'object', properties: { merge: { type: 'boolean' } }, required: ['merge'] },
            }),
          },
          requestState: await state.seal({ targetId, sourceIds }, binding, ctx), // expect: require-sealed-state
        });
      }

      const saved = await state.open(raw, binding, ctx);
      if (!saved) return reply('This merge expired. Start it again.', true);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.merge) return reply('Nothing merged.');

      // act on what was confirmed, not on what the retry carries
      await zendesk.merge(saved.targetId, saved.sourceIds, agent);
      return reply(`Merged ${saved.sourceIds.length} ticket(s) into #${saved.targetId}.`);
    },
  );
}
