import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { ToolDeps } from '../server';
import type { EscalationDraft } from '../state';

const TOOL = 'escalate_ticket';

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Page on-call now' } },
  required: ['confirm'],
} as const;

export function registerEscalate(server: McpServer, deps: ToolDeps): void {
  const codec = deps.codec<EscalationDraft>();

  server.registerTool(
    TOOL,
    {
      description: 'Escalate a ticket and page the on-call engineer. Always asks the user first.',
      inputSchema: { ticketId: z.string().min(1), severity: z.enum(['sev1', 'sev2', 'sev3']) },
      annotations: { destructiveHint: true },
    },
    async ({ ticketId, severity }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const ticket = await deps.helpdesk.getTicket(ticketId);
        const draft: EscalationDraft = { ticketId, severity, summary: ticket.subject.slice(0, 120) };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Page on-call for "${draft.summary}" as ${severity.toUpperCase()}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await codec.mint(draft, ctx),
        });
      }

      const draft = await codec.verify(raw, ctx).catch(() => null);
      if (!draft) {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation is no longer valid. Please start again.' }] };
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
      }

      const page = await deps.helpdesk.escalate(draft.ticketId, draft.severity);
      return {
        content: [{ type: 'text', text: `Paged ${page.onCall}; incident ${page.incidentId} opened.` }],
      };
    },
  );
}
