import { z } from 'zod';
import { DeskClient } from '../desk/client.js';
import type { ToolDef } from '../mcp/dispatch.js';
import { accepted, form } from '../mcp/wire.js';

const Args = z.object({ ticketId: z.string().min(1) });
type Args = z.infer<typeof Args>;

interface EscalationCarry {
  ticketId: string;
  queueId: string;
  priority: 'P1' | 'P2' | 'P3';
  reason: string;
  deskAccessToken: string;
  summary?: string;
}

const ACK_POLLS = 12;
const ACK_INTERVAL_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const escalateTicket: ToolDef<Args, EscalationCarry> = {
  name: 'escalate_ticket',
  description: 'Page the on-call engineer for a ticket, with a model-written summary you review first.',
  inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  annotations: { openWorldHint: true },
  parse: (raw) => Args.parse(raw),

  async run({ ticketId }, ctx) {
    // Round 1: why and how urgent.
    if (!ctx.step) {
      return ctx.suspend(
        'details',
        {
          details: form(`Escalate ticket #${ticketId} to on-call?`, {
            priority: { type: 'string', title: 'Priority', enum: ['P1', 'P2', 'P3'], default: 'P2' },
            reason: { type: 'string', title: 'Why does this need an engineer now?' },
          }),
        },
        { ticketId },
      );
    }

    // Round 2: get a desk token for this agent, read the thread, ask the model for a summary.
    if (ctx.step === 'details') {
      const details = accepted<{ priority: EscalationCarry['priority']; reason: string }>(ctx.responses.details);
      if (!details) return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
      if (!ctx.authInfo) return { isError: true, content: [{ type: 'text', text: 'Escalation needs a signed-in agent.' }] };

      const grant = await DeskClient.exchange(ctx.authInfo.token, 'tickets:read escalations:write');
      const desk = DeskClient.withToken(grant.access_token);
      const [ticket, comments] = await Promise.all([desk.ticket(ticketId), desk.comments(ticketId)]);
      const thread = comments
        .filter((c) => c.public)
        .map((c) => `[${c.createdAt}] ${c.author}: ${c.body}`)
        .join('\n');

      const carry: EscalationCarry = {
        ticketId,
        queueId: ticket.queueId,
        priority: details.priority,
        reason: details.reason,
        deskAccessToken: grant.access_token, // expect: no-secrets-in-state
      };
      return ctx.suspend(
        'summary',
        {
          summary: {
            method: 'sampling/createMessage',
            params: {
              systemPrompt: 'Summarise a support ticket for an on-call engineer in at most 5 bullet points. Include customer impact.',
              messages: [{ role: 'user', content: { type: 'text', text: `Subject: ${ticket.subject}\nAgent's reason: ${details.reason}\n\n${thread}` } }],
              maxTokens: 500,
            },
          },
        },
        carry,
      );
    }

    const carry = ctx.saved!;
    const desk = DeskClient.withToken(carry.deskAccessToken);

    // Round 3: show the summary and who will be paged.
    if (ctx.step === 'summary') {
      const sampled = ctx.responses.summary as { content?: { type: string; text?: string } } | undefined;
      const summary = sampled?.content?.text?.trim() || carry.reason;
      const onCall = await desk.onCall(carry.queueId);
      return ctx.suspend(
        'confirm',
        {
          confirm: form(
            `Page ${onCall.name} (${carry.priority}) about #${carry.ticketId}?`,
            { summary: { type: 'string', title: 'Summary sent with the page', default: summary }, page: { type: 'boolean', title: 'Send page', default: true } },
            ['page'],
          ),
        },
        { ...carry, summary },
      );
    }

    // Round 4: page and wait a minute for an acknowledgement, reporting progress.
    const confirm = accepted<{ summary?: string; page: boolean }>(ctx.responses.confirm);
    if (!confirm?.page) return { content: [{ type: 'text', text: 'Nobody was paged.' }] };

    const { pageId } = await desk.page(carry.ticketId, {
      priority: carry.priority,
      summary: confirm.summary ?? carry.summary ?? carry.reason,
      requestedBy: ctx.userId,
    });
    for (let i = 1; i <= ACK_POLLS; i++) {
      await ctx.progress(i, ACK_POLLS, 'Waiting for on-call to acknowledge');
      const status = await desk.pageStatus(pageId);
      if (status.state !== 'triggered') {
        return { content: [{ type: 'text', text: `Page ${pageId} ${status.state}${status.by ? ` by ${status.by}` : ''}.` }] };
      }
      await sleep(ACK_INTERVAL_MS);
    }
    return { content: [{ type: 'text', text: `Page ${pageId} sent; not acknowledged yet.` }] };
  },
};
