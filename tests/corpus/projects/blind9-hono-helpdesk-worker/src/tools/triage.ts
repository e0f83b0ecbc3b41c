import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { ToolDeps } from '../server';
import type { TriageDraft } from '../state';

const TOOL = 'triage_ticket';

const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * Second round only needs the draft back. The codec already checked the MAC when the
 * state went out, so skip the crypto on the way in.
 */
function readDraft(raw: string): TriageDraft {
  // wire format: v1.<b64url({ p, exp })>.<mac>
  const [, body = ''] = raw.split('.'); // expect: require-sealed-state
  return (JSON.parse(fromBase64Url(body)) as { p: TriageDraft }).p;
}

export function registerTriage(server: McpServer, deps: ToolDeps): void {
  const codec = deps.codec<TriageDraft>();

  server.registerTool(
    TOOL,
    {
      description: 'Suggest a queue for a ticket and move it there once the user agrees.',
      inputSchema: { ticketId: z.string().min(1) },
    },
    async ({ ticketId }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const suggestion = await deps.helpdesk.suggestQueue(ticketId);
        return inputRequired({
          inputRequests: {
            queue: inputRequired.elicit({
              message: `Move ticket ${ticketId} to "${suggestion.queue}"? You can pick another queue.`,
              requestedSchema: {
                type: 'object',
                properties: { queue: { type: 'string', title: 'Queue', default: suggestion.queue } },
                required: ['queue'],
              },
            }),
          },
          requestState: await codec.mint(
            { ticketId, suggestedQueue: suggestion.queue, confidence: suggestion.confidence },
            ctx,
          ),
        });
      }

      const draft = readDraft(raw);
      const answer = acceptedContent<{ queue: string }>(ctx.mcpReq.inputResponses, 'queue');
      const queue = answer?.queue ?? draft.suggestedQueue;
      const moved = await deps.helpdesk.moveToQueue(draft.ticketId, queue);
      return { content: [{ type: 'text', text: `Ticket ${moved.id} is now in ${moved.queue}.` }] };
    },
  );
}
