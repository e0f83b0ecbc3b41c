import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { DeskConfig } from '../config.js';
import { PRIORITIES, TEAMS, TOOL_ESCALATE } from '../constants.js';
import type { DeskStateCodec, EscalationDraft } from '../state/codec.js';
import { buildDraft, confirmationMessage } from '../state/draft.js';

interface HelpdeskClient {
  reassign(ticketId: string, team: string, priority: string, note: string): Promise<void>;
}

async function triggerPage(draft: EscalationDraft): Promise<string> {
  const res = await fetch('https://events.pagerduty.com/v2/enqueue', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      routing_key: draft.pagerAuth,
      event_action: 'trigger',
      payload: { summary: draft.summary, source: 'ticket-desk', severity: 'critical' },
    }),
  });
  if (!res.ok) throw new Error(`pager answered ${res.status}`);
  const body = (await res.json()) as { dedup_key?: string };
  return body.dedup_key ?? 'unknown';
}

export function registerEscalate(
  server: McpServer,
  deps: { cfg: DeskConfig; codec: DeskStateCodec; helpdesk: HelpdeskClient },
): void {
  const { cfg, codec, helpdesk } = deps;

  server.registerTool(
    TOOL_ESCALATE,
    {
      title: 'Escalate ticket',
      description: 'Move a ticket to another team, optionally paging on-call.',
      inputSchema: z.object({
        ticketId: z.string().regex(/^\d{3,10}$/),
        targetTeam: z.enum(TEAMS),
        priority: z.enum(PRIORITIES),
        reason: z.string().min(10),
      }),
      annotations: { destructiveHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const draft = await ctx.mcpReq.requestState<EscalationDraft>();

      if (!draft) {
        const fresh = buildDraft(cfg, args);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: confirmationMessage(fresh),
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Escalate now' },
                  extraNote: { type: 'string', title: 'Note for the receiving team' },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint(fresh, ctx), // expect: no-secrets-in-state
        });
      }

      const answer = acceptedContent<{ confirm: boolean; extraNote?: string }>(
        ctx.mcpReq.inputResponses,
        'confirm',
      );
      if (!answer || answer.confirm !== true) {
        return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
      }

      const note = answer.extraNote ? `${draft.summary}\n\n${answer.extraNote}` : draft.summary;
      await helpdesk.reassign(draft.ticketId, draft.targetTeam, draft.priority, note);

      let paged = '';
      if (draft.pagerAuth) {
        const dedup = await triggerPage(draft);
        paged = ` On-call paged (dedup ${dedup}).`;
      }
      return {
        content: [{ type: 'text', text: `Ticket #${draft.ticketId} escalated to ${draft.targetTeam}.${paged}` }],
      };
    },
  );
}
