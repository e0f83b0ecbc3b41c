import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { issueStateToken, verifyStateToken } from '../state/jwt-state.js';

const TOOL = 'merge_tickets';

interface PendingMerge {
  targetId: number;
  sourceIds: number[];
}

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const toolError = (t: string) => ({ ...text(t), isError: true });

export function registerMerge(server: McpServer, app: AppContext): void {
  server.registerTool(
    TOOL,
    {
      description: 'Merge duplicate tickets into one target ticket. Asks the agent to confirm first.',
      inputSchema: z.object({
        targetId: z.number().int().positive(),
        sourceIds: z.array(z.number().int().positive()).min(1).max(20),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ targetId, sourceIds }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (typeof userId !== 'string') return toolError('This tool needs a signed-in agent.');
      const binding = { userId, tool: TOOL };
      const sorted = [...new Set(sourceIds)].sort((a, b) => a - b);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const target = await app.zendesk.ticket(targetId);
        const pending: PendingMerge = { targetId, sourceIds: sorted };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${sorted.map((id) => `#${id}`).join(', ')} into #${targetId} "${target.subject}"? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: {} },
            }),
          },
          requestState: await issueStateToken({ ...pending }, app.keys.state, binding),
        });
      }

      const state = await verifyStateToken<{ targetId: number; sourceIds: number[] }>(raw, app.keys.state, binding);
      if (!state) return toolError('This confirmation expired or is not valid. Start the merge again.');
      if (state.targetId !== targetId || state.sourceIds.join(',') !== sorted.join(',')) {
        return toolError('These tickets differ from the ones you confirmed. Start the merge again.');
      }
      if (ctx.mcpReq.inputResponses?.confirm?.action !== 'accept') return text('Merge cancelled.');

      await app.zendesk.merge(targetId, sorted, `Merged ${sorted.length} duplicate ticket(s) via the helpdesk assistant.`);
      for (const id of [targetId, ...sorted]) app.ticketSummaries.delete(id);
      return text(`Merged ${sorted.length} ticket(s) into #${targetId}.`);
    },
  );
}
