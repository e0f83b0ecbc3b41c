// Registers the merge_tickets tool, which confirms before merging duplicate tickets into a target ticket.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { sealRoundState, type RoundState } from '../state/seal.js';
import { exchangeForZendeskToken, zendesk } from '../zendesk.js';

const TOOL = 'merge_tickets';

interface MergeState {
  targetId: number;
  sourceIds: number[];
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

export function registerMerge(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Merge duplicate tickets into a target ticket. Source tickets are closed.',
      inputSchema: {
        targetId: z.number().int().positive(),
        sourceIds: z.array(z.number().int().positive()).min(1).max(20),
      },
      annotations: { destructiveHint: true },
    },
    async ({ targetId, sourceIds }, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId as string | undefined;
      if (!auth || !userId) {
        return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      }

      const resumed = ctx.mcpReq.requestState<RoundState<MergeState>>();
      if (resumed) {
        if (resumed.tool !== TOOL || resumed.data.targetId !== targetId || !sameIds(resumed.data.sourceIds, sourceIds)) {
          return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this merge.' }] };
        }
        const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!ok?.confirm) return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
        const grant = await exchangeForZendeskToken(auth.token);
        const job = await zendesk(grant.accessToken).merge(targetId, sourceIds, `Merged by ${userId}`);
        return { content: [{ type: 'text', text: `Merge queued (job ${job.job_status.id}).` }] };
      }

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Merge ${sourceIds.map((id) => `#${id}`).join(', ')} into #${targetId}? Sources will be closed.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, merge them' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: sealRoundState<MergeState>(TOOL, userId, { targetId, sourceIds }),
      });
    },
  );
}
