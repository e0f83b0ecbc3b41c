// Registers the summarize_thread tool, which asks for an audience and summarises a ticket's comments.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { codecFor } from '../state/codec.js';
import { peekPayload } from '../state/peek.js';
import { currentUserId } from '../auth.js';
import { commentThread, jiraTokenFor } from '../jira.js';

const TOOL = 'summarize_thread';

interface SummaryState {
  ticketKey: string;
}

const codec = codecFor<SummaryState>(TOOL);

export function registerSummarizeThread(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Summarise the comment thread of a ticket for a chosen audience.',
      inputSchema: z.object({ ticketKey: z.string() }),
      annotations: { readOnlyHint: true },
    },
    async ({ ticketKey }, ctx) => {
      const userId = currentUserId(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        return inputRequired({
          inputRequests: {
            audience: inputRequired.elicit({
              message: 'Who is the summary for?',
              requestedSchema: {
                type: 'object',
                properties: { audience: { type: 'string', enum: ['customer', 'internal'] } },
                required: ['audience'],
              },
            }),
          },
          requestState: await codec.mint({ ticketKey }, ctx),
        });
      }

      // read-only, so skip the verify and just take the ticket from the first round
      const prior = peekPayload<SummaryState>(raw); // expect: require-sealed-state
      const key = prior?.ticketKey ?? ticketKey;
      const answer = acceptedContent<{ audience: 'customer' | 'internal' }>(ctx.mcpReq.inputResponses, 'audience');
      const audience = answer?.audience ?? 'internal';

      const token = await jiraTokenFor(userId);
      const comments = await commentThread(token, key);
      const visible = audience === 'customer' ? comments.filter((c) => !c.startsWith('[internal]')) : comments;
      const text = visible.length
        ? `Thread for ${key} (${audience}):\n- ${visible.slice(-10).join('\n- ')}`
        : `No comments on ${key} yet.`;
      return { content: [{ type: 'text', text }] };
    },
  );
}
