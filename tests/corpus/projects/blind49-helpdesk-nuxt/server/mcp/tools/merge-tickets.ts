import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { exchangeForHelpdeskToken, helpdeskApi, type Ticket } from '../../utils/helpdesk';
import { useStateCodec, type HelpdeskRound } from '../../utils/state-codec';

const reply = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });

async function helpdeskTokenFor(ctx: { http?: { authInfo?: { token: string } } }) {
  const token = ctx.http?.authInfo?.token;
  if (!token) throw new Error('merge_tickets called without authInfo');
  return (await exchangeForHelpdeskToken(token)).access_token;
}

export function registerMergeTickets(server: McpServer) {
  server.registerTool(
    'merge_tickets',
    {
      title: 'Merge tickets',
      description: 'Merges a duplicate ticket into another one and closes the duplicate.',
      inputSchema: {
        sourceId: z.number().int().positive().describe('The duplicate, which gets closed'),
        targetId: z.number().int().positive().describe('The ticket that stays open'),
      },
      annotations: { destructiveHint: true },
    },
    async ({ sourceId, targetId }, ctx) => {
      const round = ctx.mcpReq.requestState<HelpdeskRound>();
      const accessToken = await helpdeskTokenFor(ctx);

      if (!round) {
        const { ticket: source } = await helpdeskApi<{ ticket: Ticket }>(accessToken, `/tickets/${sourceId}`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge #${sourceId} “${source.subject}” into #${targetId}? #${sourceId} will be closed.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await useStateCodec().mint(
            { tool: 'merge_tickets', sourceId, targetId, sourceSubject: source.subject },
            ctx,
          ),
        });
      }

      if (round.tool !== 'merge_tickets' || round.sourceId !== sourceId || round.targetId !== targetId) {
        return reply('That confirmation was for a different merge. Ask again.', true);
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return reply('Nothing merged.');

      await helpdeskApi(accessToken, `/tickets/${targetId}/merge`, {
        method: 'POST',
        body: { ids: [sourceId], target_comment: `Merged #${sourceId} (${round.sourceSubject}).` },
      });
      return reply(`Merged #${sourceId} into #${targetId}.`);
    },
  );
}
